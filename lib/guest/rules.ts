/**
 * Guest recharge and pay bill (account-management.md §2 /recharge and /pay-bill, §5 "Guest
 * lookup", §8 "Guest"; portal-shop-onboarding.md §5 "Anonymous recharge"). Pure rules shared by
 * the BFF and the pages; docs/front-door-contract.md §2.
 */

export type GuestPurpose = 'recharge' | 'pay-bill';
export type LookupKind = 'mobile' | 'invoice' | 'account';

/** Message keys (namespace `guest.errors`) of the spec's guest catalogue. */
export type LookupFailure = 'notValidMobileNumber' | 'notValidInvoiceNumber' | 'notValidAccountNumber' | 'providedDataNotValid' | 'noData';

/** The English texts of the spec (§5, §8); messages/en.json holds the same words. */
export const LOOKUP_FAILURE_TEXT: Record<LookupFailure, string> = {
  notValidMobileNumber: "Sorry, that's not a valid Mobile number",
  notValidInvoiceNumber: "Sorry, that's not a valid Invoice number",
  notValidAccountNumber: "Sorry, that's not a valid Account number",
  providedDataNotValid: 'Provided data is not valid',
  noData: 'No Data',
};

/** "Top-up amount is required; above $0.99 NZD." */
export const GUEST_MIN_TOP_UP_CENTS = 100;
/** "$0.50 for invoice payment". */
export const GUEST_MIN_BILL_CENTS = 50;
/** The most one guest payment may be: a guard against typing slips, not a spec rule (ours). */
export const GUEST_MAX_PAYMENT_CENTS = 100_000;
/** The quick choices of the signed-in top-up (app/[locale]/profile/(area)/top-up), in dollars. */
export const GUEST_TOP_UP_DOLLARS = [10, 20, 30, 50] as const;

/** A New Zealand mobile number in any usual form as an MSISDN ('021 555 0101' → '64215550101'), or null. */
export function mobileMsisdn(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  const msisdn = digits.startsWith('0') ? `64${digits.slice(1)}` : digits;
  return /^642\d{7,9}$/.test(msisdn) ? msisdn : null;
}

/**
 * What the typed value is looked up as. /recharge takes a mobile number only ("Only numbers on
 * the operator's own platform can be recharged"); "the pay-bill input accepts an account or
 * invoice number": one starting INV is an invoice number, anything else an account number.
 */
export function lookupKind(purpose: GuestPurpose, typed: string): LookupKind {
  if (purpose === 'recharge') return 'mobile';
  return /^\s*inv/i.test(typed) ? 'invoice' : 'account';
}

/** The value sent upstream: the MSISDN, 'INV-…' upper-cased, the account number without spaces. */
export function normaliseLookup(kind: LookupKind, typed: string): string {
  const t = typed.trim();
  if (kind === 'mobile') return mobileMsisdn(t) ?? t.replace(/\s/g, '');
  if (kind === 'invoice') return t.toUpperCase().replace(/\s/g, '');
  return t.replace(/[\s-]/g, '');
}

/** Whether the typed value can be what its kind asks, before any lookup (the same message as a refusal). */
export function lookupLooksValid(kind: LookupKind, typed: string): boolean {
  const t = typed.trim();
  if (kind === 'mobile') return mobileMsisdn(t) !== null;
  if (kind === 'invoice') return /^INV-?\d{1,12}$/i.test(t.replace(/\s/g, ''));
  return /^\d{4,12}$/.test(t.replace(/[\s-]/g, ''));
}

/**
 * "Guest lookup fails when the server says not valid or gives no response token. Messages:
 * not_valid_mobile_number if a mobile number was given; not_valid_invoice_number if the lookup
 * ID starts with INV; not_valid_account_number for other lookups; else 'Provided data is not valid'."
 */
export function lookupFailure(given: { msisdn?: string; lookupId?: string }): LookupFailure {
  if (given.msisdn?.trim()) return 'notValidMobileNumber';
  const id = given.lookupId?.trim() ?? '';
  if (/^inv/i.test(id)) return 'notValidInvoiceNumber';
  if (id) return 'notValidAccountNumber';
  return 'providedDataNotValid';
}

/** What /guest/validate answered, as far as the rule cares. */
export type ValidateAnswer = { Valid?: boolean; ResponseToken?: string } | null | undefined;

/**
 * The lookup's verdict: "'No Data' when the response is empty"; a refusal ("not valid or …
 * no response token") by lookupFailure; else the token.
 */
export function validateVerdict(answer: ValidateAnswer, given: { msisdn?: string; lookupId?: string }): { ok: true; token: string } | { ok: false; failure: LookupFailure } {
  if (answer === null || answer === undefined || Object.keys(answer).length === 0) return { ok: false, failure: 'noData' };
  const token = answer.ResponseToken?.trim();
  if (answer.Valid !== true || !token) return { ok: false, failure: lookupFailure(given) };
  return { ok: true, token };
}

/**
 * "Nothing about the account beyond the masked name and the amount due is shown to a guest":
 * each word's first letter and three stars, whatever its length ('Aroha Ngata' → 'A*** N***').
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${Array.from(w)[0]?.toUpperCase() ?? ''}***`)
    .join(' ');
}

/** A mobile number shown back to the guest: '021 *** 0101' (ours: the middle digits hidden). */
export function maskMobile(msisdn: string): string {
  const local = msisdn.startsWith('64') ? `0${msisdn.slice(2)}` : msisdn;
  return local.length > 7 ? `${local.slice(0, 3)} *** ${local.slice(-4)}` : local;
}

/** The guest's payment status from the upstream's: PENDING | COMPLETED | FAILED. */
export function purchaseStatus(status: string): 'pending' | 'completed' | 'failed' {
  return status === 'COMPLETED' ? 'completed' : status === 'FAILED' ? 'failed' : 'pending';
}
