/**
 * The mobile home as the BFF answers it (docs/mobile-contract.md §3, issue 13): usage left, the
 * forecast, charges, the 30-day histogram, the current plan, the plans and add-ons to change to,
 * usage alerts and product type transfer. Our camel-case only; cents are integers; instants
 * ISO 8601 strings; calendar days 'YYYY-MM-DD' in New Zealand time.
 */
import type { PlanView } from '@/lib/catalog/types';
import type { BillingRouteView } from '@/lib/customer/types';

/** The spec's usage entry types ("Types: Data, Mins (voice), IDDMins, TXTs (SMS), IDDTXTs, PXTs (MMS), TetheringData"). */
export type UsageType = 'Data' | 'Mins' | 'IDDMins' | 'TXTs' | 'IDDTXTs' | 'PXTs' | 'TetheringData';

/** The dashboard widgets ("dashboard widgets Hotspot, MMS, Data, Voice, SMS"). */
export type WidgetName = 'Hotspot' | 'MMS' | 'Data' | 'Voice' | 'SMS';

/** 'allowance': a number left of a total; the others as the plan display rules name them. */
export type UsageRuleKind = 'allowance' | 'unlimited' | 'casualRate' | 'throttled';

/** One usage entry of the current product, reshaped. Data amounts in MB, voice in minutes, messages in counts. */
export type UsageEntry = {
  type: UsageType;
  rule: UsageRuleKind;
  /** MB, minutes or messages; 0 for unlimited and casual rate. */
  total: number;
  remaining: number;
  /** Carried over from the previous period (included in `remaining`); shown only when the carryover display setting is on. */
  carryOver: number;
  /** Throttled: the speed after the allowance ('1.2Mbps'), else null. */
  throttleSpeed: string | null;
};

/** "a forecast on the data widget (daily budget = remaining ÷ days left; 'at this rate it lasts until …')". */
export type Forecast = {
  /** MB a day to last until the renewal; null when the period has ended or nothing is left. */
  dailyBudgetMb: number | null;
  /** MB a day used so far this period. */
  dailyRateMb: number;
  /** At that rate, when the data runs out ('YYYY-MM-DD'); null when it lasts to the renewal. */
  runsOutOn: string | null;
};

/** GET /api/customer/usage: what is left of the current product's allowances this period. */
export type UsageSummary = {
  productUuid: string;
  /** 'prepay' | 'postpay' | 'payg', or null for a product of no known kind. */
  kind: 'prepay' | 'postpay' | 'payg' | null;
  /** The current period of the base plan (postpay: the billing cycle), or null with no plan. */
  period: { from: string; upto: string } | null;
  /** When the plan next renews or ends ("renewal date"), or null. */
  renewsAt: string | null;
  /** False when the plan ends at `renewsAt` (its auto-renew is off): 'Ends 27 Nov 2026', not 'Renews …'. */
  renews: boolean;
  /** The base plan's name, or null ("You have no active plans"). */
  planName: string | null;
  entries: UsageEntry[];
  /** For the Data entry with an allowance, else null. */
  forecast: Forecast | null;
  /** The widgets to show, in the configured order (dashboardWidgets; Hotspot only with tethering and the hotspot setting, and only with an allowance of its own). */
  widgets: WidgetName[];
  /** The hotspot uses the data allowance: the Data widget says so ("Hotspot: uses your data") and no Hotspot widget repeats its figures. */
  hotspotInData: boolean;
  /** Whole New Zealand days left before `renewsAt` (today counted), or null without one. */
  daysLeft: number | null;
  /** A plan change asked for the next billing date and not made yet ("Changes to {plan} on {date}"). */
  pendingChange: { planName: string; at: string } | null;
};

/** The spec's charge filters: "data, mins, txts, pxts (booleans default true)". */
export type ChargeType = 'data' | 'mins' | 'txts' | 'pxts';

/** One cellular usage charge record, reshaped. */
export type ChargeRecord = {
  /** ISO 8601 instant. */
  at: string;
  amountCents: number;
  type: ChargeType;
  /** MB, minutes or messages, by `type`. */
  quantity: number;
  /** 'MB' | 'minutes' | 'SMS' | 'MMS' ("unit (MB, minutes, SMS, MMS)"). */
  unit: 'MB' | 'minutes' | 'SMS' | 'MMS';
};

