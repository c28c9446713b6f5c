import {
  CENTS_PER_DOLLAR, COMPANION_LOWER_PRICE_FROM, COMPANION_PRICE_3_OR_MORE_CENTS, COMPANION_PRICE_UNDER_3_CENTS, DATA_DECIMALS, DESKTOP_PLAN_CAROUSEL,
  GB_THRESHOLD_MB, MB_PER_GB, PRICE_DECIMALS, THROTTLE_DEFAULT_BPS,
} from '@/lib/flags/constants';
import { phrase } from './phrases';
import { PLAN_THEMES, type OfferView, type PeriodKind, type PeriodView, type Phrase, type PlanKind, type PlanTheme, type UsageView } from './types';
import { flagOf, numberOf, speedBps, speedLabel, textOf } from './values';
import type { CharacteristicValue } from './wire';

/**
 * The "Plan display rules" of account-management.md, one pure function per bullet. Each takes
 * raw characteristic values (string, number or boolean, as the catalogue sends them).
 */
type Value = CharacteristicValue | undefined;

/** "Price: cents divided by 100, 2 decimals, default 0.00." */
export function formatPrice(cents: number | null | undefined): string {
  const n = typeof cents === 'number' && Number.isFinite(cents) ? cents : 0;
  return (n / CENTS_PER_DOLLAR).toFixed(PRICE_DECIMALS);
}

/**
 * "Data allowance in GB when it reaches the GB threshold (value not shown), no decimals if
 * whole else 2; below that in MB." The threshold is ours: GB_THRESHOLD_MB (1024 MB).
 */
export function formatDataAllowance(mb: number): string {
  const [value, unit] = mb >= GB_THRESHOLD_MB ? [mb / MB_PER_GB, 'GB'] : [mb, 'MB'];
  return `${Number.isInteger(value) ? value : value.toFixed(DATA_DECIMALS)}${unit}`;
}

/** "Period label: '1 day' or 'N days'" (TimePeriodInterval is in days). */
export function periodLabel(days: number): Phrase {
  return days === 1 ? phrase('period.oneDay') : phrase('period.days', { days });
}

/** "'renewable period' if auto-renew allowed, else 'service period'." */
export function periodKind(allowAutoRenew: Value): PeriodKind {
  return flagOf(allowAutoRenew) ? 'renewable' : 'service';
}

/** Both halves of the period bullet; none when the plan has no TimePeriodInterval (casual rates). */
export function planPeriod(timePeriodInterval: Value, allowAutoRenew: Value): PeriodView | null {
  const days = numberOf(timePeriodInterval);
  if (days === undefined || days <= 0 || !Number.isInteger(days)) return null;
  const kind = periodKind(allowAutoRenew);
  return { days, kind, label: periodLabel(days), kindLabel: phrase(kind === 'renewable' ? 'period.renewable' : 'period.service') };
}

/** "Hotspot included when tethering is 1 or true; the string true counts only if the hotspot display setting is on." */
export function hotspotIncluded(tethering: Value, hotspotSetting: boolean): boolean {
  if (tethering === 1 || tethering === true) return true;
  return tethering === 'true' && hotspotSetting;
}

export type UsageType = 'data' | 'voice' | 'sms' | 'mms' | 'internationalMinutes';

/**
 * "Usage rules: Unlimited shows unlimited; CasualRate with allowance below 1 or absent shows
 * casual rate; a positive allowance shows number with unit (minutes for voice, counts for
 * messages). Data can also be Throttled." null: the plan has nothing of this type.
 */
export function usageView(type: UsageType, rule: Value, allowance: Value): UsageView | null {
  const r = textOf(rule)?.toLowerCase();
  const amount = numberOf(allowance);
  if (r === 'unlimited') return { kind: 'unlimited', phrase: phrase('usage.unlimited') };
  if (type === 'data' && r === 'throttled') {
    return amount !== undefined && amount > 0
      ? { kind: 'throttled', amount, phrase: allowancePhrase(type, amount) }
      : { kind: 'throttled', phrase: phrase('usage.endless') };
  }
  if (r === 'casualrate' && (amount === undefined || amount < 1)) return { kind: 'casualRate', phrase: phrase('usage.casualRate') };
  if (amount !== undefined && amount > 0) return { kind: 'allowance', amount, phrase: allowancePhrase(type, amount) };
  return null;
}

