import { GET as usageGet } from '@/app/api/customer/usage/route';
import { clearCache } from '@/lib/cache';
import { addDays, nzDay, nzDayStart } from '@/lib/usage/rules';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control, upstreamSignIn } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { availabilityOf, mobile, recordUsage } from '../support/mobile';
import { withFlags } from '../support/money';

/**
 * The usage routes of the mobile home (docs/mobile-contract.md §3) against the in-process
 * sandbox: usage left with the forecast and the widgets, charges, the 30-day histogram, usage
 * alerts. Each test has fresh demo customers of its own (copies of prepay@example.com & co.).
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const productOf = async (who: Who) => (await mobile.usage(who)).body.productUuid;

beforeEach(() => clearCache());

describe('GET /api/customer/usage', () => {
  test('prepay: the $12 Weekly Plan with 1229 MB of 2 GB left (819 MB used at seeding), the period, the renewal, the forecast and the widgets', async () => {
    const who = await fresh();
    const r = await mobile.usage(who);
    expect(r.status).toBe(200);
    const u = r.body;
    expect([u.kind, u.planName]).toEqual(['prepay', '$12 Weekly Plan']);
    expect(u.entries.find((e) => e.type === 'Data')).toEqual({ type: 'Data', rule: 'allowance', total: 2048, remaining: 1229, carryOver: 0, throttleSpeed: null });
    expect(u.entries.find((e) => e.type === 'Mins')).toMatchObject({ rule: 'allowance', total: 100 });
    expect(u.entries.find((e) => e.type === 'TXTs')).toMatchObject({ rule: 'unlimited', total: 0, remaining: 0 });
    // "current period started 4 days ago", 7 days long; it renews at its end
    expect(Date.parse(u.period!.upto) - Date.parse(u.period!.from)).toBe(7 * 86_400_000);
    expect(Date.parse(u.period!.from)).toBeLessThan(Date.now() - 3 * 86_400_000);
    expect(u.renewsAt).toBe(u.period!.upto);
    expect(u.renews).toBe(true);
    expect(u.forecast).toEqual({ dailyBudgetMb: expect.any(Number), dailyRateMb: expect.any(Number), runsOutOn: null });
    expect(u.forecast!.dailyBudgetMb).toBeGreaterThanOrEqual(Math.round(1229 / 4));
    // The shipped order, Data first (the spec's default "Hotspot, MMS, Data, Voice, SMS" is the setting's to choose; issue 28 item 8), "hotspot false".
    expect(u.widgets).toEqual(['Data', 'Voice', 'SMS', 'MMS']);
    expect(u.hotspotInData).toBe(false);
    // "started 4 days ago", 7 days long: 3 New Zealand days to the renewal's day (2 or 4 around midnight there).
    expect(u.daysLeft).toBeGreaterThanOrEqual(2);
    expect(u.daysLeft).toBeLessThanOrEqual(4);
    expect(u.pendingChange).toBeNull();
  });

  test('the hotspot setting on: the plan\'s tethering uses its data, so no Hotspot widget repeats Data\'s figures; Data says it', async () => {
    const who = await fresh();
    const r = await withFlags({ FLAG_HOTSPOT: 'true' }, () => mobile.usage(who));
    expect(r.body.entries.map((e) => e.type)).toContain('TetheringData');
    expect(r.body.widgets).toEqual(['Data', 'Voice', 'SMS', 'MMS']);
    expect(r.body.hotspotInData).toBe(true);
  });

  test('the setting still decides the order: the spec\'s "Hotspot, MMS, Data, Voice, SMS"', async () => {
    const who = await fresh();
    const r = await withFlags({ FLAG_DASHBOARD_WIDGETS: 'Hotspot,MMS,Data,Voice,SMS' }, () => mobile.usage(who));
    expect(r.body.widgets).toEqual(['MMS', 'Data', 'Voice', 'SMS']);
  });

  test('auto-renew turned off: the plan ends at that date (renews false), read afresh after the switch', async () => {
    const who = await fresh();
    expect((await mobile.usage(who)).body.renews).toBe(true);
    const plan = (await mobile.plans(who)).body.current!;
    expect((await mobile.autoRenew(who, { addonUuid: plan.uuid, autoRenew: false })).status).toBe(200);
    const u = (await mobile.usage(who)).body;
    expect([u.renews, u.renewsAt]).toEqual([false, plan.nextUpdateAt]);
  });

  test('a change asked for the next billing date: pendingChange with the plan and the date, until it is made', async () => {
    const who = await fresh();
    await withFlags({ FLAG_PLAN_CHANGE_MODE_PREPAY: 'BOTH' }, async () => {
      const changed = await mobile.change(who, { availabilityUuid: await availabilityOf(who, '$20 Prepay Plan'), when: 'later', autoRenew: true });
      expect(changed.body.when).toBe('later');
      const u = (await mobile.usage(who)).body;
      expect(u.planName).toBe('$12 Weekly Plan');
      expect(u.pendingChange).toEqual({ planName: '$20 Prepay Plan', at: u.renewsAt });
    });
  });

  test('payg without a plan: no plan name, no period, casual rates, no forecast', async () => {
    const r = await mobile.usage(await fresh('payg'));
    expect(r.status).toBe(200);
    expect([r.body.kind, r.body.planName, r.body.forecast]).toEqual(['payg', null, null]);
    expect(r.body.entries.find((e) => e.type === 'Data')?.rule).toBe('casualRate');
  });

  test('postpay: its plan and the billing cycle as the period', async () => {
    const r = await mobile.usage(await fresh('postpay'));
    expect(r.status).toBe(200);
    expect(r.body.kind).toBe('postpay');
    expect(r.body.planName).toBe('$55 Postpay Essentials Plan');
    expect(Date.parse(r.body.period!.upto)).toBeGreaterThan(Date.now());
  });

  test('"usage 1 h": cached, so usage recorded since is not seen until a purchase forgets it', async () => {
    const who = await fresh();
    const product = await productOf(who);
    clearCache();
    await control(sb.url, 'DELETE', '/requests');
    await mobile.usage(who);
    await recordUsage(sb.url, product, 'Data', 100);
    expect((await mobile.usage(who)).body.entries.find((e) => e.type === 'Data')?.remaining).toBe(1229);
    expect(await upstreamRequests(sb.url, '/usage-balance')).toHaveLength(1);
    // a purchase from the credit (the 500MB Data Pack, $5 of the $12.50) forgets it: 1229 − 100 + 500
    const bought = await mobile.buy(who, { availabilityUuid: await availabilityOf(who, '500MB Data Pack'), paymentMethodType: 'balance', subscribe: false });
    expect(bought.body.status).toBe('succeeded');
    const after = (await mobile.usage(who)).body.entries.find((e) => e.type === 'Data');
    expect([after?.total, after?.remaining]).toEqual([2548, 1629]);
  });

  test('carry-over reads 0 while the carryover setting is off', async () => {
    const who = await fresh();
    const r = await withFlags({ FLAG_CARRYOVER: 'false' }, () => mobile.usage(who));
    expect(r.body.entries.every((e) => e.carryOver === 0)).toBe(true);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the usage balance → %i %s, not cached', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '/usage-balance', 'GET', () => mobile.usage(who));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect((await mobile.usage(who)).status).toBe(200);
  });

  test('signed out → 401', async () => {
    const r = await call<ErrorOut>(usageGet, 'GET', '/api/customer/usage');
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });
});

describe('GET /api/customer/usage/charges', () => {
  test('"From defaults to the product\'s CreatedAtNanos or 0; Upto to now", newest first, every type: the upstream gets From and Upto in nanoseconds (NZ days) and the four filters true', async () => {
    const who = await fresh('postpay');
    const { JWT } = await upstreamSignIn(sb.url, who.email);
    const listed = (await (await fetch(`${sb.url}/v2/69/customer/${who.uuid}/mobile_products`, { headers: { authorization: `Bearer ${JWT}` } })).json()) as { MobileProducts: Array<{ UUID: string; CreatedAtNanos: number }> };
    const current = await productOf(who);
    const created = nzDay(new Date(listed.MobileProducts.find((p) => p.UUID === current)!.CreatedAtNanos / 1e6));
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.charges(who);
    expect(r.status).toBe(200);
    const today = nzDay(new Date());
    expect(created < addDays(today, -29)).toBe(true);
    expect([r.body.from, r.body.upto]).toEqual([created, today]);
    expect(r.body.records.length).toBeGreaterThan(0);
    const times = r.body.records.map((x) => x.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(r.body.totalCents).toBe(r.body.records.reduce((t, x) => t + x.amountCents, 0));
    for (const rec of r.body.records) {
      expect(rec).toEqual({ at: expect.any(String), amountCents: expect.any(Number), type: expect.stringMatching(/^(data|mins|txts|pxts)$/), quantity: expect.any(Number), unit: expect.stringMatching(/^(MB|minutes|SMS|MMS)$/) });
    }
    const [sent] = await upstreamRequests(sb.url, '/cellular/charges/');
    expect(sent?.query).toEqual({
      From: String(nzDayStart(created).getTime() * 1e6),
      Upto: String((nzDayStart(addDays(today, 1)).getTime() - 1) * 1e6),
      data: 'true', mins: 'true', txts: 'true', pxts: 'true',
    });
    expect(sent?.path).toBe(`/api/frontend/v1/customer/${who.uuid}/cellular/charges/${await productOf(who)}`);
  });

  test('types=data asks for data only (the other filters false) and answers data only', async () => {
    const who = await fresh('postpay');
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.charges(who, 'types=data');
    expect(r.status).toBe(200);
    expect(new Set(r.body.records.map((x) => x.type))).toEqual(new Set(['data']));
    const [sent] = await upstreamRequests(sb.url, '/cellular/charges/');
    expect(sent?.query).toMatchObject({ data: 'true', mins: 'false', txts: 'false', pxts: 'false' });
  });

  test('a range before the product existed: an empty list, not an error ("No charges for current period" is the page\'s)', async () => {
    const r = await mobile.charges(await fresh(), 'from=2020-01-01&to=2020-01-31');
    expect([r.status, r.body.records, r.body.totalCents]).toEqual([200, [], 0]);
  });

  test.each([
    ['from=2026-02-31', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-11-01&to=postpay', 'to'],
    ['from=2026-11-10&to=2026-11-01', 'from'],
    ['from=2024-01-01&to=2026-01-01', 'to'],
    ['types=data,fax', 'types'],
  ])('bad input %s → 422 on %s', async (query, field) => {
    const r = await mobile.charges(await fresh(), query);
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
    expect(r.body.error.details).toEqual([{ path: field, message: 'format is invalid' }]);
  });

  test('"error resets the cache": a failure answers 503 charges_unavailable and forgets the cached charges', async () => {
    const who = await fresh('postpay');
    expect((await mobile.charges(who)).status).toBe(200);
    await control(sb.url, 'DELETE', '/requests');
    expect((await mobile.charges(who)).status).toBe(200);
    expect(await upstreamRequests(sb.url, '/cellular/charges/')).toHaveLength(0); // cached
    const failed = await withFault(sb.url, '5xx', '/cellular/charges/', 'GET', () => mobile.charges(who, 'types=mins'));
    expect([failed.status, failed.body.error]).toEqual([503, { code: 'charges_unavailable', message: "We can't get your charges right now", reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect((await mobile.charges(who)).status).toBe(200);
    expect(await upstreamRequests(sb.url, '/cellular/charges/')).toHaveLength(2); // the failed one, then the default range again
  });

  test.each(['network down', 'timeout', 'garbage body'] as const)('upstream %s → 503 charges_unavailable', async (fault) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '/cellular/charges/', 'GET', () => mobile.charges(who));
    expect([r.status, r.body.error.code]).toEqual([503, 'charges_unavailable']);
  });
});

describe('GET /api/customer/usage/histogram', () => {
  test('data: 30 NZ days ending today, oldest first, in GB; the upstream gets the range of those days and a one-day interval', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.histogram(who, 'data');
    expect(r.status).toBe(200);
    expect([r.body.type, r.body.unit, r.body.unavailable]).toEqual(['data', 'GB', false]);
    expect(r.body.days).toHaveLength(30);
    const today = nzDay(new Date());
    expect([r.body.days[0]?.date, r.body.days[29]?.date]).toEqual([addDays(today, -29), today]);
    expect(r.body.days.some((d) => d.value > 0)).toBe(true);
    for (const d of r.body.days) expect(Math.round(d.value * 100) / 100).toBe(d.value);
    const [sent] = await upstreamRequests(sb.url, '/usage/data/histogram');
    expect(sent?.body).toEqual({
      CustomerUUID: who.uuid, ProductInstanceUUID: await productOf(who), ProductType: 'data',
      Range: { FirstNanos: nzDayStart(addDays(today, -29)).getTime() * 1e6, FinalNanos: (nzDayStart(addDays(today, 1)).getTime() - 1) * 1e6 }, IntervalNanos: 86_400_000_000_000,
    });
  });

  test('voice: minutes', async () => {
    const r = await mobile.histogram(await fresh(), 'voice');
    expect([r.status, r.body.unit, r.body.unavailable]).toEqual([200, 'minutes', false]);
    expect(r.body.days.some((d) => d.value > 0)).toBe(true);
  });

  test('"failure gives zeros": 200 with 30 zeros and unavailable, not cached', async () => {
    const who = await fresh();
    const r = await withFault(sb.url, '5xx', '/usage/data/histogram', 'POST', () => mobile.histogram(who, 'data'));
    expect(r.status).toBe(200);
    expect(r.body.unavailable).toBe(true);
    expect(r.body.days.map((d) => d.value)).toEqual(Array(30).fill(0));
    expect((await mobile.histogram(who, 'data')).body.unavailable).toBe(false);
  });

  test('type=sms → 422', async () => {
    const r = await mobile.histogram(await fresh(), 'sms');
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
  });
});

describe('GET and PUT /api/customer/usage-alerts', () => {
  test('none stored: both off; saved as the upstream reads them; read back', async () => {
    const who = await fresh();
    expect((await mobile.alerts(who)).body).toEqual({ at80: false, at100: false });
    await control(sb.url, 'DELETE', '/requests');
    const saved = await mobile.saveAlerts(who, { at80: true, at100: false });
    expect([saved.status, saved.body]).toEqual([200, { at80: true, at100: false }]);
    const sent = (await upstreamRequests(sb.url, '/preferences/usage-alerts')).filter((q) => q.method === 'PUT');
    expect(sent.map((q) => q.body)).toEqual([{ At80: true, At100: false }]);
    expect((await mobile.alerts(who)).body).toEqual({ at80: true, at100: false });
  });

  test('bad input → 422; no Origin → 403, nothing sent', async () => {
    const who = await fresh();
    expect((await mobile.saveAlerts(who, { at80: 'yes', at100: false })).status).toBe(422);
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.saveAlerts(who, { at80: true, at100: true }, { origin: null });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    expect(await upstreamRequests(sb.url, '/preferences/usage-alerts')).toHaveLength(0);
  });
});
