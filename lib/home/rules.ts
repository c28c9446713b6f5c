import type { PlanGroup } from '@/lib/catalog/public';
import type { PlanView } from '@/lib/catalog/types';

/** How many plans the home page shows. */
export const HOME_PLAN_COUNT = 3;

/**
 * "the best current plans from the catalogue" (issue 18): the plans on sale, a plan with a
 * running discount or offer first, then the catalogue's own order (its priority, as /plans
 * shows them), one kind after another as the groups come (prepay before postpay); at most `count`.
 */
export function bestPlans(groups: readonly PlanGroup[], count = HOME_PLAN_COUNT): PlanView[] {
  const onSale = groups.flatMap((g, groupIndex) => g.plans.filter((p) => p.available).map((plan, i) => ({ plan, groupIndex, i })));
  const special = (p: PlanView) => (p.discountCents !== undefined && p.discountCents > 0) || p.offer !== null;
  return onSale
    .sort((a, b) => Number(special(b.plan)) - Number(special(a.plan)) || a.groupIndex - b.groupIndex || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map((x) => x.plan);
}

/** "Buy an eSIM in a few taps": the shop's SIM purchase with eSIM chosen (the purchase form reads `sim`). */
export function esimPurchaseHref(planSlug?: string): string {
  return planSlug ? `/sim-purchase/${encodeURIComponent(planSlug)}?sim=esim` : '/sim-purchase?sim=esim';
}
