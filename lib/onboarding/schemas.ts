import { z } from 'zod';
import { ApiError } from '@/lib/errors/api-error';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { PortingInputSchema, productIdText } from '@/lib/porting/schemas';
import { msisdnOf } from '@/lib/sim/rules';
import { parseSimId } from './rules';

/**
 * The browser's inputs to the onboarding routes (docs/onboarding-contract.md §3.1). Bad input →
 * 422 with the field's path. The customer is always the session's: nothing here names one.
 */

const simIdText = z.string().max(40).transform((v, ctx) => {
  const id = parseSimId(v);
  if (!id) {
    ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
    return z.NEVER;
  }
  return id;
});

const numberText = z.string().max(30).transform((v, ctx) => {
  const msisdn = msisdnOf(v);
  if (!msisdn) {
    ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
    return z.NEVER;
  }
  return msisdn;
});

/** "a 6-digit code by SMS" */
const smsCode = z.string().trim().regex(/^\d{6}$/, FORMAT_INVALID);

/** The SMS way: exactly one of the SIM ID and the phone number; the code once it came. */
const BySms = z
  .object({ by: z.literal('sms'), simId: simIdText.optional(), number: numberText.optional(), code: smsCode.optional() })
  .superRefine((v, ctx) => {
    if ((v.simId === undefined) === (v.number === undefined)) ctx.addIssue({ code: 'custom', path: [v.simId === undefined ? 'simId' : 'number'], message: FORMAT_INVALID });
  });

/** The link's token (a UUID). */
export const linkCode = z.string().trim().regex(/^[0-9a-fA-F-]{36}$/, FORMAT_INVALID);

/** POST /api/onboarding/adopt */
export const AdoptInput = z.discriminatedUnion('by', [
  BySms,
  z.object({ by: z.literal('token'), token: linkCode }),
  z.object({ by: z.literal('ip') }),
]);
export type AdoptInput = z.infer<typeof AdoptInput>;

/** "Voucher codes are 13 digits" (account-management.md, issue 12). */
export const voucherCode = z.string().trim().regex(/^\d{13}$/, FORMAT_INVALID);

/** POST /api/onboarding/sims/{productId}/voucher */
export const VoucherInput = z.object({ code: voucherCode });

const uuidText = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, FORMAT_INVALID);

/** The payment step's choice (components/payments/payment-step.tsx PaymentChoice), the ways an activation takes. */
export const ActivationPaymentChoice = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cards'), paymentMethodId: uuidText }),
  z.object({ type: z.literal('bill_routes') }),
  z.object({ type: z.literal('voucher'), code: voucherCode }),
]);
export type ActivationPaymentChoice = z.infer<typeof ActivationPaymentChoice>;

/** POST /api/onboarding/sims/{productId}/activate */
export const ActivateInput = z.object({
  planType: z.enum(['prepay', 'postpay', 'payg']).optional(),
  plan: z.object({ availabilityId: uuidText, catalogId: uuidText }).nullable(),
  payment: ActivationPaymentChoice.nullable(),
  porting: PortingInputSchema.omit({ productId: true }).optional(),
});
export type ActivateInput = z.infer<typeof ActivateInput>;

/**
 * POST /api/onboarding/sims/{productId}/finalise: the port typed at activation comes again with the
 * finalise that follows the payment step, so nothing is kept on the server between the two (any
 * instance answers either call, a restart loses nothing).
 */
export const FinaliseInput = z.object({ porting: ActivateInput.shape.porting });
export type FinaliseInput = z.infer<typeof FinaliseInput>;

/** A productId path segment. */
export { productIdText };

/** A path's id ({productId}, {code}): one that cannot be an id is not found (404), as an unknown one. */
export function pathId(raw: string | undefined, schema: z.ZodType<string> = productIdText): string {
  const r = schema.safeParse(raw ?? '');
  if (!r.success) throw new ApiError('not_found');
  return r.data;
}
