import 'server-only';
import { notFound } from 'next/navigation';
import { listAddons } from '@/lib/catalog/calls';
import { displaySettings, shownPlan, shownPlanGroups, type PlanGroup } from '@/lib/catalog/public';
import type { PlanView } from '@/lib/catalog/types';
import type { Flags } from '@/lib/flags';
import { CatalogueUnavailable } from './catalogue-unavailable';

/*
 * The data of the plan pages (/plans and /sims-multi-plans): a catalogue that cannot be read
 * throws CatalogueUnavailable; an unknown plan is not-found.
 */

export async function loadPlanGroups(flags: Flags): Promise<PlanGroup[]> {
  const r = await shownPlanGroups(flags);
  if (!r.ok) throw new CatalogueUnavailable('plans', r.error);
  return r.groups;
}

/** The plan and the add-ons that fit it: prepay ones for prepay and pay-as-you-go plans, postpay ones for postpay. */
export async function loadPlan(slug: string, flags: Flags): Promise<{ plan: PlanView; addons: PlanView[] }> {
  const r = await shownPlan(slug, flags);
  if (!r.ok) {
    if (r.error.code === 'not_found') notFound();
    throw new CatalogueUnavailable('plans', r.error);
  }
  const addons = await listAddons({ kind: r.plan.kind === 'postpay' ? 'postpay' : 'prepay', display: displaySettings(flags) });
  if (!addons.ok) throw new CatalogueUnavailable('add-ons', addons.error);
  return { plan: r.plan, addons: addons.plans };
}

/** For metadata: the plan when it can be read, else nothing (the page itself then decides). */
export async function peekPlan(slug: string, flags: Flags): Promise<PlanView | undefined> {
  const r = await shownPlan(slug, flags);
  return r.ok ? r.plan : undefined;
}
