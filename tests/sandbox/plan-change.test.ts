import { historyOf } from './card-helpers';
import { req } from './eshop-helpers';
import { control } from './helpers';
import { error, moneySandbox } from './money-helpers';
import { DAY_NANOS, availability, base, mobile } from './usage-helpers';

/**
 * docs/mobile-contract.md §2.1, §2.5, §2.7: change-plan (now, later, once a month), renewal on the
 * clock, carry-over, the day generator on the clock and product type transfer. This file moves
 * its own sandbox's clock.
 */
const ctx = moneySandbox({ longTokens: true });
const m = () => mobile(ctx.run.url);
const nowNanos = () => Math.floor(ctx.run.sandbox.clock.now()) * 1e6;
const advanceDays = (days: number) => control(ctx.run.url, 'POST', '/clock', { advanceMs: days * 86_400_000 });
const topUp = async (who: { jwt: string; customer: string }, product: string, cents: number) => {
  const code = (await control<{ code: string }>(ctx.run.url, 'POST', '/vouchers', { creditCents: cents })).body.code;
  await req(ctx.run.url, 'POST', `/customer/${who.customer}/redeem_voucher/${product}/${code}`, { jwt: who.jwt });
};

describe('change-plan refusals (§2.5)', () => {
  test("the same plan 409; not in the catalogue, an add-on or another kind's plan 404 'can not find plan'; not the base plan 404", async () => {
    const { who, product } = await m().fresh('prepay');
    const old = base(product)?.UUID;
    const change = (name: string, extra: Record<string, unknown> = {}) =>
      m().changePlan(who, { NewAddonAutoRenew: true, ChangeNow: true, NewAddonAvailabilityUUID: availability(name), OldAddonUUID: old, MobileUUID: product.UUID, ...extra });
    expect(await change('$12 Weekly Plan')).toMatchObject({ status: 409, body: error('You already have this plan', 1409) });
    for (const name of ['nothing', '2GB Data Boost', '$35 Postpay Starter']) expect(await change(name)).toMatchObject({ status: 404, body: error('can not find plan', 1404) });
    expect((await change('$3 Unlimited Day Pass', { OldAddonUUID: 'nope' })).body).toEqual(error('Addon is not found', 1404));
    expect((await change('$3 Unlimited Day Pass', { ChangeNow: 'now' })).status).toBe(400);
    const other = await m().fresh('prepay');
    expect((await change('$3 Unlimited Day Pass', { MobileUUID: other.product.UUID })).status).toBe(404);
    expect((await change('$3 Unlimited Day Pass', { CustomerUUID: other.who.customer })).status).toBe(401);
  });

  test("now, from the credit: not enough 402 with MissingCents", async () => {
    const { who, product } = await m().fresh('prepay');
    const res = await m().changePlan(who, { NewAddonAutoRenew: true, ChangeNow: true, NewAddonAvailabilityUUID: availability('$30 Prepay Value Pack'), OldAddonUUID: base(product)?.UUID, MobileUUID: product.UUID });
    expect(res).toMatchObject({ status: 402, body: { ...error('Not enough balance', 1402), MissingCents: 1750 } });
    expect(base(await m().active(who))?.Name).toBe('$12 Weekly Plan');
  });
});

