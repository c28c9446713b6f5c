/**
 * New Zealand's national public holidays (Holidays Act 2003 ss 44-45A; Te Kāhui o Matariki Public
 * Holiday Act 2022), as the days they are observed on: installers do not visit on them, nor at
 * weekends (issue 28: "Slots are offered on Christmas Day; NZ public holidays are not working days
 * for installers"). Regional anniversary days are not national and are left out.
 *
 * Pure, with no imports: the sandbox's own rule (it may not import app code). The app does not need
 * it: it shows the slots the upstream offers.
 */

export interface NzHoliday {
  /** The day it is observed on, YYYY-MM-DD. */
  date: string;
  name: string;
}

/**
 * Matariki's dates in the Act's schedule (always a Friday). A year not listed here has no Matariki
 * in this table: add the Act's date for it before that year comes.
 */
export const MATARIKI: Readonly<Record<number, string>> = {
  2022: '2022-06-24', 2023: '2023-07-14', 2024: '2024-06-28', 2025: '2025-06-20', 2026: '2026-07-10',
  2027: '2027-06-25', 2028: '2028-07-14', 2029: '2029-07-06', 2030: '2030-06-21', 2031: '2031-07-11',
};

const DAY_MS = 86_400_000;
const pad = (n: number): string => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;
const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number): string => new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);
/** 0 Sunday … 6 Saturday, of a calendar day (no time zone: the day itself). */
const weekdayOf = (date: string): number => new Date(utc(date)).getUTCDay();

/** Saturday or Sunday. */
export const isWeekend = (date: string): boolean => {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
};

/** The n-th (1-based) Monday of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = ymd(year, month, 1);
  const toMonday = (8 - weekdayOf(first)) % 7;
  return addDays(first, toMonday + (n - 1) * 7);
}

/** Easter Sunday (the Gregorian computus, Anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Waitangi Day and ANZAC Day: on a Saturday or Sunday, observed the Monday after (s 45A). */
function mondayised(date: string): string {
  const day = weekdayOf(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

/**
 * A pair of days in a row (1 and 2 January; 25 and 26 December, s 45): one that falls on a weekend
 * is observed on the next weekday that is not the other's. Sat+Sun → Mon+Tue; Sun+Mon → Tue+Mon;
 * Fri+Sat → Fri+Mon.
 */
function pairMondayised(first: NzHoliday, second: NzHoliday): NzHoliday[] {
  const taken = new Set<string>();
  const out: NzHoliday[] = [];
  for (const h of [first, second].sort((x, y) => Number(isWeekend(x.date)) - Number(isWeekend(y.date)))) {
    let date = h.date;
    while (isWeekend(date) || taken.has(date)) date = addDays(date, 1);
    taken.add(date);
    out.push({ date, name: h.name });
  }
  return out.sort((x, y) => x.date.localeCompare(y.date));
}

/** The year's national public holidays, on the days observed, in date order. */
export function nzPublicHolidays(year: number): NzHoliday[] {
  const easter = easterSunday(year);
  const matariki = MATARIKI[year];
  const list: NzHoliday[] = [
    ...pairMondayised({ date: ymd(year, 1, 1), name: "New Year's Day" }, { date: ymd(year, 1, 2), name: "Day after New Year's Day" }),
    { date: mondayised(ymd(year, 2, 6)), name: 'Waitangi Day' },
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: mondayised(ymd(year, 4, 25)), name: 'ANZAC Day' },
    { date: nthMonday(year, 6, 1), name: "King's Birthday" },
    ...(matariki ? [{ date: matariki, name: 'Matariki' }] : []),
    { date: nthMonday(year, 10, 4), name: 'Labour Day' },
    ...pairMondayised({ date: ymd(year, 12, 25), name: 'Christmas Day' }, { date: ymd(year, 12, 26), name: 'Boxing Day' }),
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

const byYear = new Map<number, ReadonlySet<string>>();
function holidaysOf(year: number): ReadonlySet<string> {
  let set = byYear.get(year);
  if (!set) {
    set = new Set(nzPublicHolidays(year).map((h) => h.date));
    byYear.set(year, set);
  }
  return set;
}

/**
 * Whether a New Zealand calendar day (YYYY-MM-DD) is a public holiday: the day observed, and the
 * day itself where it falls on a weekend (25 December on a Saturday is still Christmas Day).
 */
export function isNzPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  if (holidaysOf(year).has(date)) return true;
  const md = date.slice(5);
  return ['01-01', '01-02', '02-06', '04-25', '12-25', '12-26'].includes(md);
}

/** An installer's working day: a weekday that is not a public holiday. */
export const isInstallerWorkingDay = (date: string): boolean => !isWeekend(date) && !isNzPublicHoliday(date);
