import { hotspotIncluded, maximumSpeed, offerView, planAmounts, planPeriod, planTheme, rolloverView, speedText, throttleText, usageView, type UsageType } from './rules';
import { assignSlugs } from './slug';
import type { DisplaySettings, PlanKind, PlanView } from './types';
import { flagOf } from './values';
import { CHARACTERISTIC as C, type CatalogEntry, type PriceInfo } from './wire';

/**
 * Catalogue entries → PlanView, pure. The display settings are applied here, per call, so a
 * cached upstream answer serves every setting.
 */
export function planKind(e: Pick<CatalogEntry, 'is_payg' | 'ProductType'>): PlanKind {
  if (e.is_payg) return 'payg';
  return e.ProductType.toLowerCase().startsWith('postpay') ? 'postpay' : 'prepay';
}

const USAGE_TYPES: readonly UsageType[] = ['data', 'voice', 'sms', 'mms', 'internationalMinutes'];

/** null for an entry without an availability: nothing could be bought. */
export function toPlanView(e: CatalogEntry, slug: string, index: number, settings: DisplaySettings, price?: PriceInfo): PlanView | null {
  const a = e.Availabilities[0];
  if (!a) return null;
  const ch = e.Characteristics;
  const isBasePlan = C.isBasePlan in ch ? flagOf(ch[C.isBasePlan]) : e.ProductType === 'postpaymobile';
  const down = ch[C.speedLimitDL] ?? ch[C.ocsSpeedLimitDL];
  const up = ch[C.speedLimitUL] ?? ch[C.ocsSpeedLimitUL];
  const dataRule = ch[C.usageRule.data];
  const usage = Object.fromEntries(USAGE_TYPES.map((t) => [t, usageView(t, ch[C.usageRule[t]], ch[C.allowance[t]])])) as Record<UsageType, PlanView['data']>;
  const discounted = price && price.DiscountCents > 0 ? price : undefined;
  return {
    uuid: e.UUID,
    catalogUuid: a.ProductCatalogEntryUUID ?? e.UUID,
    availabilityUuid: a.UUID,
    slug,
    kind: planKind(e),
    productType: e.ProductType,
    isBasePlan,
    isAddon: C.isAddon in ch ? flagOf(ch[C.isAddon]) : !isBasePlan,
    isFullyPaid: e.is_fully_paid,
    name: a.RetailName || e.Name,
    description: a.RetailDescription || e.Description,
    available: a.Available,
    priority: a.Priority,
    ...planAmounts(a.RetailCents, discounted),
    ...(discounted?.DiscountUUID ? { discountUuid: discounted.DiscountUUID } : {}),
    ...(price && price.CreditCents > 0 ? { creditCents: price.CreditCents } : {}),
    allowAutoRenew: flagOf(ch[C.allowAutoRenew]),
    period: planPeriod(ch[C.timePeriodInterval], ch[C.allowAutoRenew]),
    offer: discounted ? offerView(ch[C.offerPeriodCount], ch[C.offerPeriodInterval]) : null,
    data: usage.data,
    voice: usage.voice,
    sms: usage.sms,
    mms: usage.mms,
    internationalMinutes: usage.internationalMinutes,
    hotspot: hotspotIncluded(ch[C.tethering], settings.hotspot),
    speed: speedText(down, up),
    throttle: throttleText(ch[C.throttle], dataRule),
    maxSpeed: maximumSpeed(dataRule, down, up),
    rollover: rolloverView(e.DataRolloverAllowed ?? ch[C.dataRolloverAllowed], settings.carryover),
    theme: planTheme(ch[C.theme], index),
  };
}

/**
 * A whole upstream list: slugs are assigned over the list as the upstream sent it (so they do
 * not change with a filter), prices come inline (plan lists) or from the Prices list
 * (catalogue call), and the order is the availability's Priority, then the upstream's.
 */
export function toPlanViews(entries: readonly CatalogEntry[], settings: DisplaySettings, prices: readonly PriceInfo[] = []): PlanView[] {
  const slugs = assignSlugs(entries.map((e) => ({ uuid: e.UUID, name: e.Availabilities[0]?.RetailName || e.Name })));
  const byEntry = new Map(prices.filter((p) => p.ProductCatalogEntryUUID).map((p) => [p.ProductCatalogEntryUUID, p]));
  const views = entries.map((e, i) => toPlanView(e, slugs.get(e.UUID) ?? e.UUID, i, settings, e.PriceInfo ?? byEntry.get(e.UUID)));
  return views
    .map((v, i) => ({ v, i }))
    .filter((x): x is { v: PlanView; i: number } => x.v !== null)
    .sort((x, y) => x.v.priority - y.v.priority || x.i - y.i)
    .map((x) => x.v);
}