describe('change-plan now and later (§2.5)', () => {
  test('now: the old plan ends, the new one starts and is charged now; a second change within 30 days 409', async () => {
    const { who, product } = await m().fresh('prepay');
    const old = base(product);
    const res = await m().changePlan(who, { NewAddonAutoRenew: false, ChangeNow: true, NewAddonAvailabilityUUID: availability('$3 Unlimited Day Pass'), OldAddonUUID: old?.UUID, MobileUUID: product.UUID });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Scheduled: false, Addon: { Name: '$3 Unlimited Day Pass', IsBasePlan: true, AutoRenew: false } });
    const after = await m().active(who);
    expect(base(after)?.Name).toBe('$3 Unlimited Day Pass');
    // The old plan ended at the very instant of the change.
    expect(after.Addons.find((a) => a.UUID === old?.UUID)?.EndedAtNanos).toBe(res.body.ChangedAtNanos);
    expect(after.LastPlanChangeAtNanos).toBe(res.body.ChangedAtNanos);
    expect(await m().credit(who, product.UUID)).toBe(950);
    expect((await historyOf(ctx.run.url, who))[0]).toMatchObject({ Status: 'COMPLETED', AmountCents: 300, Description: '$3 Unlimited Day Pass' });
    expect((await m().entry(who, product.UUID, 'Data')).UsageRule).toBe('Unlimited');
    const again = await m().changePlan(who, { NewAddonAutoRenew: true, ChangeNow: true, NewAddonAvailabilityUUID: availability('$12 Weekly Plan'), OldAddonUUID: base(after)?.UUID, MobileUUID: product.UUID });
    expect(again).toMatchObject({ status: 409, body: error('You can change your plan once a month', 1409) });
  });

  test('postpay now: a charge on the OPEN bill', async () => {
    const { who, product } = await m().fresh('postpay');
    const before = (await ctx.m.invoices(who, '?Status=OPEN')).body.Invoices[0]?.GrandTotalCents ?? 0;
    const res = await m().changePlan(who, { NewAddonAutoRenew: true, ChangeNow: true, NewAddonAvailabilityUUID: availability('$35 Postpay Starter'), OldAddonUUID: base(product)?.UUID, MobileUUID: product.UUID });
    expect(res.status).toBe(200);
    const open = (await ctx.m.invoices(who, '?Status=OPEN')).body.Invoices[0];
    expect(open?.GrandTotalCents).toBe(before + 3500);
    expect((await m().entry(who, product.UUID, 'Mins')).UsageRule).toBe('Unlimited');
  });

  test('later: stored as PendingPlanChange, made at the old plan\'s expiry on the clock', async () => {
    const { who, product } = await m().fresh('prepay');
    const old = base(product);
    const res = await m().changePlan(who, { NewAddonAutoRenew: true, ChangeNow: false, NewAddonAvailabilityUUID: availability('$3 Unlimited Day Pass'), OldAddonUUID: old?.UUID, MobileUUID: product.UUID });
    expect(res.body).toEqual({ Addon: null, ChangedAtNanos: old?.ExpiresAtNanos, Scheduled: true });
    expect((await m().active(who)).PendingPlanChange).toEqual({ Name: '$3 Unlimited Day Pass', AtNanos: old?.ExpiresAtNanos });
    expect(base(await m().active(who))?.Name).toBe('$12 Weekly Plan');
    await advanceDays(3.01);
    const after = await m().active(who);
    expect(after.PendingPlanChange).toBeNull();
    expect(base(after)).toMatchObject({ Name: '$3 Unlimited Day Pass', CreatedAtNanos: old?.ExpiresAtNanos });
  });
});

