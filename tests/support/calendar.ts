/**
 * The calendar edges a test of the billing, usage, renewal or porting clock runs at (issue 34):
 * a test never depends on the real date; it starts the sandbox's clock at an instant it chooses
 * (`createSandbox({ now })`, tests/sandbox/helpers.ts `start`) and, for the whole suite, the
 * machine's clock is moved to each of these by `npm run test:calendar` (libfaketime).
 *
 * New Zealand: NZST is UTC+12; NZDT (UTC+13) runs from 02:00 NZST on the last Sunday of September
 * to 03:00 NZDT on the first Sunday of April. NZ midnight is 11:00 UTC in summer, 12:00 in winter.
 * The instants sit a few minutes before an edge, so a run that takes minutes crosses it.
 */
export const CALENDAR_EDGES = {
  /** An ordinary weekday in the middle of a month (NZDT): nothing near an edge. */
  'mid-month': '2026-03-17T02:00:00Z',
  /** 23:50 on the last day of a 31-day month (NZST), ten minutes before the month turns in NZ. */
  'last day of a month': '2026-08-31T11:50:00Z',
  /** 23:50 on 28 February 2027 (NZDT): a 28-day February, and March starts ten minutes later. */
  'a 28-day February': '2027-02-28T10:50:00Z',
  /** 01:50 NZST on Sunday 27 September 2026: ten minutes before the clocks go forward to 03:00 NZDT. */
  'NZ daylight saving starts': '2026-09-26T13:50:00Z',
  /** 02:50 NZDT on Sunday 4 April 2027: ten minutes before the clocks go back to 02:00 NZST. */
  'NZ daylight saving ends': '2027-04-03T13:50:00Z',
  /** 23:55 NZDT (10:55 UTC): five minutes before an NZ midnight in summer. */
  'NZ midnight (summer, 11:00 UTC)': '2026-12-07T10:55:00Z',
  /** 23:55 NZST (11:55 UTC): five minutes before an NZ midnight in winter. */
  'NZ midnight (winter, 12:00 UTC)': '2026-07-14T11:55:00Z',
  /** 23:55 NZDT on Christmas Eve 2026. */
  'Christmas': '2026-12-24T10:55:00Z',
  /** 23:55 NZDT on New Year's Eve 2026: the day, month and year turn together. */
  'New Year': '2026-12-31T10:55:00Z',
} as const;

export type CalendarEdge = keyof typeof CALENDAR_EDGES;

/** [name, ms since the epoch] for `describe.each` / `test.each`. */
export const CALENDAR_INSTANTS: [CalendarEdge, number][] = (Object.keys(CALENDAR_EDGES) as CalendarEdge[]).map((name) => [name, Date.parse(CALENDAR_EDGES[name])]);
