import { freshCustomer, req } from './eshop-helpers';
import { confirmSaved, saveAlwaysAuthenticate, type Intent, type Who } from './card-helpers';
import { DAY_MS, error, moneySandbox } from './money-helpers';
import { nzYearOn } from './calendar-helpers';

/**
 * docs/money-contract.md §2.1, §2.2: the prepay balance and its expiry, usage balances, the
 * top-up's PaymentIntentID and status, the auto top-up preference and its runs on the sandbox clock.
 */
const ctx = moneySandbox({ longTokens: true });

const DAY_NANOS = DAY_MS * 1e6;
/** "Balance expiry one year": the same NZ day and time a calendar year on (calendar-helpers.ts). */
const yearOn = (nanos: number) => nzYearOn(nanos / 1e6) * 1e6;
const nowNanos = () => ctx.run.sandbox.clock.now() * 1e6;
type Balance = { MainBalCreditCents: number; CurrencyCreditExpiresAtNanos: number; CreatedAtNanos: number };
type Preference = { Amount: number; Days: number; Status: string; Type: string; ProductInstanceUUID: string; NextAtNanos: number };
type Usage = { Type: string; Total: number; RemainingAmount: number; CarryOverAmount: number; UsageRule: string; Unit: string };

const balance = (who: Who, product: string) => req<Balance>(ctx.run.url, 'GET', `/customers/${who.customer}/products/mobile/prepay/${product}/balance`, { jwt: who.jwt });
const usage = (who: Who, product: string) => req<{ UsageBalance: Usage[] }>(ctx.run.url, 'GET', `/api/customers/v1/${who.customer}/usage-balance?MobileUUID=${product}`, { jwt: who.jwt });
const topUp = (who: Who, body: Record<string, unknown>) => req<{ Status: string; ClientSecret: string; PaymentIntentID: string }>(ctx.run.url, 'POST', `/customer/${who.customer}/topup`, { jwt: who.jwt, body });
const status = (who: Who, intent: string) => req<{ Status: string; MainBalCreditCents: number | null }>(ctx.run.url, 'GET', `/customer/${who.customer}/topup/${intent}/status`, { jwt: who.jwt });
const preference = (who: Who) => req<{ Preference: Preference }>(ctx.run.url, 'GET', `/customers/${who.customer}/preferences/top-up-auto`, { jwt: who.jwt });
const setPreference = (who: Who, body: Record<string, unknown>) => req<{ Preference: Preference }>(ctx.run.url, 'PUT', `/customers/${who.customer}/preferences/top-up-auto`, { jwt: who.jwt, body });
const history = async (who: Who) =>
  (await req<{ Transactions: { Status: string; AmountCents: number; Description: string; CreatedAtNanos: number; CardLast4: string }[] }>(ctx.run.url, 'GET', `/v2/customer/${who.customer}/charges?PageSize=100`, { jwt: who.jwt })).body.Transactions;

type Mark = { at: number; event: number };
/**
 * Where the test starts counting: now, and the last usage event recorded. A day's usage is made
 * when the day is over, so events timed before `at` on the current day are charged after it: they
 * are counted by when they were recorded (their row), not by their time.
 */
