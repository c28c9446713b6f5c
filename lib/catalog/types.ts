/** Our camel-case catalogue shapes; pages never see the upstream's field names. */

/** "Plan themes: pink, blue, green, midnight, red, starlight." */
export const PLAN_THEMES = ['pink', 'blue', 'green', 'midnight', 'red', 'starlight'] as const;
export type PlanTheme = (typeof PLAN_THEMES)[number];

export type PlanKind = 'prepay' | 'postpay' | 'payg';

/**
 * A visible text as a message key (namespace `planRules` in messages/, see phrases.ts) with its
 * values, plus the English text the spec gives, so pages translate and tests read the spec.
 */
export type Phrase = { key: string; values: Readonly<Record<string, string | number>>; text: string };

/** "Unlimited shows unlimited; CasualRate … shows casual rate; a positive allowance shows number with unit … Data can also be Throttled." */
export type UsageKind = 'unlimited' | 'casualRate' | 'allowance' | 'throttled';
export type UsageView = { kind: UsageKind; amount?: number; phrase: Phrase };

/** "'renewable period' if auto-renew allowed, else 'service period'." */
export type PeriodKind = 'renewable' | 'service';
export type PeriodView = { days: number; kind: PeriodKind; label: Phrase; kindLabel: Phrase };

export type OfferView = { periodCount: number; periodInterval: string | number; label: Phrase };

/** The settings the display rules read (remote config "hotspot false", "carryover false"). */
export type DisplaySettings = { hotspot: boolean; carryover: boolean };

export type PlanView = {
  /** The catalogue entry's UUID (ProductCatalogEntryUUID when buying). */
  uuid: string;
  catalogUuid: string;
  /** Availabilities[0].UUID: what a purchase names (ProductAvailabilityUUID). */
  availabilityUuid: string;
  /** Stable and URL-safe, from the name; unique within one list. */
  slug: string;
  kind: PlanKind;
  productType: string;
  isBasePlan: boolean;
  isAddon: boolean;
  isFullyPaid: boolean;
  name: string;
  description: string;
  available: boolean;
  priority: number;
  /** What the customer pays now: the offer price while an offer runs, else the retail price. */
  priceCents: number;
  priceText: string;
  /** Present only when a discount applies. */
  originalPriceCents?: number;
  originalPriceText?: string;
  discountCents?: number;
  discountText?: string;
  discountUuid?: string;
  creditCents?: number;
  allowAutoRenew: boolean;
  period: PeriodView | null;
  offer: OfferView | null;
  data: UsageView | null;
  voice: UsageView | null;
  sms: UsageView | null;
  mms: UsageView | null;
  internationalMinutes: UsageView | null;
  hotspot: boolean;
  speed: Phrase;
  /** Only for plans with throttled (endless) data. */
  throttle: Phrase | null;
  /** Only for unlimited-data plans with a speed cap: "Unlimited shows the maximum speed." */
  maxSpeed: Phrase | null;
  /** null while the carryover display setting is off. */
  rollover: { included: boolean; phrase: Phrase } | null;
  theme: PlanTheme;
};

/** One broadband plan type: "title, dropdown title, lead text and four bullets". */
export type BroadbandPlanType = { type: string; title: Phrase; dropdownTitle: Phrase; lead: Phrase; bullets: Phrase[] };

/** Why a catalogue read failed; `messageKey` is in the `errors` namespace of messages/. */
export type CatalogErrorCode = 'unavailable' | 'bad_response' | 'upstream_error' | 'not_found';
export type CatalogError = {
  code: CatalogErrorCode;
  messageKey: 'networkError' | 'somethingWentWrong' | 'pageNotFound';
  /** The upstream's text by the spec's derivation rule (for logs; pages show messageKey). */
  message: string;
  status?: number;
  retryable: boolean;
};

export type PlansResult = { ok: true; plans: PlanView[] } | { ok: false; error: CatalogError };
export type PlanResult = { ok: true; plan: PlanView } | { ok: false; error: CatalogError };
