import { z } from 'zod';
import { PaymentMethod } from '@/lib/customer/wire';

/**
 * Cards and payment transactions on the wire (docs/account-contract.md §2; account-management.md
 * §3 "Payment method (card)" and §7 "Cards and payments", "Invoices, receipts, charges, cycle").
 */

/** GET /customers/{uuid}/payment_methods: a card, with the provider's payment-method id (`pm_…`). */
export const Card = PaymentMethod.extend({ Token: z.string().nullish() });
export type Card = z.infer<typeof Card>;
export const Cards = z.object({ PaymentMethods: z.array(Card).nullish().transform((a) => a ?? []) });

/** GET /customer/{uuid}/setup-payment-method → the SetupIntent's client secret. */
export const CardSetupResponse = z.object({ SetupIntentClientSecret: z.string().min(1) });

/** PUT /customer/{uuid}/payment-methods/{id}: "default set through Rank 1". */
export type CardRankRequest = { Rank: 1 };

/** One payment transaction; Status as the upstream writes it (REFUNDED, NO FUNDS, DISPUTED, …). */
export const Transaction = z.object({
  UUID: z.string(),
  CreatedAtNanos: z.number(),
  Status: z.string().default(''),
  AmountCents: z.number().int(),
  Currency: z.string().default('NZD'),
  Description: z.string().nullish().transform((s) => s ?? ''),
  CardType: z.string().nullish().transform((s) => s ?? ''),
  CardLast4: z.string().nullish().transform((s) => s ?? ''),
});
export type Transaction = z.infer<typeof Transaction>;

/** GET /v2/customer/{uuid}/charges: "returns Transactions, PageInfo.TotalItemCount". */
export const Charges = z.object({
  Transactions: z.array(Transaction).nullish().transform((a) => a ?? []),
  PageInfo: z.object({
    PageNumber: z.number().int().optional(),
    PageItemCount: z.number().int().optional(),
    TotalPages: z.number().int().optional(),
    TotalItemCount: z.number().int().min(0),
    IndexStart: z.number().int().optional(),
    PageSize: z.number().int().optional(),
  }),
});
export type Charges = z.infer<typeof Charges>;