const mark = (): Mark => ({
  at: nowNanos(),
  event: (ctx.run.sandbox.store.db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM usage_events').get() as { n: number }).n,
});

/** Issue 13: what the usage engine took from the credit since the mark (plan renewals, usage at casual rates or beyond the plan). */
const spentSince = (product: string, from: Mark): number => {
  const db = ctx.run.sandbox.store.db;
  const usage = (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM usage_events WHERE product_uuid = ? AND id > ?').get(product, from.event) as { n: number }).n;
  const renewals = (db.prepare(
    `SELECT COALESCE(SUM(t.amount_cents), 0) AS n FROM payment_transactions t JOIN mobile_products p ON p.customer_uuid = t.customer_uuid
     WHERE p.uuid = ? AND t.created_at_nanos >= ? AND t.status = 'COMPLETED' AND t.description NOT IN ('Auto top-up', 'Top-up', 'Voucher')`,
  ).get(product, from.at) as { n: number }).n;
  return usage + renewals;
};
const autoTopUps = (customer: string): number =>
  (ctx.run.sandbox.store.db.prepare("SELECT COUNT(*) AS n FROM payment_transactions WHERE customer_uuid = ? AND description = 'Auto top-up'").get(customer) as { n: number }).n;

describe('balances (§2.1)', () => {
  test('the prepay balance: credit, its expiry a year after the last top-up of the demo history, the product creation', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = await ctx.m.productOf(who, 'prepay');
    const res = await balance(who, product.UUID);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ MainBalCreditCents: 1250, CurrencyCreditExpiresAtNanos: product.CurrencyCreditExpiresAtNanos, CreatedAtNanos: product.CreatedAtNanos });
    // The demo's last completed top-up was 12.25 days ago.
    expect(res.body.CurrencyCreditExpiresAtNanos).toBeGreaterThan(yearOn(nowNanos() - 12.25 * DAY_NANOS) - 60e9);
    expect(res.body.CurrencyCreditExpiresAtNanos).toBeLessThan(yearOn(nowNanos() - 12.25 * DAY_NANOS) + 60e9);
    const payg = await freshCustomer(ctx.run.url, 'payg');
    expect((await balance(payg, (await ctx.m.productOf(payg, 'payg')).UUID)).body).toMatchObject({ MainBalCreditCents: 740, CurrencyCreditExpiresAtNanos: 0 });
  });

  test("refusals: a postpay product (400), someone else's or an unknown product (404), someone else's customer (401)", async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const other = await freshCustomer(ctx.run.url, 'prepay');
    const postpay = await freshCustomer(ctx.run.url, 'postpay');
    expect(await balance(postpay, (await ctx.m.productOf(postpay, 'postpay')).UUID)).toMatchObject({ status: 400, body: error("You don't have prepay product") });
    const theirs = (await ctx.m.productOf(other, 'prepay')).UUID;
    expect(await balance(who, theirs)).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await balance(who, 'nope')).status).toBe(404);
    expect((await req(ctx.run.url, 'GET', `/customers/${other.customer}/products/mobile/prepay/${theirs}/balance`, { jwt: who.jwt })).status).toBe(401);
  });

  test('usage balance from the plan (issue 13: the usage engine): Data in MB, Mins, TXTs, PXTs, hotspot; payg casual rates; unknown product 404', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = await ctx.m.productOf(who, 'prepay');
    const res = await usage(who, product.UUID);
    expect(res.status).toBe(200);
    expect(res.body.UsageBalance.map((u) => [u.Type, u.Total, u.Unit, u.UsageRule])).toEqual([
      ['Data', 2048, 'MB', ''], ['Mins', 100, 'minutes', ''], ['TXTs', 0, 'SMS', 'Unlimited'], ['PXTs', 0, 'MMS', 'CasualRate'], ['TetheringData', 2048, 'MB', ''],
    ]);
    for (const u of res.body.UsageBalance.filter((x) => x.UsageRule === '')) {
      expect(u.RemainingAmount).toBeGreaterThan(0);
      expect(u.RemainingAmount).toBeLessThanOrEqual(u.Total);
    }
    expect(res.body.UsageBalance[0]?.CarryOverAmount).toBe(0);
    const payg = await freshCustomer(ctx.run.url, 'payg');
    const casual = await usage(payg, (await ctx.m.productOf(payg, 'payg')).UUID);
    expect(casual.body.UsageBalance.every((u) => u.UsageRule === 'CasualRate')).toBe(true);
    expect(await usage(who, 'nope')).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await usage(who, (await ctx.m.productOf(payg, 'payg')).UUID)).status).toBe(404);
    expect((await req(ctx.run.url, 'GET', `/api/customers/v1/${who.customer}/usage-balance`, { jwt: who.jwt })).body).toEqual(error('MobileUUID is required'));
    expect((await req(ctx.run.url, 'GET', `/api/customers/v1/${payg.customer}/usage-balance?MobileUUID=x`, { jwt: who.jwt })).status).toBe(401);
  });
});

