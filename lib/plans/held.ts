import 'server-only';
import { cached, cacheKey, invalidateTag } from '@/lib/cache';
import { forgetMoney, kindOf, moneyScope, moneyScopeKey, productOf, type MoneyScope } from '@/lib/billing/money-scope';
import type { MobileProductView } from '@/lib/customer/types';
import { ApiError } from '@/lib/errors';
import type { ScreenGate } from '@/lib/profile/screens';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { HeldAddon } from '@/lib/usage/types';
import { hasLiveBasePlan, isLive, type ProductKind } from './rules';
import { PlanProductsWire, type HeldAddonWire, type PlanProductWire } from './wire';

/**
 * What the session's current product holds (docs/mobile-contract.md §2.5, §3): its plan and
 * add-ons with the catalogue entries they came from, the change waiting for the next billing
 * date and the last change, read from mobile_products and cached ten minutes ("current plan and
 * next-update 10 min"). Shared by the usage and plan routes, with the caches they forget.
 */

/** The cache tags of a customer's usage (usage, charges, histogram) and plans (held plan, add-on lists). */
export const usageTag = (uuid: string) => `usage:${uuid}`;
export const plansTag = (uuid: string) => `plans:${uuid}`;

/**
 * After an add-on purchase, a plan change, an auto-renew switch or a product type transfer:
 * the customer's usage, plans and money (issue 12's balances, and the products, which carry the
 * credit) are read afresh.
 */
export function forgetHoldings(uuid: string): void {
  invalidateTag(usageTag(uuid));
  invalidateTag(plansTag(uuid));
  forgetMoney(uuid);
}

export type Holding = {
  scope: MoneyScope;
  product: MobileProductView;
  kind: ProductKind | null;
  held: PlanProductWire;
  now: number;
};

const nanosToMs = (n: number | null | undefined) => (n && n > 0 ? Math.floor(n / 1e6) : null);
export const isoOfNanos = (n: number | null | undefined) => {
  const ms = nanosToMs(n);
  return ms === null ? null : new Date(ms).toISOString();
};

/** The current product's holding, gated by its page's row of the profile map (`screen`) or `gate`; none: 404. */
export async function holding(rc: RequestContext, screen: string, gate?: ScreenGate): Promise<Holding> {
  const scope = await moneyScope(rc, screen, gate);
  const product = productOf(scope);
  const key = cacheKey('currentPlan', moneyScopeKey(rc, scope.uuid), 'held');
  const res = await cached('currentPlan', key, () =>
    customerCall(rc, 'accounts', { path: '/v2/{spid}/customer/{uuid}/mobile_products', params: { uuid: scope.uuid }, schema: PlanProductsWire, action: 'getMobileProducts' }),
  { tags: [plansTag(scope.uuid)], keep: (r) => r.ok });
  if (!res.ok) throw toApiError(res.error);
  const held = res.data.MobileProducts.find((p) => p.UUID === product.uuid);
  if (!held) throw new ApiError('not_found');
  return { scope, product, kind: kindOf(product), held, now: rc.now?.() ?? Date.now() };
}

/** A held plan or add-on, reshaped. */
export function toHeldAddon(a: HeldAddonWire): HeldAddon {
  return {
    uuid: a.UUID,
    name: a.Name,
    isBasePlan: a.IsBasePlan,
    autoRenew: a.AutoRenew ?? false,
    allowAutoRenew: a.AllowAutoRenew,
    priceCents: a.PriceCents ?? 0,
    nextUpdateAt: isoOfNanos(a.ExpiresAtNanos),
    availabilityUuid: a.ProductAvailabilityUUID ?? null,
  };
}

const liveAddons = (h: Holding) => h.held.Addons.filter((a) => isLive({ expiresAt: nanosToMs(a.ExpiresAtNanos) }, h.now));

/** The live base plan (the first), or null ("You have no active plans"). */
export function basePlanOf(h: Holding): HeldAddonWire | null {
  return liveAddons(h).find((a) => a.IsBasePlan) ?? null;
}

/** The live add-ons that are not the base plan. */
export function otherAddonsOf(h: Holding): HeldAddonWire[] {
  return liveAddons(h).filter((a) => !a.IsBasePlan);
}

export function hasBasePlan(h: Holding): boolean {
  return hasLiveBasePlan(h.held.Addons.map((a) => ({ isBasePlan: a.IsBasePlan, expiresAt: nanosToMs(a.ExpiresAtNanos) })), h.now);
}
