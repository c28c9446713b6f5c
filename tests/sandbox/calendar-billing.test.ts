import type { Invoice } from '@/sandbox/store/money';
import { CALENDAR_INSTANTS } from '../support/calendar';
import { edgeSandbox, nzDate, nzDaysOn, nzMonthStart, nzStamp, nzWall } from './calendar-helpers';
import { freshCustomer } from './eshop-helpers';

/**
 * The postpay billing engine at the calendar edges (issue 34): each instant of
 * tests/support/calendar.ts starts its own sandbox, and a fresh postpay customer's bills are
 * followed over two month ends. New Zealand dates are worked out with Intl (calendar-helpers.ts).
 *
 * docs/money-contract.md §2.3: "Each postpay customer has a billing cycle (default MONTHLY:
 * calendar months from midnight on the 1st in New Zealand …)"; "At the period's end … the OPEN
 * invoice closes: status DUE, due date 14 days after the close, GST 3/23 of the total shown, the
 * credit held is applied first; a new OPEN invoice starts with the new period."; "A DUE invoice
 * past its due date with money remaining is OVERDUE".
 * /work/shared/spec/account-management.md: "Invoice wording covers … grand total, discount, …
 * purchases, payments and charges" — a bill's total is its purchases and charges less its discount.
 */

// Months of clock moves catch up usage and bills for every demo customer: slow on a busy machine.
jest.setTimeout(90_000);

const PLAN = { Description: '$55 Postpay Essentials Plan', AmountCents: 5500 };
/** The postpay demo's OVERDUE bill (docs/money-contract.md §2.8: "Balance 4820"). */
const OWED = 4820;

const sumOfLines = (i: Invoice | undefined) => [...(i?.Purchases ?? []), ...(i?.Charges ?? [])].reduce((n, l) => n + l.AmountCents, 0) - (i?.DiscountCents ?? 0);
const nanos = (ms: number) => ms * 1e6;

describe.each(CALENDAR_INSTANTS)('billing at %s', (_name, at) => {
  const { ctx, now: clockNow, freeze, advanceTo } = edgeSandbox(at);

  test('the OPEN bill is the NZ calendar month; at its end it closes DUE, due 14 days on, totalling its lines; the next month opens where it ended', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    await freeze();
    const now = clockNow();
    // Still on the instant's side of the edge it sits before.
    expect(nzDate(now)).toBe(nzDate(at));
    const month = nzDate(now).slice(0, 7);
    const [from, upto, after, third] = [0, 1, 2, 3].map((k) => nzMonthStart(now, k)) as [number, number, number, number];
    expect(nzStamp(from)).toBe(`${month}-01 00:00`);
    expect(nzWall(upto)).toMatchObject({ day: 1, hour: 0, minute: 0 });

    const invoices = await ctx.m.allInvoices(who);
    expect(invoices.filter((i) => i.Status === 'OPEN')).toHaveLength(1);
    const [open] = invoices;
    expect(open).toMatchObject({ Status: 'OPEN', CreatedAtNanos: nanos(from), PeriodFromNanos: nanos(from), PeriodUptoNanos: nanos(upto), DueDateNanos: 0 });
    expect(open?.Charges).toContainEqual({ ...PLAN, DateNanos: nanos(from) });
    expect((await ctx.m.account(who)).body).toMatchObject({
      Balance: OWED, CurrentBillingCycle: { From: nanos(from), Upto: nanos(upto) }, NextBillingCycle: { From: nanos(upto), Upto: nanos(after) },
    });

    // The first close: the month that held the instant.
    await advanceTo(upto + 1000);
    const [next, closed] = await ctx.m.allInvoices(who);
    const total = sumOfLines(closed);
    expect(total).toBeGreaterThanOrEqual(PLAN.AmountCents);
    // Midnight in Auckland fourteen calendar days after the close (the 15th), whatever the clocks did between.
    const due = nzDaysOn(upto, 14);
    expect(nzStamp(due)).toBe(`${nzDate(upto).slice(0, 8)}15 00:00`);
    expect(closed).toMatchObject({
      Number: open?.Number, Status: 'DUE', CreatedAtNanos: nanos(upto), PeriodFromNanos: nanos(from), PeriodUptoNanos: nanos(upto), DueDateNanos: nanos(due),
      GrandTotalCents: total, GSTCents: Math.round((total * 3) / 23), RemainingAmountCents: total,
    });
    expect(closed?.Charges).toContainEqual({ ...PLAN, DateNanos: nanos(from) });
    expect(next).toMatchObject({ Status: 'OPEN', CreatedAtNanos: nanos(upto), PeriodFromNanos: nanos(upto), PeriodUptoNanos: nanos(after), DueDateNanos: 0, GrandTotalCents: PLAN.AmountCents });
    expect(next?.Charges).toEqual([{ ...PLAN, DateNanos: nanos(upto) }]);
    expect((await ctx.m.account(who)).body).toMatchObject({
      Balance: OWED + total, CurrentBillingCycle: { From: nanos(upto), Upto: nanos(after) }, NextBillingCycle: { From: nanos(after), Upto: nanos(third) },
    });

    // DUE until its due date, OVERDUE after it.
    await advanceTo(due - 1000);
    expect((await ctx.m.invoice(who, open?.Number ?? '')).body.Invoice.Status).toBe('DUE');
    await advanceTo(due + 1000);
    expect((await ctx.m.invoice(who, open?.Number ?? '')).body.Invoice.Status).toBe('OVERDUE');

    // The second close: the month after, the same rules.
    await advanceTo(after + 1000);
    const [third_, second] = await ctx.m.allInvoices(who);
    const secondTotal = sumOfLines(second);
    expect(second).toMatchObject({
      Number: next?.Number, Status: 'DUE', CreatedAtNanos: nanos(after), PeriodFromNanos: nanos(upto), PeriodUptoNanos: nanos(after), DueDateNanos: nanos(nzDaysOn(after, 14)),
      GrandTotalCents: secondTotal, RemainingAmountCents: secondTotal,
    });
    expect(third_).toMatchObject({ Status: 'OPEN', PeriodFromNanos: nanos(after), PeriodUptoNanos: nanos(third) });
    // The demo's twelve closed bills, the two closed here and one OPEN: none open twice, none lost.
    const all = await ctx.m.allInvoices(who);
    expect(all.map((i) => i.Status).filter((s) => s === 'OPEN')).toHaveLength(1);
    expect(all).toHaveLength(15);
  });
});
