import { confirmSaved, historyOf } from './card-helpers';
import { card, confirm, req } from './eshop-helpers';
import { control } from './helpers';
import { error, moneySandbox } from './money-helpers';
import { availability, base, mobile } from './usage-helpers';

/** docs/mobile-contract.md §2.4, §2.5: add-on purchase (credit, card, postpay bill), its errors, auto-renew, the fault `body`. */
const ctx = moneySandbox();
const m = () => mobile(ctx.run.url);
const dataTotal = async (who: { jwt: string; customer: string }, product: string) => (await m().entry(who, product, 'Data')).Total;

describe('prepay_addon from the credit (§2.4)', () => {
  test('succeeded at once: the allowance counts, the credit pays, a COMPLETED transaction with its name', async () => {
    const { who, product } = await m().fresh('prepay');
    const res = await m().buy(who, product.UUID, '2GB Data Boost', { Subscribe: false, PAYG: true, AuthorizeOnly: false });
    expect(res).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
    expect(await dataTotal(who, product.UUID)).toBe(4096);
    expect(await m().credit(who, product.UUID)).toBe(250);
    expect((await historyOf(ctx.run.url, who))[0]).toMatchObject({ Status: 'COMPLETED', AmountCents: 1000, Description: '2GB Data Boost' });
    const boost = (await m().active(who)).Addons.find((a) => a.Name === '2GB Data Boost');
    expect(boost).toMatchObject({ IsBasePlan: false, AutoRenew: false, AllowAutoRenew: false, ProductAvailabilityUUID: availability('2GB Data Boost') });
    expect((boost?.ExpiresAtNanos ?? 0) - (boost?.CreatedAtNanos ?? 0)).toBe(7 * 86_400_000 * 1e6);
  });

  test("not enough credit: 402 'Not enough balance' with MissingCents; nothing changes", async () => {
    const { who, product } = await m().fresh('prepay');
    const res = await m().buy(who, product.UUID, '10GB Data Pack', { Subscribe: true, PAYG: true, AuthorizeOnly: false });
    expect(res).toMatchObject({ status: 402, body: { ...error('Not enough balance', 1402), MissingCents: 1250 } });
    expect(await dataTotal(who, product.UUID)).toBe(2048);
    expect(await m().credit(who, product.UUID)).toBe(1250);
  });

  test("'no plan' (4041) for an unknown, unavailable, gated or postpay availability; 409 without a base plan; 400 bad body", async () => {
    const { who, product } = await m().fresh('prepay');
    const body = { Subscribe: false, PAYG: true, AuthorizeOnly: false };
    for (const name of ['nothing', '$19 Combo Classic', 'Staff Unlimited', '10GB Data Add-on']) {
      expect(await m().buy(who, product.UUID, name, body)).toMatchObject({ status: 404, body: error('no plan', 4041) });
    }
    const payg = await m().fresh('payg');
    expect(await m().buy(payg.who, payg.product.UUID, '500MB Data Pack', body)).toMatchObject({ status: 409, body: error('You have no active plans', 1409) });
    expect((await m().buy(who, product.UUID, '2GB Data Boost', { Subscribe: false })).body).toEqual(error('PAYG is required'));
    expect((await m().buy(who, product.UUID, '2GB Data Boost', { PAYG: 'yes' })).status).toBe(400);
  });

  test("someone else's product (404) or customer (401); a postpay product (400)", async () => {
    const { who, product } = await m().fresh('prepay');
    const other = await m().fresh('prepay');
    const postpay = await m().fresh('postpay');
    const body = { Subscribe: false, PAYG: true, AuthorizeOnly: false };
    expect(await m().buy(who, other.product.UUID, '2GB Data Boost', body)).toMatchObject({ status: 404, body: error('Product is not found', 1404) });
    expect((await req(ctx.run.url, 'POST', `/customer/${other.who.customer}/prepay_addon/${other.product.UUID}/${availability('2GB Data Boost')}`, { jwt: who.jwt, body })).status).toBe(401);
    expect((await m().buy(postpay.who, postpay.product.UUID, '2GB Data Boost', body)).body).toEqual(error("You don't have prepay product"));
    expect(await m().credit(who, product.UUID)).toBe(1250);
  });
});

