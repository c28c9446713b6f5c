import { freshCustomer, req } from './eshop-helpers';
import type { Invoice } from '@/sandbox/store/money';
import type { Who } from './card-helpers';
import { DAY_MS, error, moneySandbox } from './money-helpers';
import { nzDaysOn } from './calendar-helpers';

/**
 * docs/money-contract.md §2.3, §2.6 on the sandbox clock: the OPEN invoice closes at its period's
 * end (DUE, due 14 days on, credit applied first), DUE becomes OVERDUE, the billing cycle change
 * closes the OPEN bill; the running server's tick closes periods nobody reads; POST /postpay/balance.
 */
const ctx = moneySandbox({ longTokens: true });

const nowNanos = () => ctx.run.sandbox.clock.now() * 1e6;
const advanceTo = (nanos: number) => ctx.run.sandbox.clock.advance(Math.max(0, nanos / 1e6 - ctx.run.sandbox.clock.now()));
const cycle = (who: Who) => req<{ BillingCycle: { Type: string; Value: number } }>(ctx.run.url, 'GET', `/customers/${who.customer}/billing-cycle`, { jwt: who.jwt });
const setCycle = (who: Who, body: unknown) => req<{ BillingCycle: { Type: string; Value: number } }>(ctx.run.url, 'POST', `/customers/${who.customer}/billing-cycle`, { jwt: who.jwt, body });
/** What a bill's lines add up to (spec: "Invoice wording covers … grand total, discount, … purchases, payments and charges"): purchases and charges, less the discount. */
const sumOfLines = (i: Invoice | undefined) =>
  [...(i?.Purchases ?? []), ...(i?.Charges ?? [])].reduce((n, l) => n + l.AmountCents, 0) - (i?.DiscountCents ?? 0);
const postpayBalance = (who: Who, body: unknown) => req<{ Value: number }>(ctx.run.url, 'POST', '/postpay/balance', { jwt: who.jwt, body });

describe('the billing engine over time', () => {
  test('at the period end the OPEN invoice closes (DUE, due 14 days on) and a new OPEN one starts; past its due date it is OVERDUE; paid it is PAID', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const [open] = await ctx.m.allInvoices(who);
    const account = (await ctx.m.account(who)).body;
    expect(account.CurrentBillingCycle).toEqual({ From: open?.PeriodFromNanos, Upto: open?.PeriodUptoNanos });
    expect(account.NextBillingCycle.From).toBe(open?.PeriodUptoNanos);

    advanceTo((open?.PeriodUptoNanos ?? 0) + 1e9);
    const after = await ctx.m.allInvoices(who);
    expect(after).toHaveLength(14);
    const [next, closed] = after;
    // Every line of the bill: the plan, the usage beyond it generated on the clock until the close
    // (Charges), and the add-ons bought or renewed in the period (Purchases: the demo's $15
    // "100 International Minutes" renews monthly, inside this period on most days of the year).
    const total = sumOfLines(closed);
    expect(closed?.Charges).toContainEqual({ Description: '$55 Postpay Essentials Plan', AmountCents: 5500, DateNanos: open?.PeriodFromNanos });
    expect(closed).toMatchObject({
      Number: open?.Number, Status: 'DUE', CreatedAtNanos: open?.PeriodUptoNanos, DueDateNanos: nzDaysOn((open?.PeriodUptoNanos ?? 0) / 1e6, 14) * 1e6,
      GrandTotalCents: total, RemainingAmountCents: total,
    });
    expect(next).toMatchObject({ Status: 'OPEN', PeriodFromNanos: open?.PeriodUptoNanos, DueDateNanos: 0, GrandTotalCents: 5500 });
    expect(next?.Number).not.toBe(open?.Number);
    expect(next?.Charges).toEqual([{ Description: '$55 Postpay Essentials Plan', AmountCents: 5500, DateNanos: open?.PeriodUptoNanos }]);
    expect((await ctx.m.account(who)).body).toMatchObject({ Balance: 4820 + total, CurrentBillingCycle: { From: next?.PeriodFromNanos, Upto: next?.PeriodUptoNanos } });
    expect((await ctx.m.invoices(who)).body.Summary).toEqual({ HasOverdue: true, TotalDueCents: 4820 + total, OpenNumber: next?.Number });

    advanceTo((closed?.DueDateNanos ?? 0) + 1e9);
    const late = await ctx.m.invoice(who, open?.Number ?? '');
    expect(late.body.Invoice.Status).toBe('OVERDUE');

    await ctx.m.payBill(who, 4820 + total);
    const paid = await ctx.m.allInvoices(who);
    expect(paid.filter((i) => i.Status === 'PAID')).toHaveLength(12);
    expect((await ctx.m.account(who)).body.Balance).toBe(0);
  });

  test('credit held is applied first at the next close', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    await ctx.m.payBill(who, 4820 + 2000);
    expect((await ctx.m.account(who)).body.Balance).toBe(-2000);
    const [open] = await ctx.m.allInvoices(who);
    advanceTo((open?.PeriodUptoNanos ?? 0) + 1e9);
    const closed = (await ctx.m.invoice(who, open?.Number ?? '')).body.Invoice;
    expect(closed).toMatchObject({ Status: 'DUE', RemainingAmountCents: closed.GrandTotalCents - 2000 });
    expect(closed.Payments).toEqual([{ ReceiptNumber: '', DateNanos: open?.PeriodUptoNanos, AmountCents: 2000, PaymentMethod: 'Credit' }]);
    expect((await ctx.m.account(who)).body.Balance).toBe(closed.GrandTotalCents - 2000);
  });

  test("the running server's tick closes a period nobody reads", async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const [open] = await ctx.m.allInvoices(who);
    advanceTo((open?.PeriodUptoNanos ?? 0) + 1e9);
    const status = () => (ctx.run.sandbox.store.db.prepare('SELECT status FROM invoices WHERE number = ?').get(open?.Number) as { status: string }).status;
    const deadline = Date.now() + 5000;
    while (status() === 'OPEN' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(status()).toBe('DUE');
  });
});

