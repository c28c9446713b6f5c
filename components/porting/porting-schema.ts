import { z } from 'zod';
import { PLEASE_ENTER } from '@/lib/errors/input';
import { formatNzNumber } from '@/components/format/format-msisdn';
import { PortingInputSchema, portingNumber } from '@/lib/porting/schemas';
import type { PortingInput } from '@/lib/porting/types';

/**
 * The porting form: the route's own schema (PUT /api/customer/porting, lib/porting/schemas.ts:
 * "a New Zealand mobile number … name 1-100 characters; account number up to 30; prior SIM ID
 * empty or parseSimId"), plus the form's question of how the number is paid for at the losing
 * carrier, which decides which of the two is asked: "account number (postpay there), prior SIM
 * ID (prepay there)". The checkout's line takes the same with its `type`
 * (lib/eshop/schemas.ts).
 */
export type PortingType = 'prepay' | 'postpay';

export const portingFormSchema = PortingInputSchema.omit({ productId: true })
  // A blank number is 'please enter' (the route says 'format is invalid' to anything not a mobile number).
  .extend({ number: z.string().trim().min(1, PLEASE_ENTER).pipe(portingNumber), type: z.enum(['prepay', 'postpay']) })
  .superRefine((v, ctx) => {
    if (v.type === 'postpay' && v.accountNumber === '') ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: PLEASE_ENTER });
  });

export type PortingFormInput = z.input<typeof portingFormSchema>;
export type PortingFormValues = z.output<typeof portingFormSchema>;

export const EMPTY_PORTING_FORM = { number: '', type: 'prepay', carrier: '', accountNumber: '', priorSimId: '', name: '' } as const satisfies PortingFormInput;

/** The checked values as the BFF takes them ('027 555 0950'): only the field the type asks for is sent. */
export function portingInputOf(v: PortingFormValues, productId?: string): PortingInput {
  return {
    ...(productId ? { productId } : {}),
    number: formatNzNumber(v.number),
    carrier: v.carrier,
    accountNumber: v.type === 'postpay' ? v.accountNumber : '',
    priorSimId: v.type === 'prepay' ? v.priorSimId : '',
    name: v.name,
  };
}

/** A PortingInput given back to the form (embedded use): postpay when it carries an account number. */
export function portingFormOf(value: PortingInput | null | undefined, type?: PortingType): PortingFormInput {
  if (!value) return { ...EMPTY_PORTING_FORM, ...(type ? { type } : {}) };
  return {
    number: value.number,
    type: type ?? (value.accountNumber ? 'postpay' : 'prepay'),
    carrier: value.carrier,
    accountNumber: value.accountNumber,
    priorSimId: value.priorSimId,
    name: value.name,
  };
}
