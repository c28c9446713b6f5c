import type { Invoice } from '@/sandbox/store/money';
import { CALENDAR_INSTANTS } from '../support/calendar';
import { historyOf } from './card-helpers';
import { edgeSandbox, nzOffsetHours, nzWall } from './calendar-helpers';
import { req } from './eshop-helpers';
import { control } from './helpers';
import { DAY_NANOS, base, mobile } from './usage-helpers';

/**
 * Renewals at the calendar edges (issue 34): at each instant of tests/support/calendar.ts a plan
 * and an add-on are bought, so their first period holds the edge the instant sits before (a month
 * end, a daylight-saving change, NZ midnight, Christmas, New Year), and the clock is moved past
 * their end.
 *
 * docs/mobile-contract.md §2.4: "The add-on: `expires_at = now + TimePeriodInterval days`";
 * §2.1: "a base plan or add-on whose `expires_at` passes with auto-renew on starts a new period
 * (prepay: its price taken from the credit, a COMPLETED transaction with its name …; postpay: a
 * charge on the OPEN bill)"; docs/upstream-contract.md "The usage engine": "Period: prepay the
 * base plan's, `ExpiresAtNanos − k × TimePeriodInterval days`", and the catalogue's
 * TimePeriodInterval is in "days (1, 7, 28, 30)": the $12 Weekly Plan 7, the "monthly"
 * 100 International Minutes 30. A day there is 24 hours (DAY_NANOS, as lib/usage/calls.ts counts
 * a period back from its expiry), so across a daylight-saving change the renewal's Auckland wall
 * clock moves by the hour the clocks moved; a calendar month is the postpay bill's period only.
 */

// Weeks of clock moves catch up usage and bills for every demo customer: slow on a busy machine.
jest.setTimeout(90_000);

const offsetMove = (fromNanos: number, toNanos: number) => nzOffsetHours(toNanos / 1e6) - nzOffsetHours(fromNanos / 1e6);
const minutesOfDay = (nanos: number) => {
  const w = nzWall(nanos / 1e6);
  return w.hour * 60 + w.minute;
};
/** The Auckland wall clock of `later` is that of `earlier` moved by the clock change between them (mod a day). */
const wallMoved = (earlier: number, later: number) => (minutesOfDay(later) - minutesOfDay(earlier) + 24 * 60) % (24 * 60);
const expectedMove = (earlier: number, later: number) => ((offsetMove(earlier, later) * 60) + 24 * 60) % (24 * 60);

