import { clearCache } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { availabilityOf, mobile } from '../support/mobile';
import { confirmSaved, withFlags } from '../support/money';

/**
 * Add-ons of the mobile home (docs/mobile-contract.md §3): what can be bought, buying from the
 * credit, by card (pending_payment, the ClientSecret confirmed by the browser, the payment
 * followed) or on the postpay bill, and "without a ClientSecret the same purchase is retried
 * until 10 seconds since the first attempt, then fails". Against the in-process sandbox; each
 * test has fresh demo customers of its own.
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const purchases = async () => (await upstreamRequests(sb.url, '^/(customer/[^/]+/prepay_addon|postpay/addon)')).filter((r) => r.method === 'POST');
const dataTotal = async (who: Who) => (await mobile.usage(who)).body.entries.find((e) => e.type === 'Data')?.total;
const buy = async (who: Who, name: string, paymentMethodType = 'balance', extra: Record<string, unknown> = {}) =>
  mobile.buy(who, { availabilityUuid: await availabilityOf(who, name), paymentMethodType, subscribe: false, ...extra });

beforeEach(() => clearCache());

describe('GET /api/customer/addons', () => {
  test('prepay: the prepay add-ons, a base plan held, images on, the credit ($12.50) that can pay', async () => {
    const r = await mobile.addons(await fresh());
    expect(r.status).toBe(200);
    expect([r.body.kind, r.body.hasBasePlan, r.body.images, r.body.creditCents]).toEqual(['prepay', true, true, 1250]);
    expect(r.body.addons.map((a) => a.name)).toEqual(expect.arrayContaining(['2GB Data Boost', '500MB Data Pack', '10GB Data Pack']));
    expect(r.body.addons.every((a) => a.isAddon && a.kind !== 'postpay')).toBe(true);
  });

  test('payg without a plan: hasBasePlan false ("You have no active plans")', async () => {
    const r = await mobile.addons(await fresh('payg'));
    expect([r.status, r.body.hasBasePlan, r.body.kind]).toEqual([200, false, 'payg']);
  });

  test('postpay: the postpay add-ons, no credit', async () => {
    const r = await mobile.addons(await fresh('postpay'));
    expect([r.body.kind, r.body.creditCents]).toEqual(['postpay', null]);
    expect(r.body.addons.map((a) => a.name)).toEqual(expect.arrayContaining(['100 International Minutes', '10GB Data Add-on']));
  });

  test('the add-on images flag off → images false', async () => {
    const who = await fresh();
    expect((await withFlags({ FLAG_ADDON_IMAGES: 'false' }, () => mobile.addons(who))).body.images).toBe(false);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the products read → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '/mobile_products$', 'GET', () => mobile.addons(who));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});

describe('POST /api/customer/addons/buy', () => {
  test('from the credit: prepay_addon with PAYG true, succeeded at once; the credit falls and the allowance grows (the caches forgotten)', async () => {
    const who = await fresh();
    expect(await dataTotal(who)).toBe(2048);
    await control(sb.url, 'DELETE', '/requests');
    const r = await buy(who, '500MB Data Pack');
    expect([r.status, r.body]).toEqual([200, { status: 'succeeded', clientSecret: null, intentId: null, addonName: '500MB Data Pack' }]);
    const [sent] = await purchases();
    expect(sent?.path).toMatch(new RegExp(`^/customer/${who.uuid}/prepay_addon/[^/]+/${await availabilityOf(who, '500MB Data Pack')}$`));
    expect(sent?.body).toEqual({ Subscribe: false, PAYG: true, AuthorizeOnly: false });
    expect((await mobile.addons(who)).body.creditCents).toBe(750);
    expect(await dataTotal(who)).toBe(2548);
  });

  test('by card: pending_payment with the ClientSecret; once the browser confirms it the payment completes and the 2GB Data Boost counts', async () => {
    const who = await fresh();
    expect(await dataTotal(who)).toBe(2048);
    await control(sb.url, 'DELETE', '/requests');
    const r = await buy(who, '2GB Data Boost', 'cards');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'pending_payment', clientSecret: expect.stringContaining('_secret_'), intentId: expect.stringMatching(/^pi_/), addonName: '2GB Data Boost' });
    expect((await purchases()).map((q) => q.body)).toEqual([{ Subscribe: false, PAYG: false, AuthorizeOnly: false, PaymentMethodType: 'cards' }]);
    expect((await mobile.buyStatus(who, r.body.intentId!)).body).toEqual({ status: 'pending' });
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
    expect((await mobile.buyStatus(who, r.body.intentId!)).body).toEqual({ status: 'completed' });
    expect(await dataTotal(who)).toBe(2048 + 2048);
    expect((await mobile.addons(who)).body.creditCents).toBe(1250);
    // Issue 28: a receipt is emailed for the add-on bought by card.
    const { messages } = await control<{ messages: Array<{ subject: string; body: string }> }>(sb.url, 'GET', `/outbox?to=${encodeURIComponent(who.email)}`);
    expect(messages.filter((m) => m.subject === 'Your receipt').map((m) => m.body.split('\n')[0])).toEqual([expect.stringMatching(/^Add-on 2GB Data Boost: \$\d+\.\d{2} for 0\d/)]);
  });

  test('a named card is checked first: someone else\'s → 404 card_not_found, nothing bought', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await buy(who, '2GB Data Boost', 'cards', { paymentMethodId: 'pm_someone_else' });
    expect([r.status, r.body.error.code]).toEqual([404, 'card_not_found']);
    expect(await purchases()).toHaveLength(0);
  });

  test('"Not enough balance" from the credit, with what is missing', async () => {
    const r = await buy(await fresh(), '10GB Data Pack');
    expect([r.status, r.body.error]).toEqual([402, { code: 'not_enough_balance', message: 'Not enough balance', details: { missingCents: 1250 } }]);
  });

  test('"Addon purchase needs an available product, else \'no plan\'": an availability not in the catalogue → 404 addon_not_found, nothing sent', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.buy(who, { availabilityUuid: '00000000-0000-4000-8000-00000000dead', paymentMethodType: 'balance', subscribe: false });
    expect([r.status, r.body.error]).toEqual([404, { code: 'addon_not_found', message: 'no plan' }]);
    expect(await purchases()).toHaveLength(0);
  });

  test('no base plan (payg): an add-on → 409 no_active_plan; a first plan by card goes to prepay_addon_initial', async () => {
    const who = await fresh('payg');
    const addon = await buy(who, '500MB Data Pack');
    expect([addon.status, addon.body.error]).toEqual([409, { code: 'no_active_plan', message: 'You have no active plans' }]);
    await control(sb.url, 'DELETE', '/requests');
    const plan = (await mobile.plans(who)).body.plans.find((p) => p.priceCents > 0)!;
    const r = await mobile.buy(who, { availabilityUuid: plan.availabilityUuid, paymentMethodType: 'cards', subscribe: true });
    expect([r.status, r.body.status]).toEqual([200, 'pending_payment']);
    const [sent] = await purchases();
    expect(sent?.path).toMatch(new RegExp(`^/customer/${who.uuid}/prepay_addon_initial/`));
    expect(sent?.body).toEqual({ Subscribe: true, PAYG: false, AuthorizeOnly: false, isBasePlan: true, PaymentMethodType: 'cards' });
  });

  test('postpay: /postpay/addon whatever the payment chosen, succeeded at once', async () => {
    const who = await fresh('postpay');
    await control(sb.url, 'DELETE', '/requests');
    const r = await buy(who, '100 International Minutes', 'bill_routes');
    expect([r.status, r.body.status]).toEqual([200, 'succeeded']);
    const [sent] = await purchases();
    expect(sent?.path).toBe('/postpay/addon');
    expect(sent?.body).toEqual({
      AddonAvailabilityUUID: await availabilityOf(who, '100 International Minutes'), AddonCatalogEntryUUID: expect.any(String), CustomerUUID: who.uuid,
      ProductInstanceUUID: (await mobile.usage(who)).body.productUuid, Subscribe: false,
    });
  });

  test('prepay cannot pay by bill route → 422 on paymentMethodType', async () => {
    const r = await buy(await fresh(), '500MB Data Pack', 'bill_routes');
    expect([r.status, r.body.error.details]).toEqual([422, [{ path: 'paymentMethodType', message: 'format is invalid' }]]);
  });

  test('pending without a ClientSecret: the same purchase again every 250 ms until it answers', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    await control(sb.url, 'POST', '/faults', { path: '/prepay_addon/', method: 'POST', kind: 'status', status: 202, body: { Status: 'pending_payment' }, times: 3 });
    try {
      const started = Date.now();
      const r = await buy(who, '500MB Data Pack');
      expect([r.status, r.body.status]).toEqual([200, 'succeeded']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 250);
      const sent = await purchases();
      expect(sent).toHaveLength(4);
      expect(new Set(sent.map((q) => JSON.stringify([q.path, q.body]))).size).toBe(1);
    } finally {
      await control(sb.url, 'DELETE', '/faults');
    }
  });

  test('"retried until 10 seconds since the first attempt, then fails": 504 payment_processing_error', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    await control(sb.url, 'POST', '/faults', { path: '/prepay_addon/', method: 'POST', kind: 'status', status: 202, body: { Status: 'pending_payment' } });
    try {
      const started = Date.now();
      const r = await buy(who, '500MB Data Pack');
      const took = Date.now() - started;
      expect([r.status, r.body.error]).toEqual([504, { code: 'payment_processing_error', message: 'payment processing error', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
      expect(took).toBeGreaterThanOrEqual(10_000);
      expect(took).toBeLessThan(12_000);
      const sent = await purchases();
      expect(sent.length).toBeGreaterThan(20);
      expect(sent.length).toBeLessThanOrEqual(41);
    } finally {
      await control(sb.url, 'DELETE', '/faults');
    }
  }, 20_000);

  test.each([
    [{ availabilityUuid: 'x', paymentMethodType: 'voucher' }, 'paymentMethodType'],
    [{ availabilityUuid: '', paymentMethodType: 'balance' }, 'availabilityUuid'],
    [{ availabilityUuid: 'x', paymentMethodType: 'cards', paymentMethodId: 'pm 1' }, 'paymentMethodId'],
    [{ availabilityUuid: 'x', paymentMethodType: 'balance', subscribe: 'yes' }, 'subscribe'],
  ])('bad input %j → 422 on %s', async (body, field) => {
    const r = await mobile.buy(await fresh(), body);
    expect(r.status).toBe(422);
    expect((r.body.error.details as { path: string }[]).map((d) => d.path)).toEqual([field]);
  });

  test('no Origin → 403 bad_origin, nothing bought', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.buy(who, { availabilityUuid: 'x', paymentMethodType: 'balance' }, { origin: null });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await purchases()).toHaveLength(0);
  });
});

describe('GET /api/customer/addons/buy/{intentId}', () => {
  test('someone else\'s purchase → 404; not an intent id → 404', async () => {
    const owner = await fresh();
    const theirs = await buy(owner, '2GB Data Boost', 'cards');
    const who = await fresh();
    expect((await mobile.buyStatus(who, theirs.body.intentId!)).status).toBe(404);
    expect((await mobile.buyStatus(who, 'not-an-intent')).status).toBe(404);
  });
});
