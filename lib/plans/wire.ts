import { z } from 'zod';
import { Addon, MobileProduct } from '@/lib/customer/wire';

/**
 * Plans, add-ons and product types on the wire (docs/mobile-contract.md §2.4, §2.5, §2.7;
 * account-management.md §7 "Addon and plan purchase"): the upstream's shapes, parsed before
 * anything reads them; the reshape is in calls.ts.
 */

const num = z.number().nullish().transform((n) => n ?? 0);
const text = z.string().nullish().transform((s) => s ?? '');

/** A held add-on as mobile_products carries it, with the catalogue entry it came from. */
export const HeldAddonWire = Addon.extend({ ProductAvailabilityUUID: z.string().nullish(), ProductCatalogUUID: z.string().nullish() });
export type HeldAddonWire = z.infer<typeof HeldAddonWire>;

/** GET /v2/{spid}/customer/{uuid}/mobile_products, with "per product PendingPlanChange and LastPlanChangeAtNanos". */
export const PlanProductWire = MobileProduct.extend({
  Addons: z.array(HeldAddonWire).nullish().transform((a) => a ?? []),
  PendingPlanChange: z.object({ Name: text, AtNanos: num }).nullish(),
  LastPlanChangeAtNanos: num,
});
export type PlanProductWire = z.infer<typeof PlanProductWire>;
export const PlanProductsWire = z.object({ MobileProducts: z.array(PlanProductWire).nullish().transform((a) => a ?? []) });

/**
 * What a refusal's body adds to its text, where the BFF needs it: "Not enough balance" with
 * MissingCents (402), the unpaid debt with UnpaidCents (409). The calls that need it accept that
 * status with the same schema (so the answer and the refusal parse alike) and tell them apart by
 * the HTTP status.
 */
const refusal = { err_message: text, MissingCents: z.number().nullish(), UnpaidCents: z.number().nullish() };

/** prepay_addon, prepay_addon_initial and postpay/addon: `{ Status, ClientSecret?, PaymentIntentID? }`. */
export const PurchaseWire = z.object({ Status: text, ClientSecret: z.string().nullish(), PaymentIntentID: z.string().nullish(), ...refusal });

/** POST /customer/{uuid}/prepay_addon[_initial]/{productId}/{availabilityId} */
export type PrepayPurchaseRequest = {
  Subscribe: boolean;
  PAYG: boolean;
  AuthorizeOnly: boolean;
  isBasePlan?: boolean;
  PaymentMethodType?: string;
  PaymentMethodID?: string;
};

/** POST /postpay/addon */
export type PostpayPurchaseRequest = {
  AddonAvailabilityUUID: string;
  AddonCatalogEntryUUID: string;
  CustomerUUID: string;
  ProductInstanceUUID: string;
  Subscribe: boolean;
  isBasePlan?: boolean;
};

/** POST /update/change-addon-auto-renew → `{ Addon }`. */
export const AutoRenewWire = z.object({ Addon: HeldAddonWire });

/** POST /eshop/customer/change-plan → `{ Addon, ChangedAtNanos, Scheduled }`. */
export const ChangePlanWire = z.object({ Addon: HeldAddonWire.nullish(), ChangedAtNanos: num, Scheduled: z.boolean().nullish().transform((b) => b ?? false), ...refusal });

/** PUT /sim/v1/product-type/{dry} → `{ From, To, UnpaidCents, Allowed }`. */
export const ProductTypeWire = z.object({ From: text, To: text, Allowed: z.boolean().nullish(), ...refusal });
