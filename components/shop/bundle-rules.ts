import { MULTI_SIM_TYPES } from '@/lib/catalog/rules';
import { COMPANION_GROUP_MAX, MULTI_PLAN_SIMS_MAX } from '@/lib/flags/constants';
import type { BundleType } from '@/lib/eshop/types';

/** "Multi-SIM types: family (minimum 2 SIMs …), solo (minimum 1), companion (minimum 2 …), simple (minimum 1)". */
export function bundleMin(type: BundleType): number {
  return MULTI_SIM_TYPES.find((m) => m.type === type)?.minSims ?? 1;
}

/**
 * "Multi-plan SIMs | max 5"; "Companion group | max 6": a bundle is one multi-plan SIM order,
 * so five for every type (the BFF's bundle_size rule too); a companion group's sixth person
 * would need a second order.
 */
export function bundleMax(type: BundleType): number {
  return Math.min(type === 'companion' ? COMPANION_GROUP_MAX : MULTI_PLAN_SIMS_MAX, MULTI_PLAN_SIMS_MAX);
}

export type BundleProblemCode = 'plan_not_specified' | 'plan_not_available' | 'type_not_available';
export type BundleProblem = { sim: number; code: BundleProblemCode | string; message?: string };

/** The check the page can make before asking: "each SIM needs a plan ('SIM n plan is not specified')". */
export function missingPlans(sims: readonly { plan: string }[]): BundleProblem[] {
  return sims.flatMap((s, i) => (s.plan ? [] : [{ sim: i + 1, code: 'plan_not_specified' }]));
}

/** The BFF's 422 `details` ([{ sim, code, message }]) as problems; anything else is dropped. */
export function problemsFromDetails(details: unknown): BundleProblem[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    const o = d as { sim?: unknown; code?: unknown; message?: unknown } | null;
    return o && typeof o.sim === 'number' && typeof o.code === 'string' ? [{ sim: o.sim, code: o.code, message: typeof o.message === 'string' ? o.message : undefined }] : [];
  });
}