/** GET /api/customer/usage/charges: newest first, within [from, upto]. */
export type ChargeList = { from: string; upto: string; records: ChargeRecord[]; totalCents: number };

/** One group of charges ("grouped by day, month and year with totals and units"). */
export type ChargeGroup = {
  /** 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
  key: string;
  totalCents: number;
  /** Quantity per unit in the group, e.g. { MB: 512, minutes: 14 }. */
  totals: Partial<Record<ChargeRecord['unit'], number>>;
  records: ChargeRecord[];
};

export type HistogramType = 'data' | 'voice';

/** GET /api/customer/usage/histogram?type=: the last 30 days, oldest first. */
export type Histogram = {
  type: HistogramType;
  /** "data in GB with two decimals, voice divided by 60". */
  unit: 'GB' | 'minutes';
  days: { date: string; value: number }[];
  /** "a failure shows zeros": true when the upstream could not be read (the values are zeros). */
  unavailable: boolean;
};

/** An add-on or plan the product holds. */
export type HeldAddon = {
  uuid: string;
  name: string;
  isBasePlan: boolean;
  autoRenew: boolean;
  allowAutoRenew: boolean;
  priceCents: number;
  /** When it next renews (auto-renew on) or ends; null when it does not. */
  nextUpdateAt: string | null;
  /** The catalogue entry it came from, when still in the catalogue. */
  availabilityUuid: string | null;
};

export type PlanChangeMode = 'NOW' | 'LATER' | 'BOTH';

/** GET /api/customer/plans: the current plan and the plans of this product's kind. */
export type PlansView = {
  productUuid: string;
  kind: 'prepay' | 'postpay' | 'payg' | null;
  current: HeldAddon | null;
  /** The other add-ons held (not the base plan). */
  addons: HeldAddon[];
  /** A change asked for the next billing date, not yet made. */
  pendingChange: { planName: string; at: string } | null;
  /** Plans of this product's kind, in the catalogue's order (the plan display rules in lib/catalog). */
  plans: PlanView[];
  mode: PlanChangeMode;
  /** "once per month": when the next change is allowed, or null when it is now. */
  nextChangeAllowedAt: string | null;
};

/** POST /api/customer/plans/change answer. */
export type PlanChanged = { planName: string; when: 'now' | 'later'; at: string; chargedCents: number };

/** GET /api/customer/addons: what can be bought for the current product. */
export type AddonsView = {
  productUuid: string;
  kind: 'prepay' | 'postpay' | 'payg' | null;
  /** False: "You have no active plans" / "Please buy a base plan before you can buy an addon". */
  hasBasePlan: boolean;
  addons: PlanView[];
  /** The add-on images flag ("add-on images true"). */
  images: boolean;
  /** Prepay credit that can pay for an add-on (cents), or null for postpay. */
  creditCents: number | null;
  /** Prepay: the route a bill to the account would charge ('Bill to {payer}', `payingRoute`); null when none (and for postpay). */
  billTo: BillingRouteView | null;
};

/** POST /api/customer/addons/buy answer. */
export type AddonPurchase = {
  /** 'succeeded': done; 'pending_payment': confirm the card payment with clientSecret. */
  status: 'succeeded' | 'pending_payment';
  clientSecret: string | null;
  intentId: string | null;
  addonName: string;
};

/** GET/PUT /api/customer/usage-alerts: "usage alerts at 80% and 100% of an allowance, chosen under notifications". */
export type UsageAlerts = { at80: boolean; at100: boolean };

/** POST /api/customer/product-type answer (dry run or done). */
export type ProductTypeTransfer = {
  from: 'prepay' | 'postpay';
  to: 'prepay' | 'postpay';
  dryRun: boolean;
  /** "Unpaid debt must be paid before … transferring": what is owed, in cents. */
  unpaidCents: number;
  /** A dry run: whether it can go ahead. */
  allowed: boolean;
};
