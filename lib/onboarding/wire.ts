import { z } from 'zod';

/**
 * The onboarding calls on the wire (docs/onboarding-contract.md §2.1, §2.2; portal-shop-onboarding.md
 * §7 "Onboarding calls"): the upstream's shapes in its Pascal case, parsed before anything reads
 * them. The sandbox's extensions are marked (ext). Errors are the usual `{ err_message, err_number }`.
 */

const text = z.string().nullish().transform((s) => s ?? '');
const nanos = z.number().nullish().transform((n) => n ?? 0);
const bool = z.boolean().nullish().transform((b) => b ?? false);

/** The adoption result's Metadata (§2.1). */
export const AdoptionMetadataWire = z.object({
  PlanType: z.string(),
  FullyPaid: bool,
  ReplacementFor: text,
  ProductAvailabilityUUID: text,
  ProductCatalogUUID: text,
  /** (ext) the plan paid for, '' when none. */
  PlanName: text,
});

/** `AdoptionResult` of every adopt_by_* call. */
export const AdoptionResultWire = z.object({
  CustomerUUID: z.string(),
  MobileProductUUID: z.string(),
  MSISDN: text,
  SIMID: text,
  ProductStatus: z.number().int().nullish().transform((n) => n ?? 0),
  Metadata: AdoptionMetadataWire,
});
export type AdoptionResultWire = z.infer<typeof AdoptionResultWire>;

/** adopt_by_sms / adopt_by_sim_sms without SMSCode: the code went out. */
export const CodeSentWire = z.object({ SMSSent: z.literal(true), MSISDN: text, ResendAfterSeconds: z.number().int().nullish() });

/** Either answer of an SMS adoption. */
export const SmsAdoptionWire = z.union([AdoptionResultWire, CodeSentWire]);

/** POST /v3/adopt_by_sms */
export type AdoptBySmsRequest = { CustomerUUID: string; MobileNumber: string; SMSCode?: string };
/** POST /v3/adopt_by_sim_sms */
export type AdoptBySimSmsRequest = { CustomerUUID: string; SIMID: string; ICCID?: string; SMSCode?: string };

/** GET /v3/adoption_token_resume/{uuid} */
export const TokenResumeWire = z.object({
  Token: z.string(),
  State: z.enum(['VALID', 'EXPIRED', 'USED']),
  MSISDN: text,
  ExpiresAtNanos: nanos,
  MobileProductUUID: text,
});

/** POST /v3/adoption_token_resume/{uuid}/renew (ext) */
export const TokenRenewWire = z.object({ SMSSent: bool, MSISDN: text });

/** GET /sim/metadata/{productId}; Activation (ext). */
export const SimMetadataWire = z.object({
  MobileProductUUID: text,
  PlanType: z.string(),
  FullyPaid: bool,
  ReplacementFor: text,
  ProductAvailabilityUUID: text,
  ProductCatalogUUID: text,
  PlanName: text,
  Activation: z
    .object({
      State: z.enum(['NONE', 'REQUESTED', 'PROVISIONING', 'ACTIVE', 'FAILED']),
      Kind: text,
      RequestedAtNanos: nanos,
      NetworkReadyAtNanos: nanos,
      AddonsReadyAtNanos: nanos,
      Message: text,
    })
    .nullish()
    .transform((a) => a ?? { State: 'NONE' as const, Kind: '', RequestedAtNanos: 0, NetworkReadyAtNanos: 0, AddonsReadyAtNanos: 0, Message: '' }),
});
export type SimMetadataWire = z.infer<typeof SimMetadataWire>;

/** PUT /sim/v1/product-type/{dry} */
export const ProductTypeChangeWire = z.object({ Type: text });

/** POST /customer/{id}/credit_check (ext) */
export const CreditCheckWire = z.object({ Result: z.enum(['PASS', 'FAIL']), Reference: text });

/** The error body, read where a refusal is the answer (the dry run's 412). */
export const RefusalWire = z.object({ err_message: text, err_number: z.number().nullish() });

/** POST …/activate/{dry}, /postpay/activation, /payg/activation, prepay_addon_initial: the payment step's intent. */
export const ActivationStartWire = z.object({
  ClientSecret: text,
  PaymentIntent: text,
  ProductInstanceUUID: text,
  BillingReference: text,
});

/** The payment fields every activation call carries. */
export type ActivationPaymentRequest = {
  PaymentMethodID: string;
  PaymentMethodType: 'cards' | 'bill_routes' | 'none' | 'credit';
  PaymentMethodGateway: string;
};

/** POST /postpay/activation and /payg/activation */
export type PlanActivationRequest = ActivationPaymentRequest & {
  Subscribe: boolean;
  CustomerUUID: string;
  MobileProductUUID: string;
  ProductAvailabilityUUID: string;
  ProductCatalogUUID: string;
};

/** POST /v3/{spid}/prepay_mobile/finalise_activation */
export const FinaliseWire = z.object({ State: text });

/** POST /customer/{id}/check_voucher/{productId}/{code} */
export const VoucherCheckWire = z.object({ Valid: bool, CreditCents: z.number().int().nullish().transform((n) => n ?? 0) });

/** POST /customer/{id}/redeem_voucher/{productId}/{code}: whatever it answers, a 2xx is done. */
export const AnyWire = z.unknown();
