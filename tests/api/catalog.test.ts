import { getPlan, listAddons, listPlans } from '@/lib/catalog/calls';
import type { PlanView, PlansResult } from '@/lib/catalog/types';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

type Logged = { method: string; path: string; query: Record<string, string>; authorization: boolean; body?: Record<string, unknown> };
const received = async (path: string) => (await control<{ requests: Logged[] }>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`)).requests;
const fault = (path: string, kind: string, extra: Record<string, unknown> = {}) => control(url, 'POST', '/faults', { path, kind, times: 1, ...extra });

function plansOf(r: PlansResult): PlanView[] {
  if (!r.ok) throw new Error(`expected plans, got ${r.error.code}: ${r.error.message}`);
  return r.plans;
}
const named = (plans: PlanView[], name: string) => plans.find((p) => p.name === name);

/** Every key at any depth; phrase values are our own words, never the upstream's. */
function keysOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(keysOf);
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => [k, ...keysOf(x)]);
  return [];
}

describe('listPlans', () => {
  test('each kind from its list, available plans only, in camel case', async () => {
    const prepay = plansOf(await listPlans('prepay'));
    expect(prepay).toHaveLength(6);
    expect(prepay.every((p) => p.kind === 'prepay' && p.isBasePlan && p.available)).toBe(true);
    expect(plansOf(await listPlans('payg')).map((p) => p.name)).toEqual(['Pay As You Go Casual Rates', 'Pay As You Go Saver']);
    expect(plansOf(await listPlans('postpay'))).toHaveLength(4);
    const all = plansOf(await listPlans());
    expect(all).toHaveLength(12);
    expect(plansOf(await listPlans(undefined, { includeUnavailable: true }))).toHaveLength(13);
    const upstreamLooking = keysOf(all).filter((k) => /^[A-Z]/.test(k) || k.includes('_'));
    expect(upstreamLooking).toEqual([]);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
  });

  test('the display rules reach the caller', async () => {
    const all = plansOf(await listPlans());
    expect(named(all, '$3 Unlimited Day Pass')).toMatchObject({
      priceText: '3.00', period: { label: { text: '1 day' }, kind: 'service' }, speed: { text: 'Speeds capped at 10Mbps down + up' },
      data: { kind: 'unlimited' }, voice: { kind: 'casualRate' }, maxSpeed: { text: 'Maximum speed 10Mbps' }, theme: 'red', hotspot: false,
    });
    expect(named(all, '$40 Prepay Endless')).toMatchObject({
      speed: { text: 'Speeds capped at 100Mbps down / 20Mbps up' }, throttle: { text: 'Additional Endless Data capped at 1.2Mbps' }, data: { kind: 'throttled', phrase: { text: '20GB' } },
    });
    expect(named(all, '$75 Postpay Endless')?.throttle?.text).toBe('Additional Endless Data capped at 2Mbps');
    expect(named(all, '$90 Postpay Unlimited')).toMatchObject({
      priceCents: 7000, priceText: '70.00', originalPriceText: '90.00', discountText: '20.00', creditCents: 1000,
      offer: { periodCount: 1, label: { text: '1 month' } }, maxSpeed: { text: 'Maximum speed 50Mbps' },
    });
    expect(named(all, '$20 Prepay Plan')).toMatchObject({ priceText: '15.00', originalPriceText: '20.00', offer: { periodCount: 2, label: { text: '56 days' } } });
    expect(named(all, 'Pay As You Go Saver')).toMatchObject({ data: { phrase: { text: '500MB' } }, voice: { kind: 'casualRate' }, period: { label: { text: '30 days' }, kind: 'renewable' } });
  });

  test('hotspot and rollover follow the display settings; the cache serves both', async () => {
    const shipped = named(plansOf(await listPlans('prepay')), '$30 Prepay Value Pack');
    expect(shipped).toMatchObject({ hotspot: false, rollover: null });
    const on = named(plansOf(await listPlans('prepay', { display: { hotspot: true, carryover: true } })), '$30 Prepay Value Pack');
    expect(on).toMatchObject({ hotspot: true, rollover: { included: true } });
    expect(await received('prepay_mobile_plans')).toHaveLength(1);
  });

  test('anonymous public calls; a second call within a minute makes no upstream request', async () => {
    await listPlans('postpay');
    await listPlans('postpay');
    await listPlans('payg');
    await listPlans('prepay');
    const postpay = await received('^/v1/69/postpay_mobile_plans$');
    const prepay = await received('^/v3/69/prepay_mobile_plans$');
    expect(postpay).toHaveLength(1);
    expect(prepay).toHaveLength(1);
    expect([...postpay, ...prepay].every((r) => r.method === 'GET' && !r.authorization)).toBe(true);
  });

  test('"a 404 with a list is accepted"', async () => {
    await control(url, 'POST', '/catalog', { prepayListStatus: 404 });
    expect(plansOf(await listPlans('prepay'))).toHaveLength(6);
    expect((await received('prepay_mobile_plans'))[0]).toMatchObject({ status: 404 });
  });

  test('a 404 without the list is a failure, and is not cached', async () => {
    await fault('prepay_mobile_plans', 'status', { status: 404 });
    const r = await listPlans('prepay');
    expect(r).toMatchObject({ ok: false, error: { code: 'upstream_error', status: 404, messageKey: 'somethingWentWrong' } });
    expect(plansOf(await listPlans('prepay'))).toHaveLength(6);
  });

  test('an upstream 5xx is ok:false with a clear error, never thrown, and not cached', async () => {
    await fault('postpay_mobile_plans', 'status', { status: 503 });
    const r = await listPlans('postpay');
    expect(r).toEqual({ ok: false, error: { code: 'upstream_error', messageKey: 'somethingWentWrong', message: 'injected fault', status: 503, retryable: true } });
    expect(plansOf(await listPlans('postpay'))).toHaveLength(4);
    expect(await received('postpay_mobile_plans')).toHaveLength(2);
  });

  test('a malformed body is a bad response, on either list', async () => {
    await fault('postpay_mobile_plans', 'malformed');
    expect(await listPlans('postpay')).toMatchObject({ ok: false, error: { code: 'bad_response', messageKey: 'somethingWentWrong' } });
    await fault('prepay_mobile_plans', 'malformed');
    expect(await listPlans()).toMatchObject({ ok: false, error: { code: 'bad_response' } });
    expect(plansOf(await listPlans())).toHaveLength(12);
  });

  test('an unreachable upstream is a network error', async () => {
    const saved = process.env.SANDBOX_URL;
    process.env.SANDBOX_URL = 'http://127.0.0.1:9';
    try {
      expect(await listPlans('prepay')).toMatchObject({ ok: false, error: { code: 'unavailable', messageKey: 'networkError', retryable: true } });
      expect(await listAddons()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    } finally {
      process.env.SANDBOX_URL = saved;
    }
  });
});

describe('listAddons', () => {
  test('the catalogue call with noauth, PageSize 1000, add-ons only, cached', async () => {
    const addons = plansOf(await listAddons());
    expect(addons.every((a) => a.isAddon && !a.isBasePlan)).toBe(true);
    expect(plansOf(await listAddons({ kind: 'prepay' })).map((a) => a.name)).toEqual(['2GB Data Boost', '500MB Data Pack', '10GB Data Pack', 'International Calling Pack']);
    expect(plansOf(await listAddons({ kind: 'postpay' })).map((a) => a.internationalMinutes?.phrase.text ?? a.data?.phrase.text)).toEqual(['100 international minutes', '10GB']);
    const calls = await received('^/catalog/v2/entries$');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', authorization: false, query: { noauth: 'true' } });
    expect(calls[0]?.body).toEqual({
      ProductTypeList: ['prepaymobileAddon', 'postpaymobileAddon'], SearchOptions: { PageSize: 1000 },
      CustomerInfo: { ID: '' }, ProductInfo: { ProductType: '', ProductInstanceUUID: '' },
    });
  });

  test('a failed catalogue call is not cached', async () => {
    await fault('/catalog/', 'status', { status: 500 });
    expect(await listAddons()).toMatchObject({ ok: false, error: { code: 'upstream_error', retryable: true } });
    expect(plansOf(await listAddons()).length).toBe(6);
  });
});

describe('getPlan', () => {
  test('by slug, entry UUID or availability UUID; plans and add-ons', async () => {
    const r = await getPlan('30-prepay-value-pack');
    expect(r).toMatchObject({ ok: true, plan: { name: '$30 Prepay Value Pack', kind: 'prepay' } });
    if (!r.ok) return;
    expect(await getPlan(r.plan.uuid.toUpperCase())).toEqual(r);
    expect(await getPlan(r.plan.availabilityUuid)).toEqual(r);
    expect(await getPlan('100-international-minutes')).toMatchObject({ ok: true, plan: { isAddon: true, kind: 'postpay' } });
  });

  test('an unavailable plan is still found, marked; an unknown one is not_found', async () => {
    expect(await getPlan('19-combo-classic')).toMatchObject({ ok: true, plan: { available: false } });
    expect(await getPlan('no-such-plan')).toMatchObject({ ok: false, error: { code: 'not_found', messageKey: 'pageNotFound' } });
  });

  test('not found while a list failed answers the failure, so pages say "try later"', async () => {
    await fault('postpay_mobile_plans', 'status', { status: 502 });
    expect(await getPlan('no-such-plan')).toMatchObject({ ok: false, error: { code: 'upstream_error', status: 502 } });
    await fault('postpay_mobile_plans', 'status', { status: 502 });
    expect(await getPlan('30-prepay-value-pack')).toMatchObject({ ok: true });
  });
});
