import { z } from 'zod';

/** What the upstream's guest calls answer (account-management.md §7 "Guest"; docs/front-door-contract.md §2.1). */

/** POST /guest/validate → ResponseToken, Valid (plus the holder's name and what is owed). Every field may be missing: the rule decides. */
export const GuestValidateWire = z
  .object({
    Valid: z.boolean().optional(),
    ResponseToken: z.string().optional(),
    Name: z.string().optional(),
    AmountDueCents: z.number().int().nullable().optional(),
  })
  .nullable();
export type GuestValidateWire = z.infer<typeof GuestValidateWire>;

/** POST /guest/topup and /guest/payment → ClientSecret, OrderID. */
export const GuestPaymentWire = z.object({ ClientSecret: z.string().min(1), OrderID: z.string().min(1) });

/** POST /guest/redeem → Attributes.CreditCents. */
export const GuestRedeemWire = z.object({ Attributes: z.object({ CreditCents: z.number().int() }) });

/** GET /guest/purchases → Status. */
export const GuestPurchaseWire = z.object({
  Status: z.string(),
  /** (ext) The provider's own order reference for the guest (never the payment processor's id); absent when it does not give one. */
  Reference: z.string().max(64).nullish().transform((r) => r || null),
});
