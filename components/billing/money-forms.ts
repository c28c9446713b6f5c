import { z } from 'zod';
import { FORMAT_INVALID } from '@/lib/errors/input';

/*
 * The pay pages' form schemas (docs/money-contract.md §3 "Field checks"): the amount is typed in
 * dollars ("10" or "10.00", a leading $ allowed) and checked in cents with the BFF's own rules.
 * INTERIM: the BFF's lib/billing/money-schemas.ts replaces the cents checks below once merged.
 */

const AMOUNT_REQUIRED = 'Please enter an amount';
const TOP_UP_MIN = 'Top-up amount must be above $0.99';
const BILL_MIN = 'Payment amount must be at least $0.50';
const AUTO_AMOUNT = 'Amount must be between $1 and $999';
const AUTO_DAYS = 'Days must be between 1 and 99';
const VOUCHER_DIGITS = 'The voucher code is 13 digits';
const CODE_REQUIRED = 'Code required';

/** Dollars as typed: digits with at most two decimals, an optional $ before them. */
const DOLLARS = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250 cents; null for anything that is not an amount of dollars. */
export function dollarsToCents(text: string): number | null {
  const m = DOLLARS.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A dollar field: blank → `required`, not an amount → 'format is invalid', else its cents checked by `cents`. */
function dollarsField(required: string, cents: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .min(1, required)
    .transform((v, ctx) => {
      const c = dollarsToCents(v);
      if (c === null) {
        ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
        return z.NEVER;
      }
      return c;
    })
    .pipe(cents);
}

/** A whole number typed in a field ("20"), checked by `n`. */
function wholeField(message: string, n: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .pipe(n);
}

const TopUpCents = z.number().int().min(100, TOP_UP_MIN);
const BillCents = z.number().int().min(50, BILL_MIN);

/** Top up: "amount required and above $0.99". */
export const TopUpForm = z.object({ amount: dollarsField(AMOUNT_REQUIRED, TopUpCents) });

/** Pay bill: the full amount, or another amount of at least $0.50 (checked only when chosen). */
export const PayBillForm = z
  .object({ choice: z.enum(['full', 'custom']), amount: z.string() })
  .superRefine((v, ctx) => {
    if (v.choice !== 'custom') return;
    const parsed = dollarsField(AMOUNT_REQUIRED, BillCents).safeParse(v.amount);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]?.message ?? FORMAT_INVALID });
  });

/** Auto top-up: "amount 1-999, days 1-99". */
export const AutoTopUpForm = z.object({
  enabled: z.boolean(),
  amountDollars: wholeField(AUTO_AMOUNT, z.number().int().min(1, AUTO_AMOUNT).max(999, AUTO_AMOUNT)),
  days: wholeField(AUTO_DAYS, z.number().int().min(1, AUTO_DAYS).max(99, AUTO_DAYS)),
});

/** "Voucher code is 13 digits" (spaces typed between groups are dropped). */
export const VoucherForm = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{13}$/, VOUCHER_DIGITS)),
});

/** "Promo code needs Code." */
export const PromoForm = z.object({ code: z.string().trim().min(1, CODE_REQUIRED) });
