import { z } from 'zod';
import { cleanText, FORMAT_INVALID } from '@/lib/errors/input';
import { parseSimId } from '@/lib/onboarding/rules';
import { portingMsisdn } from './rules';

/**
 * The browser's inputs to the porting routes (docs/onboarding-contract.md §3.2). "The number must
 * be a New Zealand mobile number (else 422 on the field); name 1-100 characters; account number up
 * to 30; prior SIM ID empty or parseSimId." A productId names one of the session customer's
 * products (checked by the call, never trusted): left out, the current product.
 */

const ID_MAX = 64;
export const productIdText = z.string().trim().min(1).max(ID_MAX).regex(/^[A-Za-z0-9-]+$/, FORMAT_INVALID);

/** A New Zealand mobile number as typed; its MSISDN after parsing. */
export const portingNumber = z.string().max(30).transform((v, ctx) => {
  const msisdn = portingMsisdn(v);
  if (!msisdn) {
    ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
    return z.NEVER;
  }
  return msisdn;
});

/** PortingInput (lib/porting/types.ts), the number parsed to its MSISDN and the SIM ID to its digits. */
export const PortingInputSchema = z.object({
  productId: productIdText.optional(),
  number: portingNumber,
  carrier: cleanText(40, { required: true }),
  accountNumber: cleanText(30).default(''),
  priorSimId: z.string().max(40).default('').transform((v, ctx) => {
    if (v.trim() === '') return '';
    const id = parseSimId(v);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: FORMAT_INVALID });
      return z.NEVER;
    }
    return id;
  }),
  name: cleanText(100, { required: true }),
});
export type PortingInputParsed = z.infer<typeof PortingInputSchema>;

/** GET /api/customer/porting/check?number= */
export const NumberCheckInput = z.object({ number: portingNumber });

/** GET /api/customer/porting?productId= */
export const PortingReadInput = z.object({ productId: productIdText.optional() });

/** POST /api/customer/porting/retry and /cancel */
export const PortingProductInput = z.object({ productId: productIdText.optional() });

/** POST /api/customer/porting/action: "set an action" — the one the upstream knows, the text again. */
export const PortingActionInput = z.object({ productId: productIdText.optional(), action: z.literal('resend_sms') });