describe('buying a first plan (prepay_addon_initial) and then an add-on (payg)', () => {
  test('a payg base plan from the credit; then add-ons may be bought; a second first plan is refused', async () => {
    const { who, product } = await m().fresh('payg');
    const body = { Subscribe: true, PAYG: true, AuthorizeOnly: false };
    expect((await m().buy(who, product.UUID, '2GB Data Boost', body, true)).body).toEqual(error('The first plan must be a base plan'));
    expect(await m().buy(who, product.UUID, 'Pay As You Go Saver', body, true)).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
    expect(base(await m().active(who))).toMatchObject({ Name: 'Pay As You Go Saver', AutoRenew: true });
    expect(await m().credit(who, product.UUID)).toBe(240);
    expect(await m().entry(who, product.UUID, 'Data')).toMatchObject({ Total: 500, UsageRule: '' });
    expect(await m().buy(who, product.UUID, 'Pay As You Go Saver', body, true)).toMatchObject({ status: 409, body: error('You already have an active plan', 1409) });
  });
});

describe('prepay_addon by card (§2.4)', () => {
  test('pending_payment with a ClientSecret; the add-on is added when the intent succeeds', async () => {
    const { who, product } = await m().fresh('prepay');
    const res = await m().buy(who, product.UUID, '2GB Data Boost', { Subscribe: false, PAYG: false, AuthorizeOnly: false, PaymentMethodType: 'cards' });
    expect(res.body).toMatchObject({ Status: 'pending_payment' });
    const id = String(res.body.PaymentIntentID);
    expect(String(res.body.ClientSecret).startsWith(`${id}_secret_`)).toBe(true);
    expect(await dataTotal(who, product.UUID)).toBe(2048);
    const paid = await confirmSaved(ctx.run.url, id, String(res.body.ClientSecret));
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 1000 });
    expect(await dataTotal(who, product.UUID)).toBe(4096);
    expect(await m().credit(who, product.UUID)).toBe(1250);
    expect((await historyOf(ctx.run.url, who))[0]).toMatchObject({ Status: 'COMPLETED', AmountCents: 1000, Description: '2GB Data Boost', CardLast4: '4242' });
  });

  test('a declined card fails the intent: no add-on, a FAILED transaction; no card at all: 400', async () => {
    const { who, product } = await m().fresh('prepay');
    const res = await m().buy(who, product.UUID, '500MB Data Pack', { Subscribe: false, PAYG: false, AuthorizeOnly: false });
    const declined = await confirm(ctx.run.url, String(res.body.PaymentIntentID), String(res.body.ClientSecret), card('4000 0000 0000 0002'));
    expect(declined.body).toMatchObject({ error: { code: 'card_declined', payment_intent: { status: 'requires_payment_method' } } });
    expect(await dataTotal(who, product.UUID)).toBe(2048);
    expect((await historyOf(ctx.run.url, who))[0]).toMatchObject({ Status: 'FAILED', Description: '500MB Data Pack' });
    const nocard = await m().fresh('nocard');
    expect((await m().buy(nocard.who, nocard.product.UUID, '2GB Data Boost', { PAYG: false })).body).toEqual(error('No card'));
  });

  test("a fault with a body: 202 { Status: 'pending_payment' } without a ClientSecret (the BFF repeats the purchase)", async () => {
    const { who, product } = await m().fresh('prepay');
    const fault = await control<{ id: string }>(ctx.run.url, 'POST', '/faults', {
      kind: 'status', status: 202, body: { Status: 'pending_payment' }, path: `/prepay_addon/${product.UUID}/`, times: 1,
    });
    expect(fault.status).toBe(200);
    const first = await m().buy(who, product.UUID, '2GB Data Boost', { PAYG: false });
    expect(first).toMatchObject({ status: 202, body: { Status: 'pending_payment' } });
    const again = await m().buy(who, product.UUID, '2GB Data Boost', { PAYG: false });
    expect(again.body).toMatchObject({ Status: 'pending_payment', ClientSecret: expect.any(String) });
    expect((await control(ctx.run.url, 'POST', '/faults', { kind: 'latency', path: 'x', body: {} })).status).toBe(400);
  });
});

