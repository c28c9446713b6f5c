/**
 * The demo catalogue of a New Zealand mobile provider: prepay, pay-as-you-go and postpay plans
 * and add-ons, prices in cents. Names that the demo customers' add-ons carry ('$30 Prepay Value
 * Pack', '2GB Data Boost', …) are the same entries: their UUIDs come from the same names.
 * Characteristic values keep their JSON type on purpose (Tethering 1, true and 'true').
 */
export type SeedProductType = 'prepaymobileAddon' | 'postpaymobile' | 'postpaymobileAddon';
export type SeedValue = string | number | boolean;

export interface SeedEntry {
  name: string;
  productType: SeedProductType;
  description: string;
  retailCents: number;
  /** Lower shows first. */
  priority: number;
  payg?: boolean;
  available?: boolean;
  /** A discount while OfferPeriodCount periods run, and bonus credit. */
  offer?: { discountCents: number; creditCents?: number };
  characteristics: Record<string, SeedValue>;
}

const base = { IsBasePlan: true, IsAddon: false };
const addon = { IsBasePlan: false, IsAddon: true };
const A = 'RecurringAllowance.';
const R = 'UsageRule.';

const prepay = (e: Omit<SeedEntry, 'productType'>): SeedEntry => ({ productType: 'prepaymobileAddon', ...e, characteristics: { ...base, ...e.characteristics } });
const postpay = (e: Omit<SeedEntry, 'productType'>): SeedEntry => ({ productType: 'postpaymobile', ...e, characteristics: { ...base, AllowAutoRenew: true, TimePeriodInterval: 30, ...e.characteristics } });
const prepayAddon = (e: Omit<SeedEntry, 'productType'>): SeedEntry => ({ productType: 'prepaymobileAddon', ...e, characteristics: { ...addon, ...e.characteristics } });
const postpayAddon = (e: Omit<SeedEntry, 'productType'>): SeedEntry => ({ productType: 'postpaymobileAddon', ...e, characteristics: { ...addon, ...e.characteristics } });