describe.each(CALENDAR_INSTANTS)('renewal at %s', (_name, at) => {
  describe('prepay', () => {
    const { ctx, now: clockNow, freeze, advanceTo } = edgeSandbox(at);
    const m = () => mobile(ctx.run.url);

    test('prepay: the $12 Weekly Plan bought at the instant renews at its end for exactly 7 days, charged once from the credit', async () => {
      const { who, product } = await m().fresh('prepay');
      await freeze();
      const code = (await control<{ code: string }>(ctx.run.url, 'POST', '/vouchers', { creditCents: 2000 })).body.code;
      expect((await req(ctx.run.url, 'POST', `/customer/${who.customer}/redeem_voucher/${product.UUID}/${code}`, { jwt: who.jwt })).status).toBe(200);
      expect(await m().credit(who, product.UUID)).toBe(1250 + 2000);
      const bought = await m().buy(who, product.UUID, '$12 Weekly Plan', { Subscribe: true, PAYG: true, AuthorizeOnly: false });
      expect(bought).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
      const plan = base(await m().active(who));
      const start = plan?.CreatedAtNanos ?? 0;
      const end = plan?.ExpiresAtNanos ?? 0;
      expect(plan).toMatchObject({ Name: '$12 Weekly Plan', AutoRenew: true });
      expect(Math.abs(start / 1e6 - clockNow())).toBeLessThan(60_000);
      expect(end - start).toBe(7 * DAY_NANOS);
      expect(wallMoved(start, end)).toBe(expectedMove(start, end));
      expect(await m().entry(who, product.UUID, 'Data')).toMatchObject({ Total: 2048, UsedAmount: 0, PeriodFromNanos: start, PeriodUptoNanos: end });
      const credit = await m().credit(who, product.UUID);
      expect(credit).toBe(3250 - 1200);
      const readAt = clockNow() * 1e6;

      await advanceTo(end / 1e6 + 60_000);
      const renewed = base(await m().active(who));
      expect(renewed).toMatchObject({ UUID: plan?.UUID, Name: '$12 Weekly Plan', AutoRenew: true, ExpiresAtNanos: end + 7 * DAY_NANOS });
      const data = await m().entry(who, product.UUID, 'Data');
      expect(data).toMatchObject({ Total: 2048, PeriodFromNanos: end, PeriodUptoNanos: end + 7 * DAY_NANOS });
      // Charged once: the purchase and the renewal, each $12.00, the renewal dated at the old end.
      const charged = (await historyOf(ctx.run.url, who)).filter((t) => t.Description === '$12 Weekly Plan');
      expect(charged.map((t) => [t.Status, t.AmountCents]).sort()).toEqual([['COMPLETED', 1200], ['COMPLETED', 1200]]);
      expect(charged.map((t) => t.CreatedAtNanos)).toContain(end);
      // The credit: less the renewal and whatever the ended days' usage beyond the plan cost.
      const usage = (await m().charges(who, product.UUID, `?From=${readAt}`)).body.reduce((n, c) => n + c.AmountCents, 0);
      expect(await m().credit(who, product.UUID)).toBe(credit - 1200 - usage);
  });
  });

  describe('postpay', () => {
    const { ctx, now: clockNow, freeze, advanceTo } = edgeSandbox(at);
    const m = () => mobile(ctx.run.url);

    test('postpay: 100 International Minutes bought at the instant renews at its end for exactly 30 days, one purchase line on the bill holding that time', async () => {
      const { who, product } = await m().fresh('postpay');
      await freeze();
      const seeded = product.Addons.find((a) => a.Name === '100 International Minutes' && a.EndedAtNanos === 0);
      expect(seeded).toMatchObject({ AutoRenew: true });
      const bought = await m().buyPostpay(who, product.UUID, '100 International Minutes', { Subscribe: true });
      expect(bought).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
      const mine = (await m().active(who)).Addons.find((a) => a.Name === '100 International Minutes' && a.UUID !== seeded?.UUID);
      const start = mine?.CreatedAtNanos ?? 0;
      const end = mine?.ExpiresAtNanos ?? 0;
      expect(mine).toMatchObject({ AutoRenew: true, EndedAtNanos: 0 });
      expect(Math.abs(start / 1e6 - clockNow())).toBeLessThan(60_000);
      expect(end - start).toBe(30 * DAY_NANOS);
      expect(wallMoved(start, end)).toBe(expectedMove(start, end));

      await advanceTo(end / 1e6 + 60_000);
      const after = (await m().active(who)).Addons.find((a) => a.UUID === mine?.UUID);
      expect(after).toMatchObject({ AutoRenew: true, EndedAtNanos: 0, ExpiresAtNanos: end + 30 * DAY_NANOS });
      // Every '100 International Minutes' line since the purchase: the purchase, the seeded one's
      // renewal (it ends 10 days after seeding) and this one's, once each, at $15.00.
      const invoices = await ctx.m.allInvoices(who);
      const lines = invoices.flatMap((i) => i.Purchases.filter((l) => l.Description === '100 International Minutes' && l.DateNanos >= start).map((l) => ({ ...l, invoice: i })));
      const seededEnd = seeded?.ExpiresAtNanos ?? 0;
      expect(lines.map((l) => [l.DateNanos, l.AmountCents]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([[start, 1500], [seededEnd, 1500], [end, 1500]]);
      // Each on the bill whose period holds its time.
      const holds = (i: Invoice, t: number) => i.PeriodFromNanos <= t && t < i.PeriodUptoNanos;
      for (const l of lines) expect(holds(l.invoice, l.DateNanos)).toBe(true);
  });
  });
});