describe('top-up status (§2.2)', () => {
  test('PaymentIntentID in the answer; PENDING until settled, then COMPLETED with the new credit and its expiry a year on', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = await ctx.m.productOf(who, 'prepay');
    const res = await topUp(who, { ProductInstanceUUID: product.UUID, Amount: 2000 });
    expect(res.body.PaymentIntentID).toBe(res.body.ClientSecret.split('_secret_')[0]);
    expect((await status(who, res.body.PaymentIntentID)).body).toEqual({ Status: 'PENDING', MainBalCreditCents: 1250 });
    const at = nowNanos();
    expect((await confirmSaved(ctx.run.url, res.body.PaymentIntentID, res.body.ClientSecret)).body.status).toBe('succeeded');
    expect((await status(who, res.body.PaymentIntentID)).body).toEqual({ Status: 'COMPLETED', MainBalCreditCents: 3250 });
    const expiry = (await balance(who, product.UUID)).body.CurrencyCreditExpiresAtNanos;
    expect(expiry).toBeGreaterThanOrEqual(yearOn(at));
    expect(expiry).toBeLessThan(yearOn(at) + 60e9);
  });

  test('a failed payment (3-D Secure refused) reads FAILED', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const saved = await saveAlwaysAuthenticate(ctx.run.url, who);
    const res = await topUp(who, { ProductInstanceUUID: (await ctx.m.productOf(who, 'prepay')).UUID, Amount: 1500, PaymentMethodID: saved.UUID });
    const action = await confirmSaved(ctx.run.url, res.body.PaymentIntentID, res.body.ClientSecret);
    expect(action.body.status).toBe('requires_action');
    expect((await status(who, res.body.PaymentIntentID)).body.Status).toBe('PENDING');
    const url = new URL((action.body as Intent).next_action?.redirect_to_url.url ?? '');
    await req(ctx.run.url, 'POST', `${url.pathname}${url.search}`, { form: { action: 'fail' } });
    expect((await status(who, res.body.PaymentIntentID)).body).toEqual({ Status: 'FAILED', MainBalCreditCents: 1250 });
  });

  test("unknown or someone else's intent: 404 'Transaction is not found'", async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const other = await freshCustomer(ctx.run.url, 'prepay');
    const theirs = await topUp(other, { ProductInstanceUUID: (await ctx.m.productOf(other, 'prepay')).UUID, Amount: 2000 });
    expect(await status(who, theirs.body.PaymentIntentID)).toMatchObject({ status: 404, body: error('Transaction is not found', 1404) });
    expect(await status(who, 'pi_nope')).toMatchObject({ status: 404, body: error('Transaction is not found', 1404) });
    expect((await req(ctx.run.url, 'GET', `/customer/${other.customer}/topup/${theirs.body.PaymentIntentID}/status`, { jwt: who.jwt })).status).toBe(401);
  });

  test("a postpay bill payment's intent reads the same way, with no prepay credit; not someone else's", async () => {
    const postpay = await freshCustomer(ctx.run.url, 'postpay');
    const other = await freshCustomer(ctx.run.url, 'postpay');
    const bill = await req<{ PaymentIntentID: string; ClientSecret: string }>(ctx.run.url, 'POST', `/customer/${postpay.customer}/payment`, {
      jwt: postpay.jwt, body: { AmountCents: 500, ProductInstanceUUID: (await ctx.m.productOf(postpay, 'postpay')).UUID },
    });
    expect(await status(postpay, bill.body.PaymentIntentID)).toMatchObject({ status: 200, body: { Status: 'PENDING', MainBalCreditCents: null } });
    expect((await confirmSaved(ctx.run.url, bill.body.PaymentIntentID, bill.body.ClientSecret)).body.status).toBe('succeeded');
    expect(await status(postpay, bill.body.PaymentIntentID)).toMatchObject({ status: 200, body: { Status: 'COMPLETED', MainBalCreditCents: null } });
    expect(await status(other, bill.body.PaymentIntentID)).toMatchObject({ status: 404, body: error('Transaction is not found', 1404) });
  });
});