export const CATALOG_SEED: readonly SeedEntry[] = [
  prepay({ name: '$3 Unlimited Day Pass', description: 'Unlimited data for 24 hours at up to 10Mbps. Calls and texts at casual rates.', retailCents: 300, priority: 10,
    characteristics: { AllowAutoRenew: false, TimePeriodInterval: 1, [`${R}Data`]: 'Unlimited', SpeedLimitDL: '10M', SpeedLimitUL: '10M', [`${R}Voice`]: 'CasualRate', [`${R}SMS`]: 'CasualRate', [`${A}SMS`]: 0, Tethering: false, 'ocs.DataRolloverAllowed': false, Theme: 'red' } }),
  prepay({ name: '$12 Weekly Plan', description: 'A week of data, minutes and unlimited texts.', retailCents: 1200, priority: 20,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 7, [`${A}Data`]: 2048, [`${A}Voice`]: 100, [`${R}SMS`]: 'Unlimited', Tethering: 1, 'ocs.DataRolloverAllowed': false, Theme: 'blue' } }),
  prepay({ name: '$20 Prepay Plan', description: 'Everyday data with rollover. $5 off your first two periods.', retailCents: 2000, priority: 30, offer: { discountCents: 500 },
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 3072, [`${A}Voice`]: 200, [`${R}SMS`]: 'Unlimited', Tethering: true, 'ocs.DataRolloverAllowed': true, OfferPeriodCount: 2, OfferPeriodInterval: 28, Theme: 'green' } }),
  prepay({ name: '$30 Prepay Value Pack', description: 'Our most popular prepay pack: 8GB with rollover, 500 minutes and 5000 texts.', retailCents: 3000, priority: 40,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 8192, [`${A}Voice`]: 500, [`${A}SMS`]: 5000, [`${A}MMS`]: 100, Tethering: 'true', 'ocs.DataRolloverAllowed': true, Theme: 'pink' } }),
  prepay({ name: '$40 Prepay Endless', description: '20GB at full speed, then Endless Data at 1.2Mbps.', retailCents: 4000, priority: 50,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 20480, [`${R}Data`]: 'Throttled', Throttle: '1.2M', SpeedLimitDL: '100M', SpeedLimitUL: '20M', [`${R}Voice`]: 'Unlimited', [`${R}SMS`]: 'Unlimited', Tethering: 1, 'ocs.DataRolloverAllowed': true, Theme: 'midnight' } }),
  prepay({ name: '$50 Prepay Endless Plus', description: '40GB at full speed, then Endless Data at 2Mbps, plus 100 international minutes.', retailCents: 5000, priority: 60,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 40960, [`${R}Data`]: 'Throttled', Throttle: '2M', [`${R}Voice`]: 'Unlimited', [`${R}SMS`]: 'Unlimited', [`${A}IDDVoice`]: 100, Tethering: true, 'ocs.DataRolloverAllowed': true, Theme: 'starlight' } }),
  prepay({ name: '$19 Combo Classic', description: 'No longer on sale; existing customers keep it.', retailCents: 1900, priority: 90, available: false,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 30, [`${A}Data`]: 1536, [`${A}Voice`]: 150, [`${A}SMS`]: 500, Tethering: false, 'ocs.DataRolloverAllowed': false } }),
  prepay({ name: 'Pay As You Go Casual Rates', description: 'No plan: pay casual rates from your credit as you use it.', retailCents: 0, priority: 70, payg: true,
    characteristics: { AllowAutoRenew: false, [`${R}Data`]: 'CasualRate', [`${R}Voice`]: 'CasualRate', [`${R}SMS`]: 'CasualRate', Tethering: false, Theme: 'blue' } }),
  prepay({ name: 'Pay As You Go Saver', description: '500MB and 100 texts a month; calls at casual rates.', retailCents: 500, priority: 80, payg: true,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 30, [`${A}Data`]: 500, [`${R}Voice`]: 'CasualRate', [`${A}Voice`]: 0, [`${A}SMS`]: 100, Tethering: 'true', Theme: 'green' } }),

  postpay({ name: '$35 Postpay Starter', description: '5GB with unlimited calls and texts in New Zealand.', retailCents: 3500, priority: 10,
    characteristics: { [`${A}Data`]: 5120, [`${R}Voice`]: 'Unlimited', [`${R}SMS`]: 'Unlimited', Tethering: 1, 'ocs.DataRolloverAllowed': false, Theme: 'green' } }),
  postpay({ name: '$55 Postpay Essentials Plan', description: '15GB with rollover. $10 off for your first 3 months.', retailCents: 5500, priority: 20, offer: { discountCents: 1000 },
    characteristics: { [`${A}Data`]: 15360, [`${A}Voice`]: 2000, [`${A}SMS`]: 10000, [`${A}MMS`]: 500, Tethering: true, 'ocs.DataRolloverAllowed': true, OfferPeriodCount: 3, OfferPeriodInterval: 'month', Theme: 'blue' } }),
  postpay({ name: '$75 Postpay Endless', description: '60GB at up to 300Mbps, then Endless Data at 2Mbps, with 200 international minutes.', retailCents: 7500, priority: 30,
    characteristics: { [`${A}Data`]: 61440, [`${R}Data`]: 'Throttled', Throttle: '2M', SpeedLimitDL: '300M', SpeedLimitUL: '300M', [`${R}Voice`]: 'Unlimited', [`${R}SMS`]: 'Unlimited', [`${A}IDDVoice`]: 200, Tethering: 'true', 'ocs.DataRolloverAllowed': true, Theme: 'midnight' } }),
  postpay({ name: '$90 Postpay Unlimited', description: 'Unlimited data at up to 50Mbps. First month $20 off, plus $10 credit.', retailCents: 9000, priority: 40, offer: { discountCents: 2000, creditCents: 1000 },
    characteristics: { [`${R}Data`]: 'Unlimited', SpeedLimitDL: '50M', SpeedLimitUL: '20M', [`${R}Voice`]: 'Unlimited', [`${R}SMS`]: 'Unlimited', [`${R}MMS`]: 'Unlimited', Tethering: true, 'ocs.DataRolloverAllowed': false, OfferPeriodCount: 1, OfferPeriodInterval: 'month', Theme: 'starlight' } }),

  prepayAddon({ name: '2GB Data Boost', description: 'An extra 2GB for 7 days.', retailCents: 1000, priority: 10,
    characteristics: { AllowAutoRenew: false, TimePeriodInterval: 7, [`${A}Data`]: 2048, Tethering: true } }),
  prepayAddon({ name: '500MB Data Pack', description: 'A little extra data for 7 days.', retailCents: 500, priority: 20,
    characteristics: { AllowAutoRenew: false, TimePeriodInterval: 7, [`${A}Data`]: 500, Tethering: true } }),
  prepayAddon({ name: '10GB Data Pack', description: '10GB that renews with your plan.', retailCents: 2500, priority: 30,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}Data`]: 10240, Tethering: true, 'ocs.DataRolloverAllowed': true } }),
  prepayAddon({ name: 'International Calling Pack', description: '200 minutes to 20+ countries including Australia, India and China.', retailCents: 1000, priority: 40,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${A}IDDVoice`]: 200 } }),
  postpayAddon({ name: '100 International Minutes', description: '100 minutes to popular destinations, every month.', retailCents: 1500, priority: 10,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 30, [`${A}IDDVoice`]: 100 } }),
  postpayAddon({ name: '10GB Data Add-on', description: 'An extra 10GB this month.', retailCents: 2000, priority: 20,
    characteristics: { AllowAutoRenew: false, TimePeriodInterval: 30, [`${A}Data`]: 10240, Tethering: 1 } }),
];

/**
 * Password-gated plans (docs/eshop-contract.md §5): in the catalogue, so a cart can price them,
 * but in no public list; `unlock_plans` with the password shows them. Passwords are case-sensitive.
 */
export const GATED_SEED: readonly (SeedEntry & { password: string })[] = [
  { ...prepay({ name: 'Staff Unlimited', description: 'Staff only: unlimited data, calls and texts for 28 days.', retailCents: 3000, priority: 5,
    characteristics: { AllowAutoRenew: true, TimePeriodInterval: 28, [`${R}Data`]: 'Unlimited', [`${R}Voice`]: 'Unlimited', [`${R}SMS`]: 'Unlimited', Tethering: true, 'ocs.DataRolloverAllowed': false, Theme: 'starlight' } }),
    password: 'STAFF2026' },
];

/** When the catalogue was "published" and last changed: fixed, so answers are stable. */
export const CATALOG_CREATED_MS = Date.UTC(2025, 0, 15);
export const CATALOG_UPDATED_MS = Date.UTC(2025, 5, 1);