describe('postpay/addon (§2.4)', () => {
  test('billed to the account: a purchase on the OPEN bill, the allowance at once; over the route spend limit 402', async () => {
    const { who, product } = await m().fresh('postpay');
    const before = (await ctx.m.invoices(who, '?Status=OPEN')).body.Invoices[0]?.GrandTotalCents ?? 0;
    expect(await m().buyPostpay(who, product.UUID, '10GB Data Add-on')).toMatchObject({ status: 200, body: { Status: 'succeeded' } });
    expect(await dataTotal(who, product.UUID)).toBe(15360 + 10240);
    const open = (await ctx.m.invoices(who, '?Status=OPEN')).body.Invoices[0];
    expect(open?.GrandTotalCents).toBe(before + 2000);
    expect(open?.Purchases.at(-1)).toMatchObject({ Description: '10GB Data Add-on', AmountCents: 2000 });
    // Kauri Logistics pays this phone with $64.50 of its limit left: two more fit, the fourth does not.
    expect((await m().buyPostpay(who, product.UUID, '10GB Data Add-on')).status).toBe(200);
    expect((await m().buyPostpay(who, product.UUID, '10GB Data Add-on')).status).toBe(200);
    expect(await m().buyPostpay(who, product.UUID, '10GB Data Add-on')).toMatchObject({ status: 402, body: error('Spend limit is over', 1402) });
  });

  test("'no plan' for a prepay entry or a catalogue entry that does not match; someone else's product 404", async () => {
    const { who, product } = await m().fresh('postpay');
    const other = await m().fresh('postpay');
    expect(await m().buyPostpay(who, product.UUID, '2GB Data Boost')).toMatchObject({ status: 404, body: error('no plan', 4041) });
    expect((await m().buyPostpay(who, product.UUID, '10GB Data Add-on', { AddonCatalogEntryUUID: 'x' })).status).toBe(404);
    expect((await m().buyPostpay(who, other.product.UUID, '10GB Data Add-on')).body).toEqual(error('Product is not found', 1404));
    expect((await m().buyPostpay(who, product.UUID, '10GB Data Add-on', { CustomerUUID: other.who.customer })).status).toBe(401);
  });
});

describe('change-addon-auto-renew (§2.5)', () => {
  test('turns a plan off and on; an add-on that does not allow it 400; unknown 404', async () => {
    const { who, product } = await m().fresh('prepay');
    const plan = base(product);
    const off = await m().autoRenew(who, { MobileAddonUUID: plan?.UUID, MobileUUID: product.UUID, AutoRenew: false });
    expect(off).toMatchObject({ status: 200, body: { Addon: { UUID: plan?.UUID, AutoRenew: false, AllowAutoRenew: true } } });
    expect((await m().autoRenew(who, { MobileAddonUUID: plan?.UUID, MobileUUID: product.UUID, AutoRenew: true })).body.Addon.AutoRenew).toBe(true);
    await m().buy(who, product.UUID, '2GB Data Boost', { PAYG: true });
    const boost = (await m().active(who)).Addons.find((a) => a.Name === '2GB Data Boost');
    expect((await m().autoRenew(who, { MobileAddonUUID: boost?.UUID, MobileUUID: product.UUID, AutoRenew: true })).body).toEqual(error('Auto renew is not allowed for this add-on'));
    expect((await m().autoRenew(who, { MobileAddonUUID: 'nope', MobileUUID: product.UUID, AutoRenew: true })).body).toEqual(error('Addon is not found', 1404));
    expect((await m().autoRenew(who, { MobileAddonUUID: plan?.UUID, MobileUUID: product.UUID })).body).toEqual(error('AutoRenew is required'));
  });

  test("someone else's product (404) or customer (401)", async () => {
    const { who } = await m().fresh('prepay');
    const other = await m().fresh('prepay');
    const plan = base(other.product);
    expect((await m().autoRenew(who, { MobileAddonUUID: plan?.UUID, MobileUUID: other.product.UUID, AutoRenew: false })).status).toBe(404);
    expect((await m().autoRenew(who, { CustomerUUID: other.who.customer, MobileAddonUUID: plan?.UUID, MobileUUID: other.product.UUID, AutoRenew: false })).status).toBe(401);
  });
});
