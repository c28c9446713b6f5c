import type { PaymentMethod } from '@/sandbox/store/types';
import { CALENDAR_INSTANTS } from '../support/calendar';
import { historyOf } from './card-helpers';
import { nzDate, nzMidnight, nzMonthStart, nzWall, nzYearOn } from './calendar-helpers';
import { req } from './eshop-helpers';
import { control, firstCustomer, signIn } from './helpers';
import { moneySandbox } from './money-helpers';
import { DAY_NANOS, base, mobile } from './usage-helpers';

/**
 * The README's demo table (issue 34: "The demo data in the README … is true whatever the day the
 * app starts"), read from a sandbox seeded at each instant of tests/support/calendar.ts. Each
 * claim quoted is a line of the README's "Demo customers" table (and of docs/mobile-contract.md
 * §2.8, docs/money-contract.md §2.8, docs/families-contract.md §2.4 that it summarises).
 */

// A whole demo seeded for each instant (and reset once): slow on a busy machine.
jest.setTimeout(90_000);

const MIN_NANOS = 60_000 * 1e6;
type Who = { jwt: string; customer: string };

describe.each(CALENDAR_INSTANTS)('the demo seeded at %s', (_name, at) => {
  const ctx = moneySandbox({ now: at });
  const who = async (email: string): Promise<Who> => {
    const auth = await signIn(ctx.run.url, email);
    return { jwt: auth.JWT, customer: firstCustomer(auth) };
  };

  test('prepay@: "the $12 Weekly Plan (2 GB, 100 minutes, unlimited texts, 7 days, auto-renew on; the period started 4 days ago with 819 MB used, so 1.20 GB left of 2 GB at seeding), 60 days of usage"', async () => {
    const m = mobile(ctx.run.url);
    const prepay = await who('prepay@example.com');
    const product = (await m.products(prepay)).find((p) => p.MSISDN === '64215550101');
    const plan = product && base(product);
    expect(plan).toMatchObject({ Name: '$12 Weekly Plan', AutoRenew: true });
    const end = plan?.ExpiresAtNanos ?? 0;
    // The seeding instant, read back from the plan: its period started 4 days before it and lasts 7.
    const seeded = end - 3 * DAY_NANOS;
    expect(seeded / 1e6 - at).toBeGreaterThanOrEqual(0);
    expect(seeded / 1e6 - at).toBeLessThan(60_000);
    const balance = (await m.balance(prepay, product?.UUID ?? '')).body.UsageBalance;
    const data = balance.find((e) => e.Type === 'Data');
    expect(data).toMatchObject({ Total: 2048, UsedAmount: 819, RemainingAmount: 1229, PeriodFromNanos: seeded - 4 * DAY_NANOS, PeriodUptoNanos: end });
    expect(((data?.RemainingAmount ?? 0) / 1024).toFixed(2)).toBe('1.20');
    expect(balance.find((e) => e.Type === 'Mins')).toMatchObject({ Total: 100 });
    expect(balance.find((e) => e.Type === 'TXTs')).toMatchObject({ UsageRule: 'Unlimited' });
    // Usage on each of the 60 New Zealand days before the seeding day, none on it or before them.
    const days = new Set((await m.charges(prepay, product?.UUID ?? '')).body.map((c) => nzDate(Date.parse(c.DateAndTime))));
    const expected = new Set(Array.from({ length: 60 }, (_, k) => nzDate(nzMidnight(seeded / 1e6, -(k + 1)))));
    expect([...days].sort()).toEqual([...expected].sort());
  });

  test('prepay@: "cards (Visa 4242 default; Mastercard 4444 expiring this month), 32 payments over every status, credit $12.50 expiring a year after its last top-up, auto top-up off"', async () => {
    const m = mobile(ctx.run.url);
    const prepay = await who('prepay@example.com');
    const cards = (await req<{ PaymentMethods: PaymentMethod[] }>(ctx.run.url, 'GET', `/customers/${prepay.customer}/payment_methods`, { jwt: prepay.jwt })).body.PaymentMethods;
    expect(cards.map((c) => [c.Rank, c.CardType, c.CardLast4])).toEqual([[1, 'Visa', '4242'], [2, 'Mastercard', '4444']]);
    // "This month" in New Zealand, where the customer is.
    const nz = nzWall(at);
    expect(cards[1]).toMatchObject({ CardExpiryMonth: nz.month, CardExpiryYear: nz.year });
    const history = await historyOf(ctx.run.url, prepay);
    expect(history).toHaveLength(32);
    const topUps = history.filter((t) => t.Status === 'COMPLETED' && t.Description === 'Top-up').map((t) => t.CreatedAtNanos);
    expect(topUps.length).toBeGreaterThan(0);
    const last = Math.max(...topUps);
    const product = (await m.products(prepay)).find((p) => p.MSISDN === '64215550101');
    const credit = (await req<{ MainBalCreditCents: number; CurrencyCreditExpiresAtNanos: number }>(ctx.run.url, 'GET', `/customers/${prepay.customer}/products/mobile/prepay/${product?.UUID}/balance`, { jwt: prepay.jwt })).body;
    // A year on the calendar: the same day and time in Auckland a year later (366 days when a 29 February falls between).
    expect(credit).toMatchObject({ MainBalCreditCents: 1250, CurrencyCreditExpiresAtNanos: nzYearOn(last / 1e6) * 1e6 });
    const auto = await req<{ Preference: { Status: string } }>(ctx.run.url, 'GET', `/customers/${prepay.customer}/preferences/top-up-auto`, { jwt: prepay.jwt });
    expect(auto.body.Preference.Status).toBe('OFF');
  });

  test('postpay@: "owes $48.20 on an OVERDUE invoice, with twelve months of invoices (ten PAID, one VOID) and their receipts, this month\'s OPEN one; Kauri Logistics pays its add-ons up to $64.50"', async () => {
    const postpay = await who('postpay@example.com');
    const invoices = await ctx.m.allInvoices(postpay);
    expect(invoices).toHaveLength(13);
    const count = (status: string) => invoices.filter((i) => i.Status === status).length;
    expect([count('OPEN'), count('OVERDUE'), count('PAID'), count('VOID'), count('DUE')]).toEqual([1, 1, 10, 1, 0]);
    // This month's OPEN one, then the twelve New Zealand calendar months before it, newest first.
    invoices.forEach((inv, k) => {
      expect([nzDate(inv.PeriodFromNanos / 1e6), nzDate(inv.PeriodUptoNanos / 1e6)]).toEqual([nzDate(nzMonthStart(at, -k)), nzDate(nzMonthStart(at, 1 - k))]);
      expect([inv.PeriodFromNanos, inv.PeriodUptoNanos]).toEqual([nzMonthStart(at, -k) * 1e6, nzMonthStart(at, 1 - k) * 1e6]);
    });
    const [open, overdue] = invoices;
    expect(open).toMatchObject({ Status: 'OPEN', DueDateNanos: 0 });
    expect(overdue).toMatchObject({ Number: 'INV-000012', Status: 'OVERDUE', RemainingAmountCents: 4820 });
    expect(overdue?.DueDateNanos).toBeLessThan(ctx.run.sandbox.clock.nowNanos());
    expect(overdue?.DueDateNanos).toBeGreaterThanOrEqual(overdue?.CreatedAtNanos ?? 0);
    expect((await ctx.m.account(postpay)).body.Balance).toBe(4820);
    expect((await ctx.m.invoices(postpay)).body.Summary).toEqual({ HasOverdue: true, TotalDueCents: 4820, OpenNumber: open?.Number });
    // Ten PAID with a receipt each and the OVERDUE one's part payment.
    expect(await ctx.m.receipts(postpay)).toHaveLength(11);
    const routes = (await req<{ BillingRoutes: { Name: string; RemainingSpendLimit: number }[] }>(ctx.run.url, 'GET', `/customers/${postpay.customer}/billing-routes`, { jwt: postpay.jwt })).body.BillingRoutes;
    expect(routes).toEqual([expect.objectContaining({ Name: 'Kauri Logistics work phone', RemainingSpendLimit: 6450 })]);
  });

  test('payg@: "active with no plan (its casual-rates add-on ended: \'You have no active plans\'), casual-rate charges over the last weeks already taken from its $7.40 credit"', async () => {
    const m = mobile(ctx.run.url);
    const payg = await who('payg@example.com');
    const product = await m.active(payg);
    expect(base(product)).toBeUndefined();
    expect(await m.credit(payg, product.UUID)).toBe(740);
    const charged = (await m.charges(payg, product.UUID)).body.filter((c) => c.AmountCents > 0);
    expect(charged.length).toBeGreaterThan(0);
    for (const c of charged) expect(Date.parse(c.DateAndTime)).toBeLessThan(at);
  });

  test('family@: "a pending invite to invitee@example.com, sent 10 minutes before start-up"; its email in the outbox since start-up', async () => {
    const family = await who('family@example.com');
    const lists = await req<{ Invites: { RequestedTo: string; ExpiresAtNanos: number }[] }>(ctx.run.url, 'GET', `/v3/69/customer/approval/invites_approvals?CustomerUUID=${family.customer}`, { jwt: family.jwt });
    expect(lists.body.Invites).toHaveLength(1);
    const invite = lists.body.Invites[0];
    expect(invite?.RequestedTo).toBe('invitee@example.com');
    // Invites expire an hour after they are sent (spec: "Invites expire one hour after creation").
    const sent = (invite?.ExpiresAtNanos ?? 0) - 60 * MIN_NANOS;
    const [mail] = (await control<{ messages: { subject: string; at: string }[] }>(ctx.run.url, 'GET', `/outbox?to=${encodeURIComponent('invitee@example.com')}`)).body.messages;
    expect(mail?.subject).toBe('Wiremu Rangi invited you to join Rangi whānau');
    const startUp = Date.parse(mail?.at ?? '') * 1e6;
    expect(startUp - sent).toBeGreaterThanOrEqual(10 * MIN_NANOS);
    expect(startUp - sent).toBeLessThan(10 * MIN_NANOS + 5_000 * 1e6);
    expect(startUp / 1e6 - at).toBeGreaterThanOrEqual(0);
    expect(startUp / 1e6 - at).toBeLessThan(60_000);
  });

  test('payer@ and child@: "pays for child@ through \'Tama\'s phone\', $50 a month, $20 used this cycle"; "$30 left this month"', async () => {
    type Route = { Name: string; RoutingType: string; SpendLimit: number; RemainingSpendLimit: number };
    const routesOf = async (w: Who) => (await req<{ BillingRoutes: Route[] }>(ctx.run.url, 'GET', `/customers/${w.customer}/billing-routes`, { jwt: w.jwt })).body.BillingRoutes;
    const tama = (r: Route[]) => r.filter((x) => x.Name === "Tama's phone");
    expect(tama(await routesOf(await who('payer@example.com')))).toEqual([expect.objectContaining({ SpendLimit: 5000, RemainingSpendLimit: 3000 })]);
    expect(tama(await routesOf(await who('child@example.com')))).toEqual([expect.objectContaining({ SpendLimit: 5000, RemainingSpendLimit: 3000 })]);
  });

  test('the demo is the same after POST /__control/reset (the clock back at the instant)', async () => {
    const resetAt = Date.now();
    expect((await control(ctx.run.url, 'POST', '/reset')).status).toBe(200);
    expect(ctx.run.sandbox.clock.now() - at).toBeGreaterThanOrEqual(0);
    expect(ctx.run.sandbox.clock.now() - at).toBeLessThanOrEqual(Date.now() - resetAt);
    const m = mobile(ctx.run.url);
    const prepay = await who('prepay@example.com');
    const product = (await m.products(prepay)).find((p) => p.MSISDN === '64215550101');
    expect(await m.entry(prepay, product?.UUID ?? '', 'Data')).toMatchObject({ Total: 2048, UsedAmount: 819, RemainingAmount: 1229 });
    expect((await ctx.m.account(await who('postpay@example.com'))).body.Balance).toBe(4820);
  });
});
