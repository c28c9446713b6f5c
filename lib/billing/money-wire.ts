import { z } from 'zod';

/**
 * Money on the wire (docs/money-contract.md §2; account-management.md §3, §7 "Invoices,
 * receipts, charges, cycle"): the upstream's shapes, parsed before anything reads them. Absent
 * lists and numbers are tolerated as the upstream leaves them out; the reshape is in money-calls.ts.
 */

const cents = z.number().int();
const nanos = z.number().nullish().transform((n) => n ?? 0);
const text = z.string().nullish().transform((s) => s ?? '');
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((a) => a ?? []);

/** GET /customers/{uuid}/products/mobile/prepay/{productUUID}/balance */
export const PrepayBalanceWire = z.object({
  MainBalCreditCents: z.number().nullish().transform((n) => n ?? 0),
  CurrencyCreditExpiresAtNanos: nanos,
  CreatedAtNanos: nanos,
});

/** GET /api/customers/v1/{uuid}/usage-balance?MobileUUID= */
export const UsageBalanceWire = z.object({
  UsageBalance: list(z.object({
    Type: z.string(),
    Total: z.number().nullish().transform((n) => n ?? 0),
    RemainingAmount: z.number().nullish().transform((n) => n ?? 0),
    CarryOverAmount: z.number().nullish().transform((n) => n ?? 0),
    UsageRule: text,
    Unit: text,
  })),
});

const CycleWire = z.object({ From: z.number(), Upto: z.number() });

/** GET /customer/{uuid}/account: "Balance, CurrentBillingCycle and NextBillingCycle (From, Upto in nanoseconds)". */
export const AccountWire = z.object({ Balance: cents, CurrentBillingCycle: CycleWire, NextBillingCycle: CycleWire });
export type AccountWire = z.infer<typeof AccountWire>;

/** POST /postpay/balance { CustomerUUID, UUID } → "postpay balance Value". */
export const PostpayValueWire = z.object({ Value: z.number().nullish().transform((n) => n ?? 0) });

/** POST /customer/{uuid}/topup and /payment: a PaymentIntent with the saved card attached. */
export const PaymentStartedWire = z.object({
  Status: text,
  ClientSecret: z.string().nullish(),
  PaymentIntentID: z.string().nullish(),
});

/** GET /customer/{uuid}/topup/{paymentIntentId}/status */
export const TopUpStatusWire = z.object({
  Status: z.string(),
  MainBalCreditCents: z.number().nullish(),
});

/** The `top-up-auto` preference: "amount, days, status, type EVERY_DAY". */
export const AutoTopUpWire = z.object({
  Preference: z.object({
    Amount: z.number().nullish().transform((n) => n ?? 0),
    Days: z.number().nullish().transform((n) => n ?? 0),
    Status: text,
    Type: text,
    ProductInstanceUUID: text,
    NextAtNanos: nanos,
  }).nullish().transform((p) => p ?? { Amount: 0, Days: 0, Status: 'OFF', Type: 'EVERY_DAY', ProductInstanceUUID: '', NextAtNanos: 0 }),
});
export type AutoTopUpPreference = z.infer<typeof AutoTopUpWire>['Preference'];
export type AutoTopUpRequest = { Amount: number; Days: number; Status: 'ON' | 'OFF'; Type: 'EVERY_DAY'; ProductInstanceUUID: string };

const LineWire = z.object({ Description: text, AmountCents: cents, DateNanos: nanos });
const InvoicePaymentWire = z.object({ ReceiptNumber: z.string().nullish(), DateNanos: nanos, AmountCents: cents, PaymentMethod: text });

/** "Invoice: Number, Status (OPEN, DUE, OVERDUE, PAID, VOID)" and its wording (§2.4 of the contract). */
export const InvoiceWire = z.object({
  Number: z.string().min(1),
  Status: z.string(),
  CreatedAtNanos: nanos,
  DueDateNanos: nanos,
  PeriodFromNanos: nanos,
  PeriodUptoNanos: nanos,
  GSTNumber: text,
  GrandTotalCents: cents,
  GSTCents: z.number().int().nullish().transform((n) => n ?? 0),
  DiscountCents: z.number().int().nullish().transform((n) => n ?? 0),
  RemainingAmountCents: z.number().int().nullish().transform((n) => n ?? 0),
  Purchases: list(LineWire),
  Charges: list(LineWire),
  Payments: list(InvoicePaymentWire),
});
export type InvoiceWire = z.infer<typeof InvoiceWire>;

/** GET /v3/customer/{uuid}/invoices: "Invoices, PageInfo.TotalItemCount and summary fields". */
export const InvoicePageWire = z.object({
  Invoices: list(InvoiceWire),
  PageInfo: z.object({ TotalItemCount: z.number().int().min(0), TotalPages: z.number().int().min(0).optional() }).passthrough(),
  Summary: z.object({ HasOverdue: z.boolean().nullish(), TotalDueCents: z.number().nullish(), OpenNumber: z.string().nullish() }).nullish(),
});

/** GET /v3/customer/{uuid}/invoices/{number} */
export const OneInvoiceWire = z.object({ Invoice: InvoiceWire });

/** GET /v2/customer/{uuid}/invoices: "returns a result list". */
export const AllInvoicesWire = z.object({ result: list(InvoiceWire) });

/** "Receipt: … bank account name and number, reference code, particulars, reference and code." */
export const ReceiptWire = z.object({
  UUID: z.string().min(1),
  Number: z.string().min(1),
  CreatedAtNanos: nanos,
  AmountCents: cents,
  InvoiceNumber: text,
  PaymentMethod: text,
  BankAccountName: text,
  BankAccountNumber: text,
  ReferenceCode: text,
  Particulars: text,
  Reference: text,
  Code: text,
});
export type ReceiptWire = z.infer<typeof ReceiptWire>;

/** GET /customer/{uuid}/receipt → Receipts (newest first, not paged). */
export const ReceiptsWire = z.object({ Receipts: list(ReceiptWire) });

/** GET/POST /customers/{uuid}/billing-cycle: "Type (monthly or days) and Value (7 or 28 days)". */
export const BillingCycleWire = z.object({ BillingCycle: z.object({ Type: z.string(), Value: z.number().nullish().transform((n) => n ?? 0) }) });

/** GET /customer/{uuid}/redeem_voucher/{productUUID}/{code} (the check). */
export const VoucherCheckWire = z.object({ Valid: z.boolean().nullish(), CreditCents: cents });

/** POST the same (redeem). */
export const VoucherRedeemWire = z.object({ Attributes: z.object({ CreditCents: cents }), MainBalCreditCents: z.number().nullish() });

/** POST /api/customers/v1/{uuid}/promocode { Code } */
export const PromoWire = z.object({ Code: text, Description: text });
