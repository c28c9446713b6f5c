import 'server-only';
import type { Flags } from '@/lib/flags';
import { getPlan, listPlans } from './calls';
import { availablePlanKinds } from './rules';
import type { CatalogError, DisplaySettings, PlanKind, PlanResult, PlanView } from './types';

/**
 * What the public plan pages show, by the flags in force: the kinds `availablePlans` names, on
 * sale, with the hotspot and carryover display settings. Pages and the sitemap share it.
 */
export function displaySettings(flags: Pick<Flags, 'hotspot' | 'carryover'>): DisplaySettings {
  return { hotspot: flags.hotspot, carryover: flags.carryover };
}

export type PlanGroup = { kind: PlanKind; plans: PlanView[] };
export type PlanGroupsResult = { ok: true; groups: PlanGroup[] } | { ok: false; error: CatalogError };

/** One group per available kind, in the rule's order; a kind with no plan on sale is left out. */
export async function shownPlanGroups(flags: Flags, requestId?: string): Promise<PlanGroupsResult> {
  const kinds = availablePlanKinds(flags.availablePlans);
  // Prepay and pay-as-you-go read the same (cached, shared) prepay list.
  const results = await Promise.all(kinds.map((kind) => listPlans(kind, { display: displaySettings(flags), requestId })));
  const groups: PlanGroup[] = [];
  for (const [i, r] of results.entries()) {
    if (!r.ok) return r;
    const kind = kinds[i];
    if (kind && r.plans.length) groups.push({ kind, plans: r.plans });
  }
  return { ok: true, groups };
}

/**
 * A plan's detail by slug (or UUID): a base plan of an available kind, on sale or not (an old
 * link shows it as no longer sold). Add-ons and plans of kinds not on offer are `not_found`.
 */
export async function shownPlan(slug: string, flags: Flags, requestId?: string): Promise<PlanResult> {
  const r = await getPlan(slug, { display: displaySettings(flags), requestId });
  if (!r.ok) return r;
  const offered = availablePlanKinds(flags.availablePlans).includes(r.plan.kind);
  if (r.plan.isAddon || !r.plan.isBasePlan || !offered) {
    return { ok: false, error: { code: 'not_found', messageKey: 'pageNotFound', message: 'can not find plan', status: 404, retryable: false } };
  }
  return r;
}