function allowancePhrase(type: UsageType, amount: number): Phrase {
  switch (type) {
    case 'data': return phrase('usage.data', { amount: formatDataAllowance(amount) });
    case 'voice': return amount === 1 ? phrase('usage.voiceOne') : phrase('usage.voice', { amount });
    case 'internationalMinutes': return amount === 1 ? phrase('usage.internationalMinutesOne') : phrase('usage.internationalMinutes', { amount });
    case 'sms': return phrase('usage.sms', { amount });
    case 'mms': return phrase('usage.mms', { amount });
  }
}

/**
 * "Speed text: no limits gives 'In-bundle data at your plan's speed'; equal limits 'Speeds
 * capped at X down + up'; otherwise 'Speeds capped at X down / Y up', bps appended."
 * With only one limit set, only that direction is named (ours: the spec has no Y to show).
 */
export function speedText(speedLimitDL: Value, speedLimitUL: Value): Phrase {
  const down = speedBps(speedLimitDL);
  const up = speedBps(speedLimitUL);
  if (down === undefined && up === undefined) return phrase('speed.planSpeed');
  if (down !== undefined && up !== undefined) {
    return down === up
      ? phrase('speed.cappedEqual', { speed: speedLabel(down) })
      : phrase('speed.cappedSplit', { down: speedLabel(down), up: speedLabel(up) });
  }
  return down !== undefined ? phrase('speed.cappedDown', { down: speedLabel(down) }) : phrase('speed.cappedUp', { up: speedLabel(up ?? 0) });
}

/**
 * "Throttled data adds 'Additional Endless Data capped at 1.2Mbps' or '... 2Mbps'." The
 * Throttle characteristic names the speed ('1.2M', '2M'); a bare flag (true, 1, 'true') or a
 * Throttled data rule without a speed means the standard 1.2Mbps. null: not throttled.
 */
export function throttleText(throttle: Value, dataRule: Value): Phrase | null {
  const flagged = throttle === true || throttle === 1 || textOf(throttle)?.toLowerCase() === 'true';
  const bps = flagged ? undefined : speedBps(throttle);
  if (bps === undefined && !flagged && textOf(dataRule)?.toLowerCase() !== 'throttled') return null;
  return phrase('throttle.endless', { speed: speedLabel(bps ?? THROTTLE_DEFAULT_BPS) });
}

/** "Unlimited shows the maximum speed": the higher cap of an unlimited-data plan; null without caps. */
export function maximumSpeed(dataRule: Value, speedLimitDL: Value, speedLimitUL: Value): Phrase | null {
  if (textOf(dataRule)?.toLowerCase() !== 'unlimited') return null;
  const caps = [speedBps(speedLimitDL), speedBps(speedLimitUL)].filter((n): n is number => n !== undefined);
  return caps.length ? phrase('speed.maximum', { speed: speedLabel(Math.max(...caps)) }) : null;
}

/** "Rollover shown only when the carryover display setting is on, as included or not included." */
export function rolloverView(dataRolloverAllowed: Value, carryoverSetting: boolean): { included: boolean; phrase: Phrase } | null {
  if (!carryoverSetting) return null;
  const included = flagOf(dataRolloverAllowed);
  return { included, phrase: phrase(included ? 'rollover.included' : 'rollover.notIncluded') };
}

const OFFER_UNITS = ['day', 'week', 'month'] as const;

/**
 * "Relevant characteristics: … OfferPeriodCount, OfferPeriodInterval … Output: …
 * offerPeriodCount, offerPeriodInterval". The interval is a unit ('day', 'week', 'month') or a
 * number of days (ours: the spec does not give its form). null without a positive count.
 */