describe('GET/POST /customers/{uuid}/billing-cycle', () => {
  test('monthly by default; changing it closes the OPEN bill now (DUE) and starts a period of the new cycle', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    expect((await cycle(who)).body).toEqual({ BillingCycle: { Type: 'monthly', Value: 0 } });
    const [open] = await ctx.m.allInvoices(who);
    const at = nowNanos();
    const res = await setCycle(who, { BillingCycle: { Type: 'days', Value: 7 } });
    expect(res).toMatchObject({ status: 200, body: { BillingCycle: { Type: 'days', Value: 7 } } });
    expect((await cycle(who)).body.BillingCycle).toEqual({ Type: 'days', Value: 7 });
    const [next, closed] = await ctx.m.allInvoices(who);
    expect(closed?.Number).toBe(open?.Number);
    expect(closed?.Status).toBe('DUE');
    expect(closed?.PeriodUptoNanos).toBeGreaterThanOrEqual(at);
    expect(closed?.DueDateNanos).toBe(nzDaysOn((closed?.CreatedAtNanos ?? 0) / 1e6, 14) * 1e6);
    expect(next).toMatchObject({ Status: 'OPEN', PeriodFromNanos: closed?.PeriodUptoNanos, PeriodUptoNanos: (closed?.PeriodUptoNanos ?? 0) + 7 * DAY_MS * 1e6 });
    expect((await ctx.m.account(who)).body).toMatchObject({
      Balance: 4820 + 5500,
      CurrentBillingCycle: { From: next?.PeriodFromNanos, Upto: next?.PeriodUptoNanos },
      NextBillingCycle: { From: next?.PeriodUptoNanos, Upto: (next?.PeriodUptoNanos ?? 0) + 7 * DAY_MS * 1e6 },
    });

    // The same cycle again changes nothing.
    expect((await setCycle(who, { BillingCycle: { Type: 'days', Value: 7 } })).status).toBe(200);
    expect(await ctx.m.allInvoices(who)).toHaveLength(14);

    // Seven days on, that period closes and the next seven-day one opens.
    advanceTo((next?.PeriodUptoNanos ?? 0) + 1e9);
    const [third, second] = await ctx.m.allInvoices(who);
    expect(second).toMatchObject({ Number: next?.Number, Status: 'DUE' });
    expect(third?.PeriodUptoNanos).toBe((third?.PeriodFromNanos ?? 0) + 7 * DAY_MS * 1e6);

    // 28 days, then back to monthly: the new period ends at the next 1st in New Zealand.
    expect((await setCycle(who, { BillingCycle: { Type: 'days', Value: 28 } })).body.BillingCycle).toEqual({ Type: 'days', Value: 28 });
    expect((await setCycle(who, { BillingCycle: { Type: 'monthly', Value: 0 } })).body.BillingCycle).toEqual({ Type: 'monthly', Value: 0 });
    const [monthly] = await ctx.m.allInvoices(who);
    const nz = new Date((monthly?.PeriodUptoNanos ?? 0) / 1e6).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', hour: 'numeric', hourCycle: 'h23' });
    expect(nz).toMatch(/^1,? 0?0$/);
  });

  test('refusals: a bad cycle (400), not postpay (400), someone else\'s customer (401)', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    for (const bad of [{}, { BillingCycle: 'monthly' }, { BillingCycle: { Type: 'monthly', Value: 7 } }, { BillingCycle: { Type: 'days', Value: 14 } }, { BillingCycle: { Type: 'weekly', Value: 7 } }, { BillingCycle: { Type: 'days' } }]) {
      expect(await setCycle(who, bad)).toMatchObject({ status: 400, body: error('BillingCycle must be monthly with Value 0, or days with Value 7 or 28') });
    }
    expect(await ctx.m.allInvoices(who)).toHaveLength(13);
    const prepay = await freshCustomer(ctx.run.url, 'prepay');
    expect(await cycle(prepay)).toMatchObject({ status: 400, body: error("You don't have postpay product") });
    expect(await setCycle(prepay, { BillingCycle: { Type: 'days', Value: 7 } })).toMatchObject({ status: 400, body: error("You don't have postpay product") });
    const other = await freshCustomer(ctx.run.url, 'postpay');
    expect((await req(ctx.run.url, 'GET', `/customers/${other.customer}/billing-cycle`, { jwt: who.jwt })).status).toBe(401);
    expect((await req(ctx.run.url, 'POST', `/customers/${other.customer}/billing-cycle`, { jwt: who.jwt, body: { BillingCycle: { Type: 'days', Value: 7 } } })).status).toBe(401);
  });
});

