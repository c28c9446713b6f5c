import { z } from 'zod';
import { FORMAT_INVALID } from '@/lib/errors/input';

/**
 * The browser's inputs to the plan and add-on routes (docs/mobile-contract.md §3): the route
 * handlers parse with these, and the pages' forms may use the same ones. Bad input → 422 with
 * `details`; an id that is well-formed but not the customer's is refused by the call (404).
 */

/** A catalogue availability, a held add-on or a saved card: the upstream's UUIDs and ids. */
const id = z.string().trim().min(1).max(100).regex(/^[\w-]+$/, FORMAT_INVALID);

/** POST /api/customer/plans/change: "now (no proration, charged now, prior discounts removed) or at next billing date". */
export const PlanChangeInput = z.object({ availabilityUuid: id, when: z.enum(['now', 'later']), autoRenew: z.boolean().default(true) });
export type PlanChangeInput = z.infer<typeof PlanChangeInput>;

/** POST /api/customer/auto-renew: "Auto renew can be turned on or off per plan or addon." */
export const AutoRenewInput = z.object({ addonUuid: id, autoRenew: z.boolean() });
export type AutoRenewInput = z.infer<typeof AutoRenewInput>;

/** POST /api/customer/addons/buy: from the credit ('balance'), by card, or (postpay) on the bill. */
export const AddonBuyInput = z.object({
  availabilityUuid: id,
  paymentMethodType: z.enum(['balance', 'cards', 'bill_routes']),
  paymentMethodId: id.optional(),
  subscribe: z.boolean().default(false),
});
export type AddonBuyInput = z.infer<typeof AddonBuyInput>;

/** POST /api/customer/product-type: "dry run first". */
export const ProductTypeInput = z.object({ to: z.enum(['prepay', 'postpay']), dryRun: z.boolean() });
export type ProductTypeInput = z.infer<typeof ProductTypeInput>;

/** GET /api/customer/addons/buy/{intentId}: a card purchase's payment, as the provider names it. */
export const INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;