export function offerView(count: Value, interval: Value): OfferView | null {
  const n = numberOf(count);
  if (n === undefined || n <= 0 || !Number.isInteger(n)) return null;
  const days = numberOf(interval);
  if (days !== undefined && days > 0) {
    const total = n * days;
    return { periodCount: n, periodInterval: days, label: total === 1 ? phrase('offer.day.one') : phrase('offer.day.other', { count: total }) };
  }
  const word = textOf(interval)?.toLowerCase().replace(/ly$|s$/, '');
  if (!word) return null;
  const unit = OFFER_UNITS.find((u) => u === word);
  const label = unit ? phrase(`offer.${unit}.${n === 1 ? 'one' : 'other'}`, { count: n }) : phrase('offer.periods', { count: n, interval: word });
  return { periodCount: n, periodInterval: unit ?? word, label };
}

/** "Output: … three formatted amounts": the price paid now, the original price and the discount. */
export function planAmounts(retailCents: number, price?: { PriceCents: number; OriginalPriceCents: number; DiscountCents: number }) {
  if (!price || price.DiscountCents <= 0) return { priceCents: retailCents, priceText: formatPrice(retailCents) };
  return {
    priceCents: price.PriceCents,
    priceText: formatPrice(price.PriceCents),
    originalPriceCents: price.OriginalPriceCents,
    originalPriceText: formatPrice(price.OriginalPriceCents),
    discountCents: price.DiscountCents,
    discountText: formatPrice(price.DiscountCents),
  };
}

/** "Plan themes: pink, blue, green, midnight, red, starlight." A plan without a known Theme takes them in turn. */
export function planTheme(theme: Value, index: number): PlanTheme {
  const named = PLAN_THEMES.find((t) => t === textOf(theme)?.toLowerCase());
  return named ?? PLAN_THEMES[Math.abs(Math.trunc(index)) % PLAN_THEMES.length] ?? PLAN_THEMES[0];
}

/** "Desktop carousel 2 plans": the plans in pages of two, the last page possibly shorter. */
export function carouselPages<T>(items: readonly T[], perPage: number = DESKTOP_PLAN_CAROUSEL): T[][] {
  const size = Math.max(1, Math.trunc(perPage));
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

const PLAN_KIND_ORDER: readonly PlanKind[] = ['prepay', 'payg', 'postpay'];

/**
 * "Configured defaults: available plans prepay" / "Build-time settings: prepay plans and
 * broadband plans available": the comma list names the plan lists on sale. Ours: a name is a
 * kind ('prepay', 'postpay', 'payg'); 'prepay' brings pay-as-you-go with it, because the prepay
 * list is where pay-as-you-go plans live and the spec counts payg as prepay ("Active prepay when
 * BillingReference starts with prepay or payg"). Case, spaces and repeats do not matter, unknown
 * names are dropped; the order is always prepay, pay as you go, postpay.
 */
export function availablePlanKinds(setting: string): PlanKind[] {
  const names = new Set(setting.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));
  if (names.has('prepay')) names.add('payg');
  return PLAN_KIND_ORDER.filter((k) => names.has(k));
}

export type MultiSimType = { type: 'family' | 'solo' | 'companion' | 'simple'; minSims: number; grouped: boolean; masterBilling: boolean };

/**
 * "Multi-SIM types: family (minimum 2 SIMs, grouped, master billing), solo (minimum 1),
 * companion (minimum 2, grouped), simple (minimum 1)."
 */
export const MULTI_SIM_TYPES: readonly MultiSimType[] = [
  { type: 'family', minSims: 2, grouped: true, masterBilling: true },
  { type: 'solo', minSims: 1, grouped: false, masterBilling: false },
  { type: 'companion', minSims: 2, grouped: true, masterBilling: false },
  { type: 'simple', minSims: 1, grouped: false, masterBilling: false },
];

/** "Companion group | max 6; $45 per person per month under 3 people, $35 for 3 or more". */
export function companionPriceCents(people: number): number {
  return people < COMPANION_LOWER_PRICE_FROM ? COMPANION_PRICE_UNDER_3_CENTS : COMPANION_PRICE_3_OR_MORE_CENTS;
}

export { broadbandPlanTypes } from './broadband';
export { planSlug, assignSlugs } from './slug';