describe('POST /postpay/balance', () => {
  test('the cents charged so far in the OPEN period', async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const product = await ctx.m.productOf(who, 'postpay');
    expect(await postpayBalance(who, { CustomerUUID: who.customer, UUID: product.UUID })).toMatchObject({ status: 200, body: { Value: 5500 } });
  });

  test("refusals: a prepay product (400), someone else's product (404), someone else's customer (401), no CustomerUUID (400)", async () => {
    const who = await freshCustomer(ctx.run.url, 'postpay');
    const other = await freshCustomer(ctx.run.url, 'postpay');
    const prepay = await freshCustomer(ctx.run.url, 'prepay');
    const prepayProduct = await ctx.m.productOf(prepay, 'prepay');
    expect(await postpayBalance(prepay, { CustomerUUID: prepay.customer, UUID: prepayProduct.UUID })).toMatchObject({ status: 400, body: error("You don't have postpay product") });
    const theirs = await ctx.m.productOf(other, 'postpay');
    expect(await postpayBalance(who, { CustomerUUID: who.customer, UUID: theirs.UUID })).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await postpayBalance(who, { CustomerUUID: other.customer, UUID: theirs.UUID })).status).toBe(401);
    expect(await postpayBalance(who, { UUID: theirs.UUID })).toMatchObject({ status: 400, body: error('CustomerUUID is required') });
    expect(await postpayBalance(who, { CustomerUUID: who.customer })).toMatchObject({ status: 400, body: error('UUID is required') });
  });
});
