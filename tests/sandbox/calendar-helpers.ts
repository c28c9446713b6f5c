import { control } from './helpers';
import { moneySandbox } from './money-helpers';

/**
 * New Zealand calendar arithmetic for the calendar-edge tests (issue 34), done with Intl in
 * Pacific/Auckland and never with hand-written offsets or daylight-saving rules: a test that
 * checks the sandbox's New Zealand days and months must not share the sandbox's own arithmetic
 * (sandbox/store/account-payments.ts), or a bug in one would hide in the other.
 */

const NZ_PARTS = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23',
});

export interface NzWall { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The wall clock in Auckland at that instant (month 1-12). */
export function nzWall(ms: number): NzWall {
  const parts = Object.fromEntries(NZ_PARTS.formatToParts(new Date(ms)).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** 'YYYY-MM-DD' of that instant in Auckland. */
export function nzDate(ms: number): string {
  const w = nzWall(ms);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD HH:MM' of that instant in Auckland (for readable failures). */
export function nzStamp(ms: number): string {
  const w = nzWall(ms);
  return `${nzDate(ms)} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/**
 * The instant whose Auckland wall clock reads that date and time (month 1-12; a day or month
 * beyond its range rolls over, as Date.UTC does). New Zealand is UTC+12 or UTC+13: each candidate
 * is checked with Intl. A wall time skipped when the clocks go forward throws; one that happens
 * twice when they go back answers the first (daylight time).
 */
export function nzInstant(year: number, month: number, day = 1, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const want = new Date(wall);
  for (const offsetHours of [13, 12]) {
    const candidate = wall - offsetHours * 3_600_000;
    const w = nzWall(candidate);
    if (w.year === want.getUTCFullYear() && w.month === want.getUTCMonth() + 1 && w.day === want.getUTCDate() && w.hour === want.getUTCHours() && w.minute === want.getUTCMinutes()) return candidate;
  }
  throw new RangeError(`no instant reads ${want.toISOString().slice(0, 16)} in Auckland`);
}

/** Midnight in Auckland at the start of the day `ms` falls in, and of the `days`-th day after it. */
export function nzMidnight(ms: number, days = 0): number {
  const w = nzWall(ms);
  return nzInstant(w.year, w.month, w.day + days);
}

/** Midnight in Auckland on the 1st of the month `ms` falls in, or of the `months`-th month after it. */
export function nzMonthStart(ms: number, months = 0): number {
  const w = nzWall(ms);
  return nzInstant(w.year, w.month + months, 1);
}

/** The same Auckland wall-clock time `days` calendar days later (what "14 days on" means on a calendar). */
export function nzDaysOn(instant: number, days: number): number {
  const ms = Math.round(instant);
  const w = nzWall(ms);
  return nzInstant(w.year, w.month, w.day + days, w.hour, w.minute) + w.second * 1000 + (ms % 1000);
}

/** The UTC offset in Auckland at that instant, in hours (12 or 13). */
export function nzOffsetHours(ms: number): number {
  const w = nzWall(ms);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000) / 3_600_000);
}

/** The same Auckland wall-clock time `years` calendar years later (29 February rolls to 1 March). */
export function nzYearOn(instant: number, years = 1): number {
  const ms = Math.round(instant);
  const w = nzWall(ms);
  return nzInstant(w.year + years, w.month, w.day, w.hour, w.minute) + w.second * 1000 + (ms % 1000);
}

/**
 * A sandbox for the tests of one describe block, its clock started at `at` (JWTs outlive months of
 * clock moves). `freeze()` stops its clock (scale 0) so that only `advanceTo` moves it: a check a
 * second either side of an edge holds however slow the machine is.
 */
export function edgeSandbox(at: number) {
  const ctx = moneySandbox({ longTokens: true, now: at });
  const now = () => ctx.run.sandbox.clock.now();
  return {
    ctx,
    now,
    freeze: () => control(ctx.run.url, 'POST', '/clock', { scale: 0 }),
    /** Moves the clock on to `ms` (never back; whole milliseconds, as nanosecond stamps divided by 1e6 are not exact). */
    advanceTo: (ms: number) => control(ctx.run.url, 'POST', '/clock', { advanceMs: Math.max(0, Math.round(ms) - now()) }),
  };
}
