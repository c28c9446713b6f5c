import { clearCache } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests } from '../support/account';
import { control } from '../support/bff';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { availabilityOf, mobile } from '../support/mobile';
import { withFlags } from '../support/money';

/**
 * Plans of the mobile home (docs/mobile-contract.md §3): the current plan and the plans of this
 * kind, plan change in the configured mode (once a month, 'You already have this plan', 'can not
 * find plan', 'Not enough balance'), auto-renew, product type transfer. Against the in-process
 * sandbox; each test has fresh demo customers of its own.
 */

const sb = sandboxPerFile();
const fresh = (state = 'prepay') => freshCustomer(sb.url, state);
const DAY = 86_400_000;
const writes = async (path: string) => (await upstreamRequests(sb.url, path)).filter((r) => r.method !== 'GET');

beforeEach(() => clearCache());

describe('GET /api/customer/plans', () => {
  test('prepay: the $12 Weekly Plan renewing, the prepay plans in the catalogue\'s order, mode NOW, a change allowed now', async () => {
    const who = await fresh();
    const r = await mobile.plans(who);
    expect(r.status).toBe(200);
    const v = r.body;
    expect(v.kind).toBe('prepay');
    expect(v.current).toEqual({
      uuid: expect.any(String), name: '$12 Weekly Plan', isBasePlan: true, autoRenew: true, allowAutoRenew: true, priceCents: 1200,
      nextUpdateAt: expect.any(String), availabilityUuid: expect.any(String),
    });
    expect(Date.parse(v.current!.nextUpdateAt!)).toBeGreaterThan(Date.now());
    expect(v.plans.map((p) => p.name)).toEqual(expect.arrayContaining(['$12 Weekly Plan', '$20 Prepay Plan', '$30 Prepay Value Pack']));
    expect(v.plans.every((p) => p.kind === 'prepay' && p.isBasePlan)).toBe(true);
    expect([v.mode, v.nextChangeAllowedAt, v.pendingChange]).toEqual(['NOW', null, null]);
    expect(v.plans.find((p) => p.name === '$12 Weekly Plan')?.availabilityUuid).toBe(v.current!.availabilityUuid);
  });

  test('postpay: postpay plans; the mode from its own setting', async () => {
    const who = await fresh('postpay');
    const r = await withFlags({ FLAG_PLAN_CHANGE_MODE_POSTPAY: 'BOTH' }, () => mobile.plans(who));
    expect([r.status, r.body.kind, r.body.mode]).toEqual([200, 'postpay', 'BOTH']);
    // The four postpay plans of the seeded catalogue, by priority; no prepay one among them.
    expect(r.body.plans.map((p) => [p.kind, p.name])).toEqual([
      ['postpay', '$35 Postpay Starter'], ['postpay', '$55 Postpay Essentials Plan'], ['postpay', '$75 Postpay Endless'], ['postpay', '$90 Postpay Unlimited'],
    ]);
  });

  test('payg without a plan: no current plan', async () => {
    const r = await mobile.plans(await fresh('payg'));
    expect([r.status, r.body.current]).toEqual([200, null]);
  });

  test('"current plan 10 min": cached; a failure is not', async () => {
    const who = await fresh();
    clearCache();
    await control(sb.url, 'DELETE', '/requests');
    const products = () => upstreamRequests(sb.url, `^/v2/69/customer/${who.uuid}/mobile_products$`);
    await mobile.plans(who);
    expect(await products()).toHaveLength(2); // the current product's (3 min) and the plan's (10 min)
    await mobile.plans(who);
    expect(await products()).toHaveLength(2);
    const failed = await withFault(sb.url, '5xx', '/mobile_products$', 'GET', () => { clearCache(); return mobile.plans(who); });
    expect(failed.status).toBe(502);
    expect((await mobile.plans(who)).status).toBe(200);
  });

  // The catalogue's own reading (issue 8) names a time-out 'unavailable' as a network failure: 503.
  test.each(UPSTREAM_FAULTS.map(([f, s, c, m]) => (f === 'timeout' ? [f, 503, 'upstream_unavailable', m] as const : [f, s, c, m] as const)))('upstream %s on the plan list → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, '/prepay_mobile_plans', 'GET', () => mobile.plans(who));
    // A 5xx names the customer's error reference (docs/operations.md §4).
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });
});

