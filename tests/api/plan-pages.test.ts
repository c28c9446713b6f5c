import { shownPlan, shownPlanGroups } from '@/lib/catalog/public';
import { planSitemapEntries } from '@/lib/catalog/sitemap';
import { resolveFlags, type Flags } from '@/lib/flags';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

const flags = (over: Partial<Flags> = {}): Flags => ({ ...resolveFlags({}, {}), ...over });

describe('shownPlanGroups — the kinds availablePlans names, on sale', () => {
  test('shipped: prepay and pay as you go, in their own groups', async () => {
    const r = await shownPlanGroups(flags());
    if (!r.ok) throw new Error(r.error.message);
    expect(r.groups.map((g) => [g.kind, g.plans.length])).toEqual([['prepay', 6], ['payg', 2]]);
    // carryover is off as shipped: no plan shows rollover either way.
    expect(r.groups.flatMap((g) => g.plans.map((p) => p.rollover))).toEqual(Array(8).fill(null));
  });

  test('postpay too when the setting names it; the display settings apply', async () => {
    const r = await shownPlanGroups(flags({ availablePlans: 'prepay,postpay', carryover: true }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.groups.map((g) => g.kind)).toEqual(['prepay', 'payg', 'postpay']);
    // carryover on: each prepay plan says whether rollover is included, as its DataRolloverAllowed says.
    const prepay = r.groups[0]?.plans ?? [];
    expect(prepay.map((p) => [p.name, p.rollover?.included])).toEqual([
      ['$3 Unlimited Day Pass', false], ['$12 Weekly Plan', false], ['$20 Prepay Plan', true],
      ['$30 Prepay Value Pack', true], ['$40 Prepay Endless', true], ['$50 Prepay Endless Plus', true],
    ]);
    expect(prepay[2]?.rollover).toEqual({ included: true, phrase: { key: 'rollover.included', values: {}, text: 'Data rollover included' } });
    expect(prepay[0]?.rollover).toEqual({ included: false, phrase: { key: 'rollover.notIncluded', values: {}, text: 'Data rollover not included' } });
  });

  test('a failed list fails the whole page', async () => {
    await control(url, 'POST', '/faults', { path: 'prepay_mobile_plans', kind: 'status', status: 500, times: 1 });
    expect(await shownPlanGroups(flags())).toMatchObject({ ok: false, error: { messageKey: 'somethingWentWrong' } });
  });
});

describe('shownPlan — one plan of an available kind, base plans only', () => {
  test('found by slug; one no longer sold still shows', async () => {
    expect(await shownPlan('40-prepay-endless', flags())).toMatchObject({ ok: true, plan: { name: '$40 Prepay Endless' } });
    expect(await shownPlan('19-combo-classic', flags())).toMatchObject({ ok: true, plan: { available: false } });
  });

  test('add-ons, unknown slugs and kinds not on offer are not found', async () => {
    for (const slug of ['2gb-data-boost', 'no-such-plan', '35-postpay-starter']) {
      expect([slug, await shownPlan(slug, flags())]).toMatchObject([slug, { ok: false, error: { code: 'not_found' } }]);
    }
    expect((await shownPlan('35-postpay-starter', flags({ availablePlans: 'postpay' }))).ok).toBe(true);
  });
});

describe('planSitemapEntries — "sitemap.xml with every plan"', () => {
  test('shipped flags: /plans, every shown plan detail, /ufb and /ufb-package; the closed gates are left out', async () => {
    const paths = (await planSitemapEntries()).map((e) => e.path);
    expect(paths).toContain('/plans');
    expect(paths).toContain('/plans/40-prepay-endless');
    expect(paths).toContain('/plans/pay-as-you-go-saver');
    expect(paths.filter((p) => p.startsWith('/plans/'))).toHaveLength(8);
    expect(paths).toEqual(expect.arrayContaining(['/ufb', '/ufb-package']));
    expect(paths.some((p) => p.startsWith('/sims-multi-plans') || p === '/broadband')).toBe(false);
  });

  test('a catalogue failure keeps the list pages and leaves out the details', async () => {
    await control(url, 'POST', '/faults', { path: 'prepay_mobile_plans', kind: 'status', status: 500, times: 1 });
    expect((await planSitemapEntries()).map((e) => e.path)).toEqual(['/plans', '/ufb', '/ufb-package']);
  });

  test('open gates add their pages', async () => {
    process.env.FLAG_MULTI_PLAN_SIMS = 'true';
    process.env.FLAG_UFB_MODULE = 'true';
    try {
      const paths = (await planSitemapEntries()).map((e) => e.path);
      expect(paths).toEqual(expect.arrayContaining(['/sims-multi-plans', '/sims-multi-plans/40-prepay-endless', '/broadband']));
    } finally {
      delete process.env.FLAG_MULTI_PLAN_SIMS;
      delete process.env.FLAG_UFB_MODULE;
    }
  });
});