describe('auto top-up (§2.2)', () => {
  test('none stored: OFF with zeros; ON sets NextAtNanos = now + Days days', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    expect((await preference(who)).body).toEqual({ Preference: { Amount: 0, Days: 0, Status: 'OFF', Type: 'EVERY_DAY', ProductInstanceUUID: '', NextAtNanos: 0 } });
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    const at = nowNanos();
    const res = await setPreference(who, { Amount: 20, Days: 30, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product });
    expect(res.status).toBe(200);
    expect(res.body.Preference).toMatchObject({ Amount: 20, Days: 30, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product });
    expect(res.body.Preference.NextAtNanos).toBeGreaterThanOrEqual(at + 30 * DAY_NANOS);
    expect(res.body.Preference.NextAtNanos).toBeLessThan(at + 30 * DAY_NANOS + 60e9);
    expect((await preference(who)).body).toEqual(res.body);
    // OFF keeps the amount and days; no next run.
    const off = await setPreference(who, { Amount: 0, Days: 0, Status: 'OFF', Type: 'EVERY_DAY', ProductInstanceUUID: product });
    expect(off.body.Preference).toEqual({ Amount: 20, Days: 30, Status: 'OFF', Type: 'EVERY_DAY', ProductInstanceUUID: product, NextAtNanos: 0 });
  });

  test('refusals: Amount 1-999, Days 1-99, Type EVERY_DAY, Status ON|OFF, a prepay product of the customer\'s', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const other = await freshCustomer(ctx.run.url, 'prepay');
    const postpay = await freshCustomer(ctx.run.url, 'postpay');
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    const ok = { Amount: 20, Days: 30, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product };
    for (const Amount of [0, 1000, 10.5, '20']) expect(await setPreference(who, { ...ok, Amount })).toMatchObject({ status: 400, body: error('Amount must be between 1 and 999') });
    for (const Days of [0, 100, 1.5]) expect(await setPreference(who, { ...ok, Days })).toMatchObject({ status: 400, body: error('Days must be between 1 and 99') });
    expect(await setPreference(who, { ...ok, Type: 'EVERY_WEEK' })).toMatchObject({ status: 400, body: error('Type must be EVERY_DAY') });
    expect(await setPreference(who, { ...ok, Status: 'MAYBE' })).toMatchObject({ status: 400, body: error('Status must be ON or OFF') });
    expect(await setPreference(who, { ...ok, ProductInstanceUUID: (await ctx.m.productOf(other, 'prepay')).UUID })).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect(await setPreference(postpay, { ...ok, ProductInstanceUUID: (await ctx.m.productOf(postpay, 'postpay')).UUID })).toMatchObject({ status: 400, body: error("You don't have prepay product") });
    expect((await req(ctx.run.url, 'PUT', `/customers/${other.customer}/preferences/top-up-auto`, { jwt: who.jwt, body: ok })).status).toBe(401);
    expect((await req(ctx.run.url, 'GET', `/customers/${other.customer}/preferences/top-up-auto`, { jwt: who.jwt })).status).toBe(401);
    expect((await preference(who)).body.Preference.Status).toBe('OFF');
    expect(await setPreference(who, { ...ok, Amount: 1, Days: 1 })).toMatchObject({ status: 200 });
    expect(await setPreference(who, { ...ok, Amount: 999, Days: 99 })).toMatchObject({ status: 200 });
  });

  test('each due run charges the default card: COMPLETED Auto top-up, credit raised, expiry set, NextAtNanos on by Days', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    const set = (await setPreference(who, { Amount: 15, Days: 10, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product })).body.Preference;
    const start = mark();
    ctx.run.sandbox.clock.advance(25 * DAY_MS);
    // Read through the products: two runs were due (day 10 and day 20).
    expect((await ctx.m.productOf(who, 'prepay')).MainBalCreditCents).toBe(1250 + 3000 - spentSince(product, start));
    const runs = (await history(who)).filter((t) => t.Description === 'Auto top-up');
    expect(runs.map((t) => [t.Status, t.AmountCents, t.CardLast4, t.CreatedAtNanos])).toEqual([
      ['COMPLETED', 1500, '4242', set.NextAtNanos + 10 * DAY_NANOS],
      ['COMPLETED', 1500, '4242', set.NextAtNanos],
    ]);
    expect((await preference(who)).body.Preference.NextAtNanos).toBe(set.NextAtNanos + 20 * DAY_NANOS);
    expect((await balance(who, product)).body.CurrencyCreditExpiresAtNanos).toBe(yearOn(set.NextAtNanos + 10 * DAY_NANOS));
  });

  test('a long clock jump runs each missed one, at most 100', async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    const set = (await setPreference(who, { Amount: 1, Days: 1, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product })).body.Preference;
    const start = mark();
    ctx.run.sandbox.clock.advance(150 * DAY_MS);
    const pref = (await preference(who)).body.Preference;
    expect(pref.NextAtNanos).toBeGreaterThan(nowNanos());
    expect(pref.NextAtNanos).toBeLessThanOrEqual(nowNanos() + DAY_NANOS);
    expect((pref.NextAtNanos - set.NextAtNanos) % DAY_NANOS).toBe(0);
    expect(autoTopUps(who.customer)).toBe(100);
    expect((await ctx.m.productOf(who, 'prepay')).MainBalCreditCents).toBe(1250 + 100 * 100 - spentSince(product, start));
  });

  test('without a valid card the run is a FAILED Auto top-up and the credit stays', async () => {
    const who = await freshCustomer(ctx.run.url, 'nocard');
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    await setPreference(who, { Amount: 20, Days: 7, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product });
    const start = mark();
    ctx.run.sandbox.clock.advance(8 * DAY_MS);
    expect((await ctx.m.productOf(who, 'prepay')).MainBalCreditCents).toBe(1250 - spentSince(product, start));
    expect((await history(who))[0]).toMatchObject({ Status: 'FAILED', AmountCents: 2000, Description: 'Auto top-up', CardLast4: '' });
  });

  test("the running server's tick runs one nobody reads", async () => {
    const who = await freshCustomer(ctx.run.url, 'prepay');
    const product = (await ctx.m.productOf(who, 'prepay')).UUID;
    await setPreference(who, { Amount: 5, Days: 2, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: product });
    const start = mark();
    ctx.run.sandbox.clock.advance(3 * DAY_MS);
    const credit = () => (ctx.run.sandbox.store.db.prepare('SELECT main_bal_credit_cents AS c FROM mobile_products WHERE uuid = ?').get(product) as { c: number }).c;
    const deadline = Date.now() + 5000;
    while (autoTopUps(who.customer) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(credit()).toBe(1750 - spentSince(product, start));
  });
});
