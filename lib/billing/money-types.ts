/**
 * Money in the account area as the BFF answers it (docs/money-contract.md §3, issue 12):
 * balances, top-up, auto top-up, bill payment, invoices, receipts, billing cycle, vouchers and
 * spend. Cents are integers; instants are ISO 8601 strings; our camel-case only.
 */
import type { PageInfo } from './types';

export type PaymentKind = 'prepay' | 'postpay' | 'payg';

/** A usage allowance left this period (api/customers/v1/{uuid}/usage-balance). */
export type UsageBalanceItem = {
  /** The upstream's type: 'Data', 'Mins', 'TXTs', 'PXTs', 'IDDMins', 'IDDTXTs', 'TetheringData'. */
  type: string;
  remaining: number;
  total: number;
  carryOver: number;
  /** 'Unlimited', 'CasualRate', 'Throttled' or '' (a plain allowance). */
  rule: string;
  /** 'MB', 'minutes', 'SMS', 'MMS'. */
  unit: string;
};

export type PrepayBalance = {
  creditCents: number;
  /** "CurrencyCreditExpiresAtNanos, else 365 days after creation, none if past": null = none shown. */
  expiresAt: string | null;
  /** hidePrepayBalanceIfZero and the credit is 0: the page does not show the amount. */
  hidden: boolean;
};

export type Cycle = { from: string; upto: string };

export type PostpayBalance = {
  /** Owing now (cents); below 0 is credit. */
  owingCents: number;
  /** What the current period has cost so far (POST postpay/balance Value). */
  unbilledCents: number;
  currentCycle: Cycle;
  nextCycle: Cycle;
  /** The oldest invoice not paid (DUE or OVERDUE), if any. */
  dueInvoice: { number: string; remainingCents: number; dueDate: string; overdue: boolean } | null;
};

/** GET /api/customer/balance: the current product's money. */
export type Balances = {
  productUuid: string;
  kind: PaymentKind | null;
  prepay: PrepayBalance | null;
  postpay: PostpayBalance | null;
  usage: UsageBalanceItem[];
};

/** POST /api/customer/top-up and POST /api/customer/pay-bill answer. */
export type PaymentStarted = { intentId: string; clientSecret: string | null; status: string };

/** GET /api/customer/pay-bill/{intentId}: a payment's transaction, followed until final. */
export type PaymentStatus = { status: 'pending' | 'completed' | 'failed' };

/** GET /api/customer/top-up/{intentId}: the transaction followed until final, with the credit after it. */
export type TopUpStatus = PaymentStatus & { creditCents: number | null };

/** The customer's `top-up-auto` preference (amount in whole dollars 1-999, every 1-99 days). */
export type AutoTopUp = {
  enabled: boolean;
  amountDollars: number;
  days: number;
  type: 'EVERY_DAY';
  /** When it next runs, while enabled. */
  nextAt: string | null;
  /** "Suggest the day before the next add-on renewal": days from today, 1-99, or null with no renewal ahead. */
  suggestedDays: number | null;
  /** The renewal the suggestion is for. */
  renewsAt: string | null;
};

export type InvoiceStatus = 'OPEN' | 'DUE' | 'OVERDUE' | 'PAID' | 'VOID';

export type InvoiceSummary = {
  number: string;
  status: InvoiceStatus;
  /** Issue date (for OPEN: the period's start). */
  date: string;
  dueDate: string | null;
  periodFrom: string;
  periodUpto: string;
  grandTotalCents: number;
  remainingCents: number;
};

export type InvoiceLine = { description: string; amountCents: number; date: string | null };
export type InvoicePayment = { receiptNumber: string | null; date: string; amountCents: number; method: string };

/** "What differs from the previous one, line by line". */
export type ExplainerLine = {
  description: string;
  previousCents: number | null;
  currentCents: number | null;
  /** current - previous; a new line counts from 0, a line gone counts to 0. */
  changeCents: number;
  change: 'new' | 'gone' | 'up' | 'down' | 'same';
};

export type Invoice = InvoiceSummary & {
  gstNumber: string;
  gstCents: number;
  discountCents: number;
  purchases: InvoiceLine[];
  charges: InvoiceLine[];
  payments: InvoicePayment[];
  explainer: { previousNumber: string | null; totalChangeCents: number; lines: ExplainerLine[] };
};

/** GET /api/customer/invoices?page=N: OPEN is "the current period", the rest "previous". */
export type InvoicePage = {
  current: InvoiceSummary | null;
  previous: InvoiceSummary[];
  hasOverdue: boolean;
  pageInfo: PageInfo;
};

export type ReceiptSummary = {
  number: string;
  date: string;
  amountCents: number;
  invoiceNumber: string | null;
  method: string;
};

export type Receipt = ReceiptSummary & {
  bankAccountName: string;
  bankAccountNumber: string;
  referenceCode: string;
  particulars: string;
  reference: string;
  code: string;
};

export type ReceiptPage = { receipts: ReceiptSummary[]; pageInfo: PageInfo };

export type BillingCycleType = 'SEVEN_DAYS' | 'TWENTY_EIGHT_DAYS' | 'MONTHLY';
export type BillingCycleView = { cycle: BillingCycleType; currentCycle: Cycle; nextCycle: Cycle };

/** Twelve months of spend, oldest first; a month with nothing is 0. */
/** A month of spend; `voided`: its only bill was voided (shown as such, not as a month with no data). */
export type SpendMonth = { month: string; cents: number; voided?: boolean };
export type SpendHistory = { months: SpendMonth[]; totalCents: number };

export type VoucherCheck = { code: string; creditCents: number };
export type VoucherRedeemed = { code: string; creditCents: number; balanceCents: number | null };
export type PromoApplied = { code: string; description: string };