describe('POST /api/customer/plans/change', () => {
  test('its own plan → 409 \'You already have this plan\'', async () => {
    const who = await fresh();
    const r = await mobile.change(who, { availabilityUuid: await availabilityOf(who, '$12 Weekly Plan'), when: 'now', autoRenew: true });
    expect([r.status, r.body.error]).toEqual([409, { code: 'already_have_plan', message: 'You already have this plan' }]);
  });

  test('now: "no proration, charged now"; the upstream gets the change; the plan, usage and credit are read afresh; a second change the same month is refused', async () => {
    const who = await fresh();
    const before = (await mobile.addons(who)).body.creditCents!;
    await mobile.usage(who);
    const old = (await mobile.plans(who)).body.current!;
    const target = await availabilityOf(who, '$3 Unlimited Day Pass');
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.change(who, { availabilityUuid: target, when: 'now', autoRenew: false });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ planName: '$3 Unlimited Day Pass', when: 'now', at: expect.any(String), chargedCents: 300 });
    expect(Math.abs(Date.parse(r.body.at) - Date.now())).toBeLessThan(60_000);
    expect((await writes('/eshop/customer/change-plan')).map((q) => q.body)).toEqual([{
      NewAddonAutoRenew: false, ChangeNow: true, NewAddonAvailabilityUUID: target, OldAddonUUID: old.uuid, CustomerUUID: who.uuid, MobileUUID: (await mobile.usage(who)).body.productUuid,
    }]);
    const after = (await mobile.plans(who)).body;
    expect(after.current?.name).toBe('$3 Unlimited Day Pass');
    expect(Date.parse(after.nextChangeAllowedAt!)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect((await mobile.usage(who)).body.planName).toBe('$3 Unlimited Day Pass');
    expect((await mobile.addons(who)).body.creditCents).toBe(before - 300);
    const again = await mobile.change(who, { availabilityUuid: await availabilityOf(who, '$12 Weekly Plan'), when: 'now', autoRenew: true });
    expect([again.status, again.body.error]).toEqual([409, { code: 'plan_change_limit', message: 'You can change your plan once a month' }]);
  });

  test('"Not enough balance" for a plan dearer than the credit, with what is missing', async () => {
    const who = await fresh();
    const r = await mobile.change(who, { availabilityUuid: await availabilityOf(who, '$50 Prepay Endless Plus'), when: 'now', autoRenew: true });
    expect([r.status, r.body.error.code, r.body.error.message]).toEqual([402, 'not_enough_balance', 'Not enough balance']);
    // $50.00 for the plan against the seeded $12.50 credit: $37.50 missing.
    expect(r.body.error.details).toEqual({ missingCents: 3750 });
  });

  test('later is refused while the mode is NOW (the field\'s 422, nothing sent); with BOTH it waits for the next billing date', async () => {
    const who = await fresh();
    const target = await availabilityOf(who, '$20 Prepay Plan');
    await control(sb.url, 'DELETE', '/requests');
    const refused = await mobile.change(who, { availabilityUuid: target, when: 'later', autoRenew: true });
    expect([refused.status, refused.body.error.details]).toEqual([422, [{ path: 'when', message: 'format is invalid' }]]);
    expect(await writes('/eshop/customer/change-plan')).toHaveLength(0);
    await withFlags({ FLAG_PLAN_CHANGE_MODE_PREPAY: 'BOTH' }, async () => {
      const r = await mobile.change(who, { availabilityUuid: target, when: 'later', autoRenew: true });
      expect([r.status, r.body.when, r.body.chargedCents, r.body.planName]).toEqual([200, 'later', 0, '$20 Prepay Plan']);
      const v = (await mobile.plans(who)).body;
      expect(v.current?.name).toBe('$12 Weekly Plan');
      expect(v.pendingChange).toEqual({ planName: '$20 Prepay Plan', at: v.current!.nextUpdateAt });
      expect(r.body.at).toBe(v.current!.nextUpdateAt);
    });
  });

  test('a plan not of this kind or not in the catalogue: \'can not find plan\'', async () => {
    const who = await fresh();
    const postpayPlan = (await mobile.plans(await fresh('postpay'))).body.plans[0]!.availabilityUuid;
    for (const availabilityUuid of [postpayPlan, '00000000-0000-4000-8000-00000000dead']) {
      const r = await mobile.change(who, { availabilityUuid, when: 'now', autoRenew: true });
      expect([r.body.error.code, r.body.error.message]).toEqual(['plan_not_found', 'can not find plan']);
    }
  });

  test('no base plan (payg) → 409 \'You have no active plans\'', async () => {
    const who = await fresh('payg');
    const r = await mobile.change(who, { availabilityUuid: (await mobile.plans(who)).body.plans[0]!.availabilityUuid, when: 'now', autoRenew: true });
    expect([r.status, r.body.error.code]).toEqual([409, 'no_active_plan']);
  });

  test.each([
    [{ availabilityUuid: 12, when: 'now' }, 'availabilityUuid'],
    [{ availabilityUuid: 'a/b', when: 'now' }, 'availabilityUuid'],
    [{ availabilityUuid: 'abc', when: 'tomorrow' }, 'when'],
    [{ availabilityUuid: 'abc', when: 'now', autoRenew: 'yes' }, 'autoRenew'],
  ])('bad input %j → 422 on %s', async (body, field) => {
    const r = await mobile.change(await fresh(), body);
    expect(r.status).toBe(422);
    expect((r.body.error.details as { path: string }[]).map((d) => d.path)).toEqual([field]);
  });

  test('no Origin → 403 bad_origin', async () => {
    const r = await mobile.change(await fresh(), { availabilityUuid: 'abc', when: 'now' }, { origin: null });
    expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
  });
});

