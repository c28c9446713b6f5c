import { z } from 'zod';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { AUTO_TOP_UP_AMOUNT, AUTO_TOP_UP_DAYS, MIN_BILL_PAYMENT_CENTS, MIN_TOP_UP_CENTS, MONEY_TEXT } from './money-rules';
import { PaymentsQuery } from './schemas';

/**
 * The browser's inputs to the money routes (docs/money-contract.md §3 "Field checks"): the route
 * handlers parse with these, and the pages' forms use the same ones (components/ui/form.tsx), so
 * a field shows the spec's text whichever side refuses it. Bad input → 422 with `details`.
 */

/** The largest amount of one payment (cents): far above any bill, below what a number loses. */
const MAX_PAYMENT_CENTS = 100_000_000;

/** Whole cents: missing → 'Please enter an amount'; not a whole number → 'format is invalid'. */
const amountCents = (min: number, tooLow: string) =>
  z.number({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? MONEY_TEXT.enterAmount : FORMAT_INVALID) })
    .int({ error: FORMAT_INVALID, abort: true })
    .min(min, tooLow)
    .max(MAX_PAYMENT_CENTS, FORMAT_INVALID);

/** How the payment step pays (components/payments/payment-step.tsx): the upstream refuses anything but cards with changePaymentType. */
export const PAYMENT_METHOD_TYPES = ['cards', 'bill_routes', 'voucher'] as const;
const paymentMethodType = z.enum(PAYMENT_METHOD_TYPES);
/** A saved card's id (`pm_…` or the upstream's UUID); absent: the default card. */
const paymentMethodId = z.string().trim().min(1).max(100).regex(/^[\w-]+$/, FORMAT_INVALID).optional();

/**
 * The broadband service a money route acts for (issue 30, the broadband balance area: its pay bill
 * and top-up); absent: the current mobile product. Checked as the customer's own by the route.
 */
const service = z.string().trim().min(1).max(100).regex(/^[\w-]+$/, FORMAT_INVALID).optional();

/** `?service=` of GET /api/customer/balance and the payment status reads. */
export const MoneyOnQuery = z.object({ service });
export type MoneyOnQuery = z.infer<typeof MoneyOnQuery>;

/** POST /api/customer/top-up: "Top-up amount is required; above $0.99 NZD." */
export const TopUpInput = z.object({
  amountCents: amountCents(MIN_TOP_UP_CENTS, MONEY_TEXT.topUpTooLow),
  paymentMethodType,
  paymentMethodId,
  service,
});
export type TopUpInput = z.infer<typeof TopUpInput>;

/** POST /api/customer/pay-bill: "$0.50 for invoice payment, any shortfall added as credit." */
export const PayBillInput = z.object({
  amountCents: amountCents(MIN_BILL_PAYMENT_CENTS, MONEY_TEXT.billTooLow),
  paymentMethodType,
  paymentMethodId,
  service,
});
export type PayBillInput = z.infer<typeof PayBillInput>;

const wholeIn = (r: { min: number; max: number }, message: string) =>
  z.number({ error: () => message }).int(message).min(r.min, message).max(r.max, message);

/**
 * PUT /api/customer/auto-top-up: "Auto top-up days 1-99, amount 1-999." Both are checked while it
 * is turned on; turning it off needs neither (what the customer last kept is sent again).
 */
export const AutoTopUpInput = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(true), amountDollars: wholeIn(AUTO_TOP_UP_AMOUNT, MONEY_TEXT.autoAmount), days: wholeIn(AUTO_TOP_UP_DAYS, MONEY_TEXT.autoDays) }),
  z.object({ enabled: z.literal(false), amountDollars: z.unknown().optional(), days: z.unknown().optional() }),
], { error: () => FORMAT_INVALID });
export type AutoTopUpInput = z.infer<typeof AutoTopUpInput>;

/** `?page=N` of the invoices and receipts lists: a whole number from 1, default 1. */
export const MoneyPageQuery = PaymentsQuery;

/** POST /api/customer/billing-cycle: "Bill cycle: SEVEN_DAYS, TWENTY_EIGHT_DAYS, MONTHLY." */
export const BillingCycleInput = z.object({ cycle: z.enum(['SEVEN_DAYS', 'TWENTY_EIGHT_DAYS', 'MONTHLY']) });

/** "Voucher code is 13 digits" (spaces the customer typed between groups are dropped). */
export const VoucherInput = z.object({
  code: z.string({ error: () => MONEY_TEXT.voucherCode }).transform((s) => s.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{13}$/, MONEY_TEXT.voucherCode)),
});

/** "Promo code needs Code." */
export const PromoInput = z.object({
  code: z.string({ error: () => MONEY_TEXT.codeRequired }).trim().min(1, { error: MONEY_TEXT.codeRequired, abort: true }).max(40, FORMAT_INVALID).regex(/^[\w-]+$/, FORMAT_INVALID),
});

/**
 * A dollar amount as typed ('10', '10.5', '$10.00') in cents, or null when it is not one: the
 * pages' amount fields are in dollars and send `amountCents`.
 */
export function dollarsToCents(typed: string): number | null {
  const m = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** A form's dollar field checked with the route's own rule: `{ amount: '10.00' }` → `{ amountCents: 1000 }`. */
const dollarForm = (min: number, tooLow: string) =>
  z.object({
    amount: z.string().trim().min(1, { error: MONEY_TEXT.enterAmount, abort: true }).refine((s) => dollarsToCents(s) !== null, { error: FORMAT_INVALID, abort: true }).refine((s) => (dollarsToCents(s) ?? 0) >= min, tooLow),
  }).transform(({ amount }) => ({ amountCents: dollarsToCents(amount) ?? 0 }));

/** The top-up page's amount field (dollars) with TopUpInput's messages. */
export const TopUpAmountForm = dollarForm(MIN_TOP_UP_CENTS, MONEY_TEXT.topUpTooLow);
/** The pay-bill page's "Another amount" field (dollars) with PayBillInput's messages. */
export const BillAmountForm = dollarForm(MIN_BILL_PAYMENT_CENTS, MONEY_TEXT.billTooLow);
