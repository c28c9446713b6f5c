import { DAY_MS } from '@/lib/flags/constants';
import type { ErrorCode } from '@/lib/errors';
import type { Flags } from '@/lib/flags/shipped';
import type { ScreenGate } from '@/lib/profile/screens';
import { nzClock } from './rules';
import type {
  BillingCycleType, ExplainerLine, Invoice, InvoiceLine, InvoiceStatus, SpendHistory,
} from './money-types';

/**
 * Pure rules of money in the account area (docs/money-contract.md §3; account-management.md §4,
 * §5, §9). No I/O; each quotes the spec line it implements and has a unit test that does too.
 */

/** Field texts (docs/money-contract.md §3 "Field checks"), shared by the schemas and the rules. */
export const MONEY_TEXT = {
  enterAmount: 'Please enter an amount',
  topUpTooLow: 'Top-up amount must be above $0.99',
  billTooLow: 'Payment amount must be at least $0.50',
  autoAmount: 'Amount must be between $1 and $999',
  autoDays: 'Days must be between 1 and 99',
  voucherCode: 'The voucher code is 13 digits',
  codeRequired: 'Code required',
} as const;

/** "Top-up amount is required; above $0.99 NZD." */
export const MIN_TOP_UP_CENTS = 100;
/** "Minimum charge $1.00 when charging missing balance". */
export const MIN_SHORTFALL_CHARGE_CENTS = 100;
/** "$0.50 for invoice payment, any shortfall added as credit." */
export const MIN_BILL_PAYMENT_CENTS = 50;
/** "Auto top-up days 1-99, amount 1-999." */
export const AUTO_TOP_UP_AMOUNT = { min: 1, max: 999 } as const;
export const AUTO_TOP_UP_DAYS = { min: 1, max: 99 } as const;
/** "Prepay credit expiry falls back to 365 days after creation when none given". */
export const PREPAY_EXPIRY_FALLBACK_DAYS = 365;
/** "New Zealand operators committed to twelve months of usage and spend history." */
export const SPEND_MONTHS = 12;

/** "Top-up amount is required; above $0.99 NZD.": the field's message, or null when it may go. */
export function topUpAmountProblem(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return MONEY_TEXT.enterAmount;
  return cents < MIN_TOP_UP_CENTS ? MONEY_TEXT.topUpTooLow : null;
}

/** "Minimum charge $1.00 when charging missing balance": what to offer for a shortfall (whole cents up). */
export function shortfallTopUpCents(missingCents: number): number {
  const missing = Number.isFinite(missingCents) ? Math.ceil(missingCents) : 0;
  return Math.max(MIN_SHORTFALL_CHARGE_CENTS, missing);
}

/** "$0.50 for invoice payment, any shortfall added as credit": at least 50 cents, no upper bound (more is credit). */
export function billAmountProblem(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return MONEY_TEXT.enterAmount;
  return cents < MIN_BILL_PAYMENT_CENTS ? MONEY_TEXT.billTooLow : null;
}

const within = (n: number | null | undefined, r: { min: number; max: number }) => typeof n === 'number' && Number.isInteger(n) && n >= r.min && n <= r.max;

/** "Auto top-up days 1-99, amount 1-999.": the messages per field (none when both are good). */
export function autoTopUpProblems(v: { amountDollars?: number | null; days?: number | null }): { amountDollars?: string; days?: string } {
  const out: { amountDollars?: string; days?: string } = {};
  if (!within(v.amountDollars, AUTO_TOP_UP_AMOUNT)) out.amountDollars = MONEY_TEXT.autoAmount;
  if (!within(v.days, AUTO_TOP_UP_DAYS)) out.days = MONEY_TEXT.autoDays;
  return out;
}

