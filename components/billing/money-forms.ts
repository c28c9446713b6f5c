import { z } from 'zod';
import { AutoTopUpInput, BillAmountForm, TopUpAmountForm } from '@/lib/billing/money-schemas';

/*
 * The pay pages' forms over the BFF's own schemas (lib/billing/money-schemas.ts, docs/money-contract.md
 * §3 "Field checks"), so a field shows the spec's text whichever side refuses it.
 */

export { dollarsToCents } from '@/lib/billing/money-schemas';
export { VoucherInput as VoucherForm, PromoInput as PromoForm } from '@/lib/billing/money-schemas';

/** Top up: the amount in dollars → `{ amountCents }` ("required and above $0.99"). */
export const TopUpForm = TopUpAmountForm;

/** Pay bill: the full amount, or another amount of at least $0.50 (checked only when chosen). */
export const PayBillForm = z
  .object({ choice: z.enum(['full', 'custom']), amount: z.string() })
  .superRefine((v, ctx) => {
    if (v.choice !== 'custom') return;
    const parsed = BillAmountForm.safeParse({ amount: v.amount });
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]?.message ?? '' });
  });

/** A whole number as typed ('20'), or undefined when blank; the route's schema says what is wrong with it. */
const typedWhole = z.string().transform((s) => (s.trim() === '' ? undefined : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN));

/** Auto top-up as typed (the switch, two text fields) → PUT /api/customer/auto-top-up's `{ enabled, amountDollars, days }`. */
export const AutoTopUpForm = z
  .object({ enabled: z.boolean(), amountDollars: typedWhole, days: typedWhole })
  .transform((v, ctx) => {
    const checked = AutoTopUpInput.safeParse(v);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
