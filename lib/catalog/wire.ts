import { z } from 'zod';

/**
 * The catalogue's wire shapes (docs/upstream-contract.md "Catalogue"), in the upstream's
 * Pascal case. "Catalogue entry (plan or addon)" of portal-shop-onboarding.md §3.
 */
export const PRODUCT_TYPES = ['prepaymobileAddon', 'postpaymobile', 'postpaymobileAddon'] as const;

/** A characteristic keeps its JSON type: Tethering 1, true and 'true' are different rules. */
export const CharacteristicValue = z.union([z.string(), z.number(), z.boolean()]).nullable();
export type CharacteristicValue = z.infer<typeof CharacteristicValue>;
export type CharacteristicMap = Readonly<Record<string, CharacteristicValue>>;

const Characteristic = z.object({ Name: z.string(), Value: CharacteristicValue.optional() });

/**
 * The contract sends a list of { Name, Value }; a map { Name: Value } is accepted too, because
 * the provider's own clients read both. Either way the app sees one map.
 */
export const Characteristics = z
  .union([z.array(Characteristic), z.record(z.string(), CharacteristicValue)])
  .nullish()
  .transform((c): CharacteristicMap => {
    if (!c) return {};
    if (!Array.isArray(c)) return c;
    return Object.fromEntries(c.map((x) => [x.Name, x.Value ?? null]));
  });

export const Availability = z.object({
  UUID: z.string(),
  Available: z.boolean().default(true),
  Priority: z.number().int().default(0),
  RetailCents: z.number().int(),
  RetailName: z.string().default(''),
  RetailDescription: z.string().default(''),
  ProductCatalogEntryUUID: z.string().optional(),
});
export type Availability = z.infer<typeof Availability>;

/** "price info (original price, discount, DiscountUUID, credit, per-period offers)". */
export const PriceInfo = z.object({
  ProductCatalogEntryUUID: z.string().optional(),
  ProductAvailabilityUUID: z.string().optional(),
  PriceCents: z.number().int(),
  OriginalPriceCents: z.number().int(),
  DiscountCents: z.number().int().default(0),
  DiscountUUID: z.string().optional(),
  CreditCents: z.number().int().default(0),
  PeriodOffers: z.array(z.object({ Period: z.number().int(), PriceCents: z.number().int() })).default([]),
});
export type PriceInfo = z.infer<typeof PriceInfo>;

export const CatalogEntry = z.object({
  UUID: z.string(),
  ProductType: z.string(),
  Name: z.string(),
  Description: z.string().default(''),
  /** Analytics only ("postpay cost used as is; prepay divided by 100"); never a display price. */
  cost: z.number().optional(),
  is_payg: z.boolean().default(false),
  is_fully_paid: z.boolean().default(false),
  RecurringRetailPrice: z.number().int().default(0),
  Characteristics,
  DataRolloverAllowed: z.boolean().optional(),
  Availabilities: z.array(Availability).nullish().transform((a) => a ?? []),
  CreatedAtNanos: z.number().default(0),
  UpdatedAtNanos: z.number().default(0),
  /** The plan lists carry their price inline; the catalogue call sends Prices beside Entries. */
  PriceInfo: PriceInfo.optional(),
});
export type CatalogEntry = z.infer<typeof CatalogEntry>;

const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((a) => a ?? []);

/** POST /catalog/v2/entries */
export const CatalogEntries = z.object({ Entries: list(CatalogEntry), Prices: list(PriceInfo) });
export type CatalogEntries = z.infer<typeof CatalogEntries>;

/** GET /v1/{spid}/postpay_mobile_plans */
export const PostpayMobilePlans = z.object({ PostpayMobilePlans: list(CatalogEntry) });

/** GET /v3/{spid}/prepay_mobile_plans — the same body also arrives with a 404 (spec: "accepted"). */
export const PrepayMobilePlans = z.object({ PrepayAddons: list(CatalogEntry) });

/** The request body of POST /catalog/v2/entries. */
export const CatalogEntriesRequest = z.object({
  ProductTypeList: z.array(z.string()),
  SearchOptions: z.object({ PageSize: z.number().int().positive() }),
  CustomerInfo: z.object({ ID: z.string() }),
  ProductInfo: z.object({ ProductType: z.string(), ProductInstanceUUID: z.string() }),
});
export type CatalogEntriesRequest = z.infer<typeof CatalogEntriesRequest>;

/**
 * Characteristic names of the contract. Allowances are recurring per period: data in MB, voice
 * and international voice in minutes, messages as counts. Usage rules are 'Unlimited',
 * 'CasualRate' or (data only) 'Throttled'.
 */
export const CHARACTERISTIC = {
  isBasePlan: 'IsBasePlan',
  isAddon: 'IsAddon',
  allowAutoRenew: 'AllowAutoRenew',
  offerPeriodCount: 'OfferPeriodCount',
  offerPeriodInterval: 'OfferPeriodInterval',
  tethering: 'Tethering',
  timePeriodInterval: 'TimePeriodInterval',
  throttle: 'Throttle',
  speedLimitDL: 'SpeedLimitDL',
  speedLimitUL: 'SpeedLimitUL',
  ocsSpeedLimitDL: 'ocs.SpeedLimitDL',
  ocsSpeedLimitUL: 'ocs.SpeedLimitUL',
  dataRolloverAllowed: 'ocs.DataRolloverAllowed',
  theme: 'Theme',
  allowance: { data: 'RecurringAllowance.Data', voice: 'RecurringAllowance.Voice', sms: 'RecurringAllowance.SMS', mms: 'RecurringAllowance.MMS', internationalMinutes: 'RecurringAllowance.IDDVoice' },
  usageRule: { data: 'UsageRule.Data', voice: 'UsageRule.Voice', sms: 'UsageRule.SMS', mms: 'UsageRule.MMS', internationalMinutes: 'UsageRule.IDDVoice' },
} as const;

/** A 404 of the prepay list counts only when it carries the list. */
export const PrepayMobilePlansIn404 = z.object({ PrepayAddons: z.array(CatalogEntry) });