/** Days since an epoch of New Zealand's calendar (a day starts at midnight there). */
function nzDayNumber(at: Date): number {
  const { year, month, day } = nzClock(at);
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/**
 * "Suggest the day before the next add-on renewal": every N days so that the first run falls on
 * the day before it (calendar days in New Zealand), clamped to 1-99; null with no renewal ahead.
 */
export function suggestAutoTopUpDays(renewsAt: Date | null, now: Date): number | null {
  if (!renewsAt || renewsAt.getTime() <= now.getTime()) return null;
  const days = nzDayNumber(renewsAt) - nzDayNumber(now) - 1;
  return Math.min(AUTO_TOP_UP_DAYS.max, Math.max(AUTO_TOP_UP_DAYS.min, days));
}

/**
 * "Prepay credit expiry falls back to 365 days after creation when none given; none if past."
 * Nanoseconds in ("Nanosecond values divided by 1,000,000 for dates"); null = nothing shown.
 */
export function prepayExpiry(expiresNanos: number | null | undefined, createdNanos: number | null | undefined, now: Date): Date | null {
  const ms = expiresNanos && expiresNanos > 0
    ? Math.floor(expiresNanos / 1e6)
    : createdNanos && createdNanos > 0 ? Math.floor(createdNanos / 1e6) + PREPAY_EXPIRY_FALLBACK_DAYS * DAY_MS : null;
  if (ms === null || ms <= now.getTime()) return null;
  return new Date(ms);
}

/** "hide prepay balance if zero true": the amount is not shown when the setting is on and the credit is 0. */
export function hideZeroBalance(creditCents: number, hideIfZero: boolean): boolean {
  return hideIfZero && creditCents === 0;
}

/** "OPEN is the current period; all others count as previous." */
export function isCurrentInvoice(status: string): boolean {
  return status === 'OPEN';
}

/**
 * The `Status` the invoice list asks for ("GET /v3/customer/:uuid/invoices with Status, PageSize,
 * PageNumber"): the current period is "OPEN"; the previous ones are all the others of "Invoice:
 * Number, Status (OPEN, DUE, OVERDUE, PAID, VOID)", as one comma-separated value.
 */
export const CURRENT_INVOICE_STATUS = 'OPEN';
export const PREVIOUS_INVOICE_STATUSES = 'DUE,OVERDUE,PAID,VOID';

/** "A customer with an overdue invoice is flagged as having one." */
export function hasOverdue(invoices: readonly { status: string }[]): boolean {
  return invoices.some((i) => i.status === 'OVERDUE');
}

const STATUSES: readonly InvoiceStatus[] = ['OPEN', 'DUE', 'OVERDUE', 'PAID', 'VOID'];

/**
 * "Invoice status: OPEN … DUE, OVERDUE, PAID, VOID" as the customer reads it now: a DUE invoice
 * past its due date with money remaining is OVERDUE, a DUE or OVERDUE one with nothing remaining
 * is PAID (the upstream's status may lag its clock); an unknown status reads as DUE while money
 * remains, else PAID.
 */
export function shownInvoiceStatus(upstream: string, dueAt: Date | null, remainingCents: number, now: Date): InvoiceStatus {
  const s = upstream.trim().toUpperCase();
  if (s === 'OPEN' || s === 'VOID' || s === 'PAID') return s;
  if (s === 'DUE' || s === 'OVERDUE' || !STATUSES.includes(s as InvoiceStatus)) {
    if (remainingCents <= 0) return 'PAID';
    return dueAt && dueAt.getTime() < now.getTime() ? 'OVERDUE' : s === 'OVERDUE' ? 'OVERDUE' : 'DUE';
  }
  return 'DUE';
}

/** Each line of an invoice, purchases and charges together, summed per description (first seen first). */
function linesByDescription(inv: Pick<Invoice, 'purchases' | 'charges'>): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of [...inv.charges, ...inv.purchases] as InvoiceLine[]) out.set(l.description, (out.get(l.description) ?? 0) + l.amountCents);
  return out;
}

/**
 * The bill explainer (issue 12 item 7: "what differs from the previous one, line by line"): each
 * line of either invoice by its description; a new line counts from 0, a line gone counts to 0;
 * the current invoice's lines first, then those gone. With no previous invoice every line is new.
 */
