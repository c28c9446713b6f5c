import { z } from 'zod';

/**
 * The porting calls on the wire (docs/onboarding-contract.md §2.3; portal-shop-onboarding.md §7
 * "Onboarding and porting calls"): the upstream's Pascal case, parsed before anything reads it.
 * Consent*, Message and History are the sandbox's extensions (ext).
 */

const text = z.string().nullish().transform((s) => s ?? '');
const nanos = z.number().nullish().transform((n) => n ?? 0);

/** `Porting` (§2.3). */
export const PortingWire = z.object({
  MobileUUID: z.string(),
  MSISDN: text,
  Carrier: text,
  AccountNumber: text,
  State: z.number().int(),
  StateName: text,
  ConsentState: z.enum(['AWAITING', 'GIVEN', 'EXPIRED', 'NOT_NEEDED']).nullish().transform((c) => c ?? 'NOT_NEEDED'),
  ConsentDeadlineNanos: nanos,
  RequestedAtNanos: nanos,
  UpdatedAtNanos: nanos,
  Message: text,
  History: z.array(z.object({ State: z.number().int(), AtNanos: nanos })).nullish().transform((h) => h ?? []),
});
export type PortingWire = z.infer<typeof PortingWire>;

/** GET /porting/v1/msisdn/{number}?CustomerUUID= */
export const NumberCheckWire = z.object({ MSISDN: text, Portable: z.boolean(), Carrier: text, Reason: text });

/** PUT /mobile_porting (body ours: not in the spec). */
export type PortingRequest = {
  CustomerUUID: string;
  MobileUUID: string;
  MSISDN: string;
  Carrier: string;
  AccountNumber: string;
  PriorSIMID: string;
  Name: string;
  SPID: number;
};
