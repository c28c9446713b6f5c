import { z } from 'zod';

/** The browser's inputs to the cards and payment-history routes (docs/account-contract.md §3). Bad input → 422. */

/** A body of `{}`: the action is the route itself (anything else in an object is ignored). */
export const NoInput = z.object({});

/** `?page=N`: a whole number from 1, default 1 ("not a whole number → 422"). */
export const PaymentsQuery = z.object({
  page: z.string().trim().regex(/^\d{1,15}$/).transform(Number).pipe(z.number().int().min(1)).optional().transform((p) => p ?? 1),
});
