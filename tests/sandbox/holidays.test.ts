import { easterSunday, isInstallerWorkingDay, isNzPublicHoliday, nzPublicHolidays } from '@/sandbox/holidays';

/*
 * Issue 28, item 1: "Slots are offered on Christmas Day; NZ public holidays are not working days
 * for installers". The national holidays (Holidays Act 2003 ss 44-45A, Te Kāhui o Matariki Public
 * Holiday Act 2022) on the days they are observed, with the Mondayisation rules.
 */

const days = (year: number) => nzPublicHolidays(year).map((h) => `${h.date} ${h.name}`);

test('2026: ANZAC Day on a Saturday is observed on Monday; Boxing Day on a Saturday on Monday 28 December', () => {
  expect(days(2026)).toEqual([
    "2026-01-01 New Year's Day",
    "2026-01-02 Day after New Year's Day",
    '2026-02-06 Waitangi Day',
    '2026-04-03 Good Friday',
    '2026-04-06 Easter Monday',
    '2026-04-27 ANZAC Day',
    "2026-06-01 King's Birthday",
    '2026-07-10 Matariki',
    '2026-10-26 Labour Day',
    '2026-12-25 Christmas Day',
    '2026-12-28 Boxing Day',
  ]);
});

test('2027: 2 January, Waitangi Day and ANZAC Day on a weekend move to Monday; Christmas on a Saturday → Monday, Boxing Day → Tuesday', () => {
  expect(days(2027)).toEqual([
    "2027-01-01 New Year's Day",
    "2027-01-04 Day after New Year's Day",
    '2027-02-08 Waitangi Day',
    '2027-03-26 Good Friday',
    '2027-03-29 Easter Monday',
    '2027-04-26 ANZAC Day',
    "2027-06-07 King's Birthday",
    '2027-06-25 Matariki',
    '2027-10-25 Labour Day',
    '2027-12-27 Christmas Day',
    '2027-12-28 Boxing Day',
  ]);
});

test('the pairs: 1 January on a Saturday → Mon 3 and Tue 4; on a Sunday → 2 January stays Monday, 1 January goes to Tuesday', () => {
  expect(days(2022).slice(0, 2)).toEqual(["2022-01-03 New Year's Day", "2022-01-04 Day after New Year's Day"]);
  expect(days(2023).slice(0, 2)).toEqual(["2023-01-02 Day after New Year's Day", "2023-01-03 New Year's Day"]);
  // Christmas 2022 on a Sunday: Boxing Day is Monday 26, Christmas is observed on Tuesday 27.
  expect(days(2022).slice(-2)).toEqual(['2022-12-26 Boxing Day', '2022-12-27 Christmas Day']);
});

test('Easter by the computus', () => {
  expect([2024, 2025, 2026, 2027, 2028].map(easterSunday)).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16']);
});

test("an installer's working day: a weekday that is not a public holiday (nor the holiday itself on a weekend)", () => {
  expect(isInstallerWorkingDay('2026-12-24')).toBe(true);
  expect(isInstallerWorkingDay('2026-12-25')).toBe(false);
  expect(isInstallerWorkingDay('2026-12-26')).toBe(false);
  expect(isInstallerWorkingDay('2026-12-28')).toBe(false);
  expect(isInstallerWorkingDay('2026-12-29')).toBe(true);
  expect(isInstallerWorkingDay('2027-01-04')).toBe(false);
  expect(isInstallerWorkingDay('2026-07-10')).toBe(false);
  expect(isInstallerWorkingDay('2026-07-13')).toBe(true);
  expect(isNzPublicHoliday('2027-12-25')).toBe(true);
  expect(isNzPublicHoliday('2026-03-17')).toBe(false);
});
