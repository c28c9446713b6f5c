import { z } from 'zod';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { MONEY_TEXT } from '@/lib/billing/money-rules';
import { VoucherInput } from '@/lib/billing/money-schemas';
import { GUEST_MAX_PAYMENT_CENTS, GUEST_MIN_BILL_CENTS, GUEST_MIN_TOP_UP_CENTS } from './rules';

/**
 * The guest routes' inputs (docs/front-door-contract.md §2.2): parsed by the handlers (bad input
 * → 422 with field messages) and used by the pages' own checks, so either side says the same.
 */

export const GUEST_TEXT = {
  enterLookup: 'Please enter a number',
  solveCaptcha: 'Please confirm you are not a robot',
  email: 'Please enter a valid email address',
} as const;

const lookup = z.string({ error: GUEST_TEXT.enterLookup }).trim().min(1, GUEST_TEXT.enterLookup).max(40, FORMAT_INVALID);
/** The response token /guest/validate gave (opaque, ours to pass back). */
const token = z.string({ error: FORMAT_INVALID }).trim().min(1, FORMAT_INVALID).max(200, FORMAT_INVALID).regex(/^[\w-]+$/, FORMAT_INVALID);
const email = z.string({ error: GUEST_TEXT.email }).trim().max(254, GUEST_TEXT.email).pipe(z.email({ error: GUEST_TEXT.email }));
const amountCents = (min: number, tooLow: string) =>
  z.number({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? MONEY_TEXT.enterAmount : FORMAT_INVALID) })
    .int({ error: FORMAT_INVALID, abort: true })
    .min(min, tooLow)
    .max(GUEST_MAX_PAYMENT_CENTS, FORMAT_INVALID);

/** POST /api/guest/lookup: what was typed, for which page, and the captcha's payload. */
export const GuestLookupInput = z.object({
  purpose: z.enum(['recharge', 'pay-bill'], { error: FORMAT_INVALID }),
  lookup,
  captcha: z.string({ error: GUEST_TEXT.solveCaptcha }).trim().min(1, GUEST_TEXT.solveCaptcha).max(8_000, FORMAT_INVALID),
});
export type GuestLookupInput = z.infer<typeof GuestLookupInput>;

/** POST /api/guest/top-up: "Top-up amount is required; above $0.99 NZD." */
export const GuestTopUpInput = z.object({ token, lookup, amountCents: amountCents(GUEST_MIN_TOP_UP_CENTS, MONEY_TEXT.topUpTooLow), email });
export type GuestTopUpInput = z.infer<typeof GuestTopUpInput>;

/** POST /api/guest/pay-bill: "$0.50 for invoice payment". */
export const GuestPayBillInput = z.object({ token, lookup, amountCents: amountCents(GUEST_MIN_BILL_CENTS, MONEY_TEXT.billTooLow), email });
export type GuestPayBillInput = z.infer<typeof GuestPayBillInput>;

/** POST /api/guest/redeem: a 13-digit voucher for the number looked up. */
export const GuestRedeemInput = z.object({
  token,
  lookup,
  code: VoucherInput.shape.code,
});
export type GuestRedeemInput = z.infer<typeof GuestRedeemInput>;

/** POST /api/guest/status: the payment started, for the lookup it was started for. */
export const GuestStatusInput = z.object({
  purpose: z.enum(['recharge', 'pay-bill'], { error: FORMAT_INVALID }),
  lookup,
  orderId: z.string({ error: FORMAT_INVALID }).trim().regex(/^pi_\w{8,64}$/, FORMAT_INVALID),
});
export type GuestStatusInput = z.infer<typeof GuestStatusInput>;