export function explainInvoice(
  current: Pick<Invoice, 'purchases' | 'charges' | 'grandTotalCents'>,
  previous: (Pick<Invoice, 'purchases' | 'charges' | 'grandTotalCents'> & { number: string }) | null,
): Invoice['explainer'] {
  const now = linesByDescription(current);
  const before = previous ? linesByDescription(previous) : new Map<string, number>();
  const lines: ExplainerLine[] = [];
  for (const [description, cents] of now) {
    const prev = before.get(description);
    const changeCents = cents - (prev ?? 0);
    const change: ExplainerLine['change'] = prev === undefined ? 'new' : changeCents > 0 ? 'up' : changeCents < 0 ? 'down' : 'same';
    lines.push({ description, previousCents: prev ?? null, currentCents: cents, changeCents, change });
  }
  for (const [description, cents] of before) {
    if (!now.has(description)) lines.push({ description, previousCents: cents, currentCents: null, changeCents: -cents, change: 'gone' });
  }
  return {
    previousNumber: previous?.number ?? null,
    totalChangeCents: current.grandTotalCents - (previous?.grandTotalCents ?? 0),
    lines,
  };
}

/** 'YYYY-MM' of an instant in New Zealand. */
export function nzMonth(at: Date): string {
  const { year, month } = nzClock(at);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * Twelve months of spend ("New Zealand operators committed to twelve months of usage and spend
 * history"): the amounts summed by their New Zealand month, the last twelve months with this one,
 * oldest first; a month with nothing is 0; anything older or later is left out.
 */
export function spendByMonth(entries: readonly { at: Date; cents: number; voided?: boolean }[], now: Date): SpendHistory {
  const { year, month } = nzClock(now);
  const months = Array.from({ length: SPEND_MONTHS }, (_, i) => {
    const k = year * 12 + (month - 1) - (SPEND_MONTHS - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
  const sums = new Map(months.map((m) => [m, 0]));
  // A voided bill counts for nothing, but its month says so (issue 28: not a month that looks like missing data).
  const voided = new Set<string>();
  const billed = new Set<string>();
  for (const e of entries) {
    const m = nzMonth(e.at);
    if (!sums.has(m)) continue;
    if (e.voided) voided.add(m);
    else {
      billed.add(m);
      sums.set(m, (sums.get(m) ?? 0) + e.cents);
    }
  }
  const out = months.map((m) => (voided.has(m) && !billed.has(m) ? { month: m, cents: 0, voided: true } : { month: m, cents: sums.get(m) ?? 0 }));
  return { months: out, totalCents: out.reduce((t, m) => t + m.cents, 0) };
}

/** "Voucher code is 13 digits.": the field's message, or null. */
export function voucherCodeProblem(code: string): string | null {
  return /^\d{13}$/.test(code.trim()) ? null : MONEY_TEXT.voucherCode;
}

/** The upstream's billing cycle: `{ Type: 'monthly' | 'days', Value: 0 | 7 | 28 }`. */
export type UpstreamCycle = { Type: 'monthly' | 'days'; Value: number };

/** "Bill cycle: SEVEN_DAYS, TWENTY_EIGHT_DAYS, MONTHLY" as the upstream's "Type (monthly or days) and Value (7 or 28 days)". */
export function cycleToUpstream(cycle: BillingCycleType): UpstreamCycle {
  if (cycle === 'SEVEN_DAYS') return { Type: 'days', Value: 7 };
  if (cycle === 'TWENTY_EIGHT_DAYS') return { Type: 'days', Value: 28 };
  return { Type: 'monthly', Value: 0 };
}

/** The upstream's cycle as ours; anything not 7 or 28 days reads as MONTHLY (the default cycle). */
export function cycleFromUpstream(c: { Type: string; Value: number }): BillingCycleType {
  if (c.Type.toLowerCase() === 'days' && c.Value === 7) return 'SEVEN_DAYS';
  if (c.Type.toLowerCase() === 'days' && c.Value === 28) return 'TWENTY_EIGHT_DAYS';
  return 'MONTHLY';
}

/** A nanosecond instant as ISO 8601, null for 0 or none ("Nanosecond values divided by 1,000,000 for dates"). */
export function isoFromNanos(nanos: number | null | undefined): string | null {
  return nanos && nanos > 0 ? new Date(Math.floor(nanos / 1e6)).toISOString() : null;
}

/** What a money route's gate reads: the flags and the session's current product (none when there is none). */
export type MoneyGateContext = {
  flags: Flags;
  product: { paymentKind: 'prepay' | 'postpay' | 'unknown'; statusLabel: string } | null;
};

export type MoneyRefusal = 'not_found' | 'you_dont_have_prepay_product' | 'you_dont_have_postpay_product';

/**
 * A money route's gate, read from the same profile-map row its page uses (lib/profile/screens.ts,
 * as lib/profile/rules.ts screenGate does): a flag off, or a flag that must be off on
 * ("Feature-flag guards (not-found when off)") → not_found; "Postpay-only pages: billing,
 * pay-bill. Prepay-only: top-up." → the spec's you_dont_have_postpay_product /
 * you_dont_have_prepay_product; "needs an activated account type" not met → not_found.
 */
export function moneyGate(gate: ScreenGate, ctx: MoneyGateContext): MoneyRefusal | null {
  const { flags } = ctx;
  if (gate.flags?.some((f) => !flags[f])) return 'not_found';
  if (gate.anyFlags && !gate.anyFlags.some((f) => flags[f])) return 'not_found';
  if (gate.flagsOff?.some((f) => flags[f])) return 'not_found';
  if (gate.payment && ctx.product?.paymentKind !== gate.payment) return gate.payment === 'prepay' ? 'you_dont_have_prepay_product' : 'you_dont_have_postpay_product';
  if (gate.activated && ctx.product?.statusLabel !== 'active') return 'not_found';
  return null;
}

/**
 * The upstream's payment refusals (docs/money-contract.md §2.2, §2.3; account contract §2.7), each
 * to its own code: "If the chosen payment type is not cards, the payment is rejected with the
 * reason changePaymentType so the user can switch", 'No card', 'Spend limit is over', 'Not enough
 * balance', 'Insufficient funds', the product of the wrong kind. Amount refusals are the field's.
 */
export const PAYMENT_TEXTS: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^No card$/i, 'no_card'],
  [/^Card is not found$/i, 'card_not_found'],
  [/^Card has expired$/i, 'card_expired'],
  [/^Spend limit is over$/i, 'spend_limit_over'],
  // bill_routes with nobody paying for the customer (docs/families-contract.md §2.3): another way to pay, as changePaymentType.
  [/^No billing route pays for this customer$/i, 'change_payment_type'],
  [/^Insufficient funds$/i, 'insufficient_funds'],
  [/^Not enough balance$/i, 'not_enough_balance'],
  [/^You don't have prepay product$/i, 'you_dont_have_prepay_product'],
  [/^You don't have postpay product$/i, 'you_dont_have_postpay_product'],
  [/^Payment is failed$/i, 'payment_failed'],
];

/** An upstream refusal (4xx) of a payment as our code; null for anything else (the usual mapping). */
export function paymentErrorCode(e: { status?: number; message: string; reason?: string }): ErrorCode | null {
  if (e.status === undefined || e.status < 400 || e.status >= 500) return null;
  if (e.reason === 'changePaymentType') return 'change_payment_type';
  return PAYMENT_TEXTS.find(([re]) => re.test(e.message.trim()))?.[1] ?? null;
}

/** The upstream refusing an amount with the spec's own field text (top-up, bill): that field's 422 message. */
export function amountRefusal(message: string): string | null {
  const m = message.trim();
  return m === MONEY_TEXT.topUpTooLow || m === MONEY_TEXT.billTooLow ? m : null;
}
