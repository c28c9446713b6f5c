import type { PlanGroup } from '@/lib/catalog/public';
import type { PlanView } from '@/lib/catalog/types';
import { bestPlans, esimPurchaseHref, HOME_PLAN_COUNT } from '@/lib/home/rules';

/*
 * Issue 18, item 3: "the best current plans from the catalogue (server rendered), buy an eSIM in
 * a few taps". The catalogue's order is its priority (lib/catalog/reshape sorts by it).
 */

const plan = (slug: string, extra: Partial<PlanView> = {}): PlanView => ({ slug, name: slug, available: true, offer: null, ...extra }) as PlanView;
const group = (kind: PlanGroup['kind'], plans: PlanView[]): PlanGroup => ({ kind, plans });

describe('bestPlans: "the best current plans from the catalogue"', () => {
  test('plans on sale only, in the catalogue order, at most three', () => {
    const groups = [group('prepay', [plan('a'), plan('b', { available: false }), plan('c'), plan('d'), plan('e')])];
    expect(bestPlans(groups).map((p) => p.slug)).toEqual(['a', 'c', 'd']);
    expect(HOME_PLAN_COUNT).toBe(3);
  });

  test('a plan with a running discount or offer comes first', () => {
    const offer = { periodCount: 3, periodInterval: 'month', label: { key: 'x' } } as unknown as PlanView['offer'];
    const groups = [group('prepay', [plan('a'), plan('b'), plan('c', { discountCents: 500 })]), group('postpay', [plan('p', { offer })])];
    expect(bestPlans(groups).map((p) => p.slug)).toEqual(['c', 'p', 'a']);
  });

  test('kinds keep the groups order (prepay before postpay) when nothing is on offer', () => {
    const groups = [group('prepay', [plan('a')]), group('postpay', [plan('p'), plan('q'), plan('r')])];
    expect(bestPlans(groups, 2).map((p) => p.slug)).toEqual(['a', 'p']);
  });

  test('an empty catalogue, or nothing on sale, shows no plan', () => {
    expect(bestPlans([])).toEqual([]);
    expect(bestPlans([group('prepay', [plan('a', { available: false })])])).toEqual([]);
  });
});

describe('esimPurchaseHref: "buy an eSIM in a few taps (into the shop)"', () => {
  test('the SIM purchase with eSIM chosen, for one plan or to choose one', () => {
    expect(esimPurchaseHref('12-weekly-plan')).toBe('/sim-purchase/12-weekly-plan?sim=esim');
    expect(esimPurchaseHref()).toBe('/sim-purchase?sim=esim');
  });
});