describe('POST /api/customer/auto-renew', () => {
  test('off and on again for the base plan; the upstream gets each; the plan is read afresh', async () => {
    const who = await fresh();
    const plan = (await mobile.plans(who)).body.current!;
    await control(sb.url, 'DELETE', '/requests');
    const off = await mobile.autoRenew(who, { addonUuid: plan.uuid, autoRenew: false });
    expect([off.status, off.body.uuid, off.body.autoRenew]).toEqual([200, plan.uuid, false]);
    expect((await mobile.plans(who)).body.current?.autoRenew).toBe(false);
    const on = await mobile.autoRenew(who, { addonUuid: plan.uuid, autoRenew: true });
    expect(on.body.autoRenew).toBe(true);
    expect((await writes('/update/change-addon-auto-renew')).map((q) => q.body)).toEqual([
      { MobileAddonUUID: plan.uuid, MobileUUID: expect.any(String), CustomerUUID: who.uuid, AutoRenew: false },
      { MobileAddonUUID: plan.uuid, MobileUUID: expect.any(String), CustomerUUID: who.uuid, AutoRenew: true },
    ]);
  });

  test('someone else\'s add-on → 404, nothing sent', async () => {
    const other = (await mobile.plans(await fresh())).body.current!;
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.autoRenew(who, { addonUuid: other.uuid, autoRenew: false });
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    expect(await writes('/update/change-addon-auto-renew')).toHaveLength(0);
  });

  test('an add-on that does not renew → 400 auto_renew_not_allowed', async () => {
    const who = await fresh();
    expect((await mobile.buy(who, { availabilityUuid: await availabilityOf(who, '500MB Data Pack'), paymentMethodType: 'balance', subscribe: false })).status).toBe(200);
    const pack = (await mobile.plans(who)).body.addons.find((a) => a.name === '500MB Data Pack')!;
    expect(pack.allowAutoRenew).toBe(false);
    const r = await mobile.autoRenew(who, { addonUuid: pack.uuid, autoRenew: true });
    expect([r.status, r.body.error]).toEqual([400, { code: 'auto_renew_not_allowed', message: 'Auto renew is not allowed for this add-on' }]);
  });

  test('bad input → 422', async () => {
    expect((await mobile.autoRenew(await fresh(), { addonUuid: '', autoRenew: true })).status).toBe(422);
  });
});

describe('POST /api/customer/product-type', () => {
  const ON = { FLAG_PRODUCT_TYPE_TRANSFER: 'true' };

  test('flag off (as shipped) → 404, nothing sent', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await mobile.productType(who, { to: 'postpay', dryRun: true });
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    expect(await upstreamRequests(sb.url, '/sim/v1/product-type/')).toHaveLength(0);
  });

  test('prepay → postpay: the dry run says it may, then the transfer; the product is postpay afterwards', async () => {
    await withFlags(ON, async () => {
      const who = await fresh();
      await mobile.usage(who);
      await control(sb.url, 'DELETE', '/requests');
      const dry = await mobile.productType(who, { to: 'postpay', dryRun: true });
      expect([dry.status, dry.body]).toEqual([200, { from: 'prepay', to: 'postpay', dryRun: true, unpaidCents: 0, allowed: true }]);
      const done = await mobile.productType(who, { to: 'postpay', dryRun: false });
      expect([done.status, done.body]).toEqual([200, { from: 'prepay', to: 'postpay', dryRun: false, unpaidCents: 0, allowed: true }]);
      expect((await upstreamRequests(sb.url, '/sim/v1/product-type/')).map((q) => [q.path, q.body])).toEqual([
        ['/sim/v1/product-type/true', { CustomerUUID: who.uuid, ProductInstanceUUID: expect.any(String), Type: 'postpay' }],
        ['/sim/v1/product-type/false', { CustomerUUID: who.uuid, ProductInstanceUUID: expect.any(String), Type: 'postpay' }],
      ]);
      expect((await mobile.usage(who)).body.kind).toBe('postpay');
    });
  });

  test('postpay with a balance owing → prepay: the dry run says what is owed; the transfer is refused with unpaid_debt', async () => {
    await withFlags(ON, async () => {
      const who = await fresh('postpay');
      const dry = await mobile.productType(who, { to: 'prepay', dryRun: true });
      expect(dry.body).toEqual({ from: 'postpay', to: 'prepay', dryRun: true, unpaidCents: 4820, allowed: false });
      const r = await mobile.productType(who, { to: 'prepay', dryRun: false });
      expect([r.status, r.body.error]).toEqual([409, { code: 'unpaid_debt', message: 'Unpaid debt must be paid before continuing', details: { unpaidCents: 4820 } }]);
    });
  });

  test('the same type → 409 same_product_type; bad input → 422', async () => {
    await withFlags(ON, async () => {
      const who = await fresh();
      const r = await mobile.productType(who, { to: 'prepay', dryRun: true });
      expect([r.status, r.body.error.code]).toEqual([409, 'same_product_type']);
      expect((await mobile.productType(who, { to: 'payg', dryRun: true })).status).toBe(422);
    });
  });
});
