import { z } from 'zod';
import { cleanText, FORMAT_INVALID, PLEASE_ENTER } from '@/lib/errors/input';
import { parseSimId } from '@/lib/onboarding/rules';
import { msisdnOf } from '@/lib/sim/rules';
import type { PortingInput } from '@/lib/porting/types';

/**
 * The porting form's fields, checked as PUT /api/customer/porting checks them (docs/onboarding-
 * contract.md §3.2: "The number must be a New Zealand mobile number … name 1-100 characters;
 * account number up to 30; prior SIM ID empty or parseSimId"), plus the form's own question of
 * how the number is paid for at the losing carrier, which decides which of the two is asked:
 * "account number (postpay there), prior SIM ID (prepay there)".
 */
export const PORTING_NAME_MAX = 100;
export const PORTING_ACCOUNT_MAX = 30;
const NUMBER_MAX = 30;
const SIM_ID_MAX = 40;

export type PortingType = 'prepay' | 'postpay';

/** A New Zealand mobile number ('021 555 0901', '+64 27 555 0950'): an MSISDN of 642…. */
export function isNzMobile(typed: string): boolean {
  return msisdnOf(typed)?.startsWith('642') ?? false;
}

export const portingFormSchema = z
  .object({
    number: z.string().trim().min(1, PLEASE_ENTER).max(NUMBER_MAX).refine(isNzMobile, { error: FORMAT_INVALID }),
    type: z.enum(['prepay', 'postpay']),
    carrier: cleanText(40, { required: true }),
    accountNumber: cleanText(PORTING_ACCOUNT_MAX),
    priorSimId: z.string().trim().max(SIM_ID_MAX).refine((v) => v === '' || parseSimId(v) !== null, { error: FORMAT_INVALID }),
    name: cleanText(PORTING_NAME_MAX, { required: true }),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'postpay' && v.accountNumber === '') ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: PLEASE_ENTER });
  });

export type PortingFormInput = z.input<typeof portingFormSchema>;
export type PortingFormValues = z.output<typeof portingFormSchema>;

export const EMPTY_PORTING_FORM: PortingFormInput = { number: '', type: 'prepay', carrier: '', accountNumber: '', priorSimId: '', name: '' };

/** The checked values as the BFF takes them: only the field the type asks for is sent. */
export function portingInputOf(v: PortingFormValues, productId?: string): PortingInput {
  return {
    ...(productId ? { productId } : {}),
    number: v.number,
    carrier: v.carrier,
    accountNumber: v.type === 'postpay' ? v.accountNumber : '',
    priorSimId: v.type === 'prepay' ? (parseSimId(v.priorSimId) ?? '') : '',
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
