import { CALENDAR_INSTANTS } from '../support/calendar';
import { edgeSandbox, nzDate, nzMidnight, nzStamp } from './calendar-helpers';
import { DAY_NANOS, base, mobile } from './usage-helpers';

/**
 * The usage generator at the calendar edges (issue 34): each instant of tests/support/calendar.ts
 * starts its own sandbox; the prepay demo's pinned figure and the next whole day's usage are read
 * across the New Zealand midnights after it (worked out with Intl: calendar-helpers.ts).
 *
 * docs/mobile-contract.md §2.8: "at seeding the current period has used exactly 819 MB (1229 MB,
 * "1.20 GB", left of 2 GB) … That figure counts the seeding day too: the day is not generated
 * again at the next NZ midnight, so it holds until the end of the day after seeding".
 * §2.1: "The usage generator: deterministic …, for every active product, for every NZ day that has
 * ended (so nothing changes within a day)"; "1–3 data sessions … a day" (upstream-contract.md).
 */

// Days of clock moves catch up usage for every demo customer: slow on a busy machine.
jest.setTimeout(90_000);

type DataCharge = { DateAndTime: string; ChargedData: number };

describe.each(CALENDAR_INSTANTS)('usage at %s', (_name, at) => {
  const { ctx, now: clockNow, freeze, advanceTo } = edgeSandbox(at);

  test("the prepay demo's 819 MB holds past the next NZ midnight; the day after adds exactly that day's data", async () => {
    const m = mobile(ctx.run.url);
    const { who, product } = await m.fresh('prepay');
    await freeze();
    const seededAt = clockNow();
    expect(nzDate(seededAt)).toBe(nzDate(at));
    const plan = base(product);
    // "the period started 4 days ago" of a 7-day plan: it ends 3 days after the seeding.
    expect(plan).toMatchObject({ Name: '$12 Weekly Plan', AutoRenew: true });
    const end = plan?.ExpiresAtNanos ?? 0;
    expect(end - seededAt * 1e6).toBeGreaterThan(3 * DAY_NANOS - 60_000 * 1e6);
    expect(end - seededAt * 1e6).toBeLessThanOrEqual(3 * DAY_NANOS);
    const data = () => m.entry(who, product.UUID, 'Data');
    expect(await data()).toMatchObject({ Total: 2048, UsedAmount: 819, RemainingAmount: 1229, PeriodFromNanos: end - 7 * DAY_NANOS, PeriodUptoNanos: end });

    // The seeding day ends (23 or 25 hours long on a daylight-saving day): it is not generated again.
    const first = nzMidnight(seededAt, 1);
    const second = nzMidnight(seededAt, 2);
    expect(nzStamp(first)).toBe(`${nzDate(first)} 00:00`);
    expect(nzDate(first)).not.toBe(nzDate(seededAt));
    await advanceTo(first + 60_000);
    expect((await data()).UsedAmount).toBe(819);
    const since = (await m.charges(who, product.UUID, `?From=${first * 1e6}&mins=false&txts=false&pxts=false`)).body as DataCharge[];
    expect(since).toEqual([]);

    // The next whole New Zealand day ends: its data sessions, all inside that day, are added.
    await advanceTo(second + 60_000);
    const day = (await m.charges(who, product.UUID, `?From=${first * 1e6}&mins=false&txts=false&pxts=false`)).body as DataCharge[];
    expect(day.length).toBeGreaterThanOrEqual(1);
    expect(new Set(day.map((c) => nzDate(Date.parse(c.DateAndTime))))).toEqual(new Set([nzDate(first)]));
    const dayMb = day.reduce((n, c) => n + c.ChargedData, 0);
    expect(dayMb).toBeGreaterThan(0);
    expect(await data()).toMatchObject({ UsedAmount: 819 + dayMb, RemainingAmount: Math.max(0, 1229 - dayMb), PeriodFromNanos: end - 7 * DAY_NANOS, PeriodUptoNanos: end });
  });
});
