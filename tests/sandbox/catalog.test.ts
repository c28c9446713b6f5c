import { CatalogEntries, PostpayMobilePlans, PrepayMobilePlans, type CatalogEntry } from '@/lib/catalog/wire';
import type { MobileProduct } from '@/sandbox/store/types';
import { call, control, firstCustomer, signIn, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

const request = (over: Record<string, unknown> = {}) => ({
  ProductTypeList: [], SearchOptions: { PageSize: 1000 }, CustomerInfo: { ID: '' }, ProductInfo: { ProductType: '', ProductInstanceUUID: '' }, ...over,
});
const anonymous = (body: unknown = request()) => call<Record<string, unknown>>(run.url, 'POST', '/catalog/v2/entries?noauth=true', { body });
async function catalogue(body: unknown = request()) {
  const res = await anonymous(body);
  expect(res.status).toBe(200);
  return CatalogEntries.parse(res.body);
}
const char = (e: CatalogEntry, name: string) => e.Characteristics[name];
const isBase = (e: CatalogEntry) => char(e, 'IsBasePlan') === true;

describe('POST /catalog/v2/entries', () => {
  test('serves the whole catalogue to the contract, prices beside the entries', async () => {
    const res = await anonymous();
    const { Entries, Prices } = CatalogEntries.parse(res.body);
    const raw = (res.body.Entries as Array<Record<string, unknown>>)[0];
    expect(Array.isArray(raw?.Characteristics)).toBe(true);
    expect(raw).not.toHaveProperty('PriceInfo');
    expect(Prices.map((p) => p.ProductCatalogEntryUUID)).toEqual(Entries.map((e) => e.UUID));
    for (const e of Entries) {
      const a = e.Availabilities[0];
      expect(a).toMatchObject({ ProductCatalogEntryUUID: e.UUID, Available: expect.any(Boolean), Priority: expect.any(Number) });
      expect(Number.isInteger(a?.RetailCents)).toBe(true);
      expect(e.RecurringRetailPrice).toBe(a?.RetailCents);
      expect(e.CreatedAtNanos).toBeGreaterThan(0);
      expect(e.UpdatedAtNanos).toBeGreaterThanOrEqual(e.CreatedAtNanos);
      // "postpay cost used as is …; prepay divided by 100": dollars for postpay, cents otherwise
      expect(e.cost).toBe(e.ProductType.startsWith('postpay') ? (a?.RetailCents ?? 0) / 100 : a?.RetailCents);
    }
  });

  test('holds the plan counts per kind, and add-ons of both kinds', async () => {
    const { Entries } = await catalogue();
    const prepayBase = Entries.filter((e) => e.ProductType === 'prepaymobileAddon' && isBase(e));
    expect(prepayBase.filter((e) => !e.is_payg).length).toBeGreaterThanOrEqual(6);
    expect(prepayBase.filter((e) => e.is_payg)).toHaveLength(2);
    expect(Entries.filter((e) => e.ProductType === 'postpaymobile')).toHaveLength(4);
    const addons = Entries.filter((e) => char(e, 'IsAddon') === true);
    expect(addons.some((e) => e.ProductType === 'prepaymobileAddon' && Number(char(e, 'RecurringAllowance.Data')) > 0)).toBe(true);
    expect(addons.some((e) => e.ProductType === 'postpaymobileAddon' && Number(char(e, 'RecurringAllowance.IDDVoice')) > 0)).toBe(true);
  });

  test('covers every case the display rules tell apart', async () => {
    const { Entries, Prices } = await catalogue();
    const values = (name: string) => Entries.map((e) => char(e, name)).filter((v) => v !== undefined);
    expect(new Set(values('Theme'))).toEqual(new Set(['pink', 'blue', 'green', 'midnight', 'red', 'starlight']));
    expect(values('Tethering')).toEqual(expect.arrayContaining([1, true, false, 'true']));
    expect(values('Throttle')).toEqual(expect.arrayContaining(['1.2M', '2M']));
    expect(new Set(values('TimePeriodInterval'))).toEqual(new Set([1, 7, 28, 30]));
    expect(new Set(values('AllowAutoRenew'))).toEqual(new Set([true, false]));
    expect(values('UsageRule.Data')).toEqual(expect.arrayContaining(['Unlimited', 'Throttled', 'CasualRate']));
    expect(values('UsageRule.Voice')).toContain('CasualRate');
    expect(values('ocs.DataRolloverAllowed')).toEqual(expect.arrayContaining([true, false]));
    const speeds = Entries.filter((e) => char(e, 'SpeedLimitDL') !== undefined).map((e) => char(e, 'SpeedLimitDL') === char(e, 'SpeedLimitUL'));
    expect(new Set(speeds)).toEqual(new Set([true, false]));
    const offers = Prices.filter((p) => p.DiscountCents > 0);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    for (const p of offers) {
      const e = Entries.find((x) => x.UUID === p.ProductCatalogEntryUUID);
      expect(p.PriceCents).toBe(p.OriginalPriceCents - p.DiscountCents);
      expect(p.DiscountUUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(char(e as CatalogEntry, 'OfferPeriodCount')).toBeGreaterThan(0);
      expect(p.PeriodOffers).toHaveLength(Number(char(e as CatalogEntry, 'OfferPeriodCount')));
    }
    expect(Entries.some((e) => e.Availabilities[0]?.Available === false)).toBe(true);
  });

  test('ProductTypeList filters and PageSize limits', async () => {
    const { Entries } = await catalogue(request({ ProductTypeList: ['postpaymobileAddon'] }));
    expect(Entries.length).toBeGreaterThan(0);
    expect(Entries.every((e) => e.ProductType === 'postpaymobileAddon')).toBe(true);
    expect((await catalogue(request({ SearchOptions: { PageSize: 3 } }))).Entries).toHaveLength(3);
    for (const bad of [{ SearchOptions: { PageSize: 0 } }, { SearchOptions: { PageSize: 1001 } }, { ProductTypeList: 'postpaymobile' }]) {
      const res = await anonymous(request(bad));
      expect(res).toMatchObject({ status: 400, body: { err_number: 1400 } });
    }
  });

  test('anonymous only with noauth: otherwise 401 1001', async () => {
    for (const jwt of [undefined, 'not.a.jwt']) {
      const res = await call(run.url, 'POST', '/catalog/v2/entries', { body: request(), jwt });
      expect(res).toMatchObject({ status: 401, body: { err_number: 1001 } });
    }
  });

  test('signed in: the token must act for the customer, and a product narrows to its kind', async () => {
    const postpay = await signIn(run.url, 'postpay@example.com');
    const customer = firstCustomer(postpay);
    const products = await call<{ MobileProducts: MobileProduct[] }>(run.url, 'GET', `/v2/69/customer/${customer}/mobile_products`, { jwt: postpay.JWT });
    const product = products.body.MobileProducts[0]?.UUID ?? '';
    const asPostpay = (body: unknown) => call<unknown>(run.url, 'POST', '/catalog/v2/entries', { body, jwt: postpay.JWT });

    const own = await asPostpay(request({ CustomerInfo: { ID: customer }, ProductInfo: { ProductType: 'mobile', ProductInstanceUUID: product } }));
    expect(own.status).toBe(200);
    const types = new Set(CatalogEntries.parse(own.body).Entries.map((e) => e.ProductType));
    expect(types).toEqual(new Set(['postpaymobile', 'postpaymobileAddon']));

    const prepay = firstCustomer(await signIn(run.url, 'prepay@example.com'));
    expect(await asPostpay(request({ CustomerInfo: { ID: prepay } }))).toMatchObject({ status: 401, body: { err_number: 1002 } });
    expect((await asPostpay(request({ CustomerInfo: { ID: customer }, ProductInfo: { ProductType: '', ProductInstanceUUID: 'nope' } }))).status).toBe(404);
  });

  test('the demo customers\' add-ons name catalogue entries', async () => {
    const { Entries } = await catalogue();
    for (const [login, names] of [
      ['prepay@example.com', ['$12 Weekly Plan']],
      ['postpay@example.com', ['$55 Postpay Essentials Plan', '100 International Minutes']],
    ] as const) {
      const auth = await signIn(run.url, login);
      const res = await call<{ MobileProducts: MobileProduct[] }>(run.url, 'GET', `/v2/69/customer/${firstCustomer(auth)}/mobile_products`, { jwt: auth.JWT });
      const addons = res.body.MobileProducts.flatMap((p) => p.Addons);
      expect([login, addons.map((a) => a.Name)]).toEqual([login, names]);
      for (const a of addons) {
        const e = Entries.find((x) => x.UUID === a.ProductCatalogUUID);
        expect(e?.Name).toBe(a.Name);
        expect(e?.Availabilities[0]?.UUID).toBe(a.ProductAvailabilityUUID);
      }
    }
  });

  test('seeding again changes nothing', async () => {
    const before = await catalogue();
    await run.sandbox.store.seed();
    await run.sandbox.store.seed();
    expect(await catalogue()).toEqual(before);
  });
});

describe('the plan lists', () => {
  test('GET /v1/69/postpay_mobile_plans: the four postpay plans, prices inline', async () => {
    const res = await call(run.url, 'GET', '/v1/69/postpay_mobile_plans');
    expect(res.status).toBe(200);
    const plans = PostpayMobilePlans.parse(res.body).PostpayMobilePlans;
    expect(plans).toHaveLength(4);
    expect(plans.every((p) => p.ProductType === 'postpaymobile' && p.PriceInfo?.ProductCatalogEntryUUID === p.UUID)).toBe(true);
  });

  test('GET /v3/69/prepay_mobile_plans: prepay and pay-as-you-go base plans, no add-ons', async () => {
    const res = await call(run.url, 'GET', '/v3/69/prepay_mobile_plans');
    expect(res.status).toBe(200);
    const plans = PrepayMobilePlans.parse(res.body).PrepayAddons;
    expect(plans.filter((p) => p.is_payg)).toHaveLength(2);
    expect(plans.filter((p) => !p.is_payg).length).toBeGreaterThanOrEqual(6);
    expect(plans.every((p) => p.ProductType === 'prepaymobileAddon' && isBase(p))).toBe(true);
  });

  test('the prepay list answers 404 WITH the list while the control switch says so; reset ends it', async () => {
    const normal = await call<Record<string, unknown>>(run.url, 'GET', '/v3/69/prepay_mobile_plans');
    expect(await control(run.url, 'POST', '/catalog', { prepayListStatus: 404 })).toMatchObject({ status: 200, body: { prepayListStatus: 404 } });
    const res = await call<Record<string, unknown>>(run.url, 'GET', '/v3/69/prepay_mobile_plans');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ err_message: 'Object not found', err_number: 1404 });
    expect(res.body.PrepayAddons).toEqual(normal.body.PrepayAddons);
    await control(run.url, 'POST', '/reset');
    expect((await control(run.url, 'GET', '/catalog')).body).toEqual({ prepayListStatus: 200 });
    expect((await call(run.url, 'GET', '/v3/69/prepay_mobile_plans')).status).toBe(200);
    expect((await control(run.url, 'POST', '/catalog', { prepayListStatus: 500 })).status).toBe(400);
  });

  test('another provider id is not found; faults apply per path', async () => {
    expect((await call(run.url, 'GET', '/v1/70/postpay_mobile_plans')).status).toBe(404);
    await control(run.url, 'POST', '/faults', { path: 'postpay_mobile_plans', kind: 'status', status: 503, times: 1 });
    expect((await call(run.url, 'GET', '/v1/69/postpay_mobile_plans')).status).toBe(503);
    expect((await call(run.url, 'GET', '/v1/69/postpay_mobile_plans')).status).toBe(200);
  });
});