describe('renewal on the clock (§2.1)', () => {
  test('auto-renew on: the price from the credit as a COMPLETED transaction, a new period; not enough credit: it ends', async () => {
    const renewing = await m().fresh('prepay');
    const short = await m().fresh('prepay');
    await m().buy(short.who, short.product.UUID, '2GB Data Boost', { PAYG: true });
    const off = await m().fresh('prepay');
    await m().autoRenew(off.who, { MobileAddonUUID: base(off.product)?.UUID, MobileUUID: off.product.UUID, AutoRenew: false });
    const expiry = base(renewing.product)?.ExpiresAtNanos ?? 0;
    await advanceDays(3.01);
    const renewed = base(await m().active(renewing.who));
    expect(renewed).toMatchObject({ Name: '$12 Weekly Plan', ExpiresAtNanos: expiry + 7 * DAY_NANOS });
    expect((await historyOf(ctx.run.url, renewing.who)).find((t) => t.Description === '$12 Weekly Plan')).toMatchObject({ Status: 'COMPLETED', AmountCents: 1200 });
    const data = await m().entry(renewing.who, renewing.product.UUID, 'Data');
    expect(data.PeriodFromNanos).toBe(expiry);
    expect(base(await m().active(short.who))).toBeUndefined();
    expect((await m().entry(short.who, short.product.UUID, 'Mins')).UsageRule).toBe('CasualRate');
    expect(base(await m().active(off.who))).toBeUndefined();
  });

  test('carry-over: data left of a plan with rollover is carried into the next period (at most its allowance)', async () => {
    const { who, product } = await m().fresh('unverified');
    await topUp(who, product.UUID, 5000);
    const plan = base(product);
    const before = await m().entry(who, product.UUID, 'Data');
    expect(before.CarryOverAmount).toBe(0);
    await advanceDays((((plan?.ExpiresAtNanos ?? 0) - nowNanos()) / DAY_NANOS) + 0.01);
    const after = await m().entry(who, product.UUID, 'Data');
    expect(after.PeriodFromNanos).toBe(plan?.ExpiresAtNanos);
    expect(after.CarryOverAmount).toBeGreaterThan(0);
    expect(after.CarryOverAmount).toBeLessThanOrEqual(8192);
    expect(after.Total).toBe(8192 + after.CarryOverAmount);
  });

  test('ended days are generated on the clock; the same day always gives the same events', async () => {
    const { who, product } = await m().fresh('postpay');
    const before = (await m().charges(who, product.UUID)).body;
    await advanceDays(2);
    const after = (await m().charges(who, product.UUID)).body;
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(after.length - before.length)).toEqual(before);
  });
});

describe('product type transfer (§2.7)', () => {
  test('prepay to postpay: dry run first changes nothing; then the reference changes, the plan ends', async () => {
    const { who, product } = await m().fresh('prepay');
    const dry = await m().transfer(who, product.UUID, 'postpay', 'true');
    expect(dry).toMatchObject({ status: 200, body: { From: 'prepay', To: 'postpay', UnpaidCents: 0, Allowed: true } });
    expect((await m().active(who)).BillingReference).toBe(product.BillingReference);
    expect((await m().transfer(who, product.UUID, 'postpay', 'false')).status).toBe(200);
    const after = await m().active(who);
    expect(after.BillingReference).toBe(`postpay:${product.BillingReference.split(':')[1]}`);
    expect(base(after)).toBeUndefined();
    expect((await m().transfer(who, product.UUID, 'postpay', 'true')).body).toEqual(error('Product is already postpay', 1409));
  });

  test('postpay to prepay with a balance owing: the dry run says so, the transfer 409 with UnpaidCents', async () => {
    const { who, product } = await m().fresh('postpay');
    const owing = (await ctx.m.account(who)).body.Balance;
    // The seeded postpay demo owes $48.20 on its OVERDUE bill.
    expect(owing).toBe(4820);
    expect((await m().transfer(who, product.UUID, 'prepay', 'true')).body).toEqual({ From: 'postpay', To: 'prepay', UnpaidCents: owing, Allowed: false });
    expect(await m().transfer(who, product.UUID, 'prepay', 'false')).toMatchObject({ status: 409, body: { ...error('Unpaid debt must be paid before transferring', 1409), UnpaidCents: owing } });
    await ctx.m.payBill(who, owing);
    expect((await m().transfer(who, product.UUID, 'prepay', 'false')).status).toBe(200);
    expect((await m().active(who)).BillingReference.startsWith('prepay:')).toBe(true);
  });

  test("refusals: dry not true/false, bad type (400); someone else's product (404) or customer (401)", async () => {
    const { who, product } = await m().fresh('prepay');
    const other = await m().fresh('prepay');
    expect((await m().transfer(who, product.UUID, 'postpay', 'maybe')).status).toBe(400);
    expect((await m().transfer(who, product.UUID, 'payg', 'true')).status).toBe(400);
    expect((await m().transfer(who, other.product.UUID, 'postpay', 'true')).status).toBe(404);
    expect((await req(ctx.run.url, 'PUT', '/sim/v1/product-type/true', { jwt: who.jwt, body: { CustomerUUID: other.who.customer, ProductInstanceUUID: other.product.UUID, Type: 'postpay' } })).status).toBe(401);
  });
});
