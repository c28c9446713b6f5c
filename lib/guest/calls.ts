import 'server-only';
import { ApiError } from '@/lib/errors';
import { moneyHeaders, publicCall } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import {
  LOOKUP_FAILURE_TEXT, lookupKind, lookupLooksValid, maskName, normaliseLookup, purchaseStatus, validateVerdict,
  type GuestPurpose, type LookupFailure, type LookupKind,
} from './rules';
import type { GuestPayBillInput, GuestRedeemInput, GuestTopUpInput } from './schemas';
import { GuestPaymentWire, GuestPurchaseWire, GuestRedeemWire, GuestValidateWire } from './wire';
import { countPayment, countPaymentAnswer, countPaymentStatus } from '@/lib/observability/metrics';

/**
 * The guest calls of account-management.md §7 "Guest", one function per BFF route
 * (docs/front-door-contract.md §2.2). No customer token: publicCall. Nothing of the account
 * leaves here but the masked name and the amount due.
 */

export type GuestLookup = { token: string; kind: LookupKind; lookup: string; maskedName: string; amountDueCents: number | null };
export type GuestPaymentStarted = { orderId: string; clientSecret: string };

/** A lookup refusal: 422 on the `lookup` field with the spec's text and its message key (`reason`). */
export function lookupRefusal(failure: LookupFailure): ApiError {
  const message = LOOKUP_FAILURE_TEXT[failure];
  return new ApiError('bad_input', message, [{ path: 'lookup', message, reason: failure }]);
}

const isEmptyAnswer = (e: UpstreamError) => e.kind === 'validation' && e.message === 'no response data';

/** The upstream's refusal of a token ('Provided data is not valid') or of the amount; else the usual mapping. */
function paymentError(e: UpstreamError): ApiError {
  if (e.status === 400 && /not valid/i.test(e.message)) return lookupRefusal('providedDataNotValid');
  if (e.status === 400 && /amount/i.test(e.message)) return new ApiError('bad_input', e.message, [{ path: 'amountCents', message: e.message }]);
  if (isEmptyAnswer(e)) return lookupRefusal('noData');
  return toApiError(e);
}

function unwrap<T>(res: UpstreamResult<T>): T {
  if (!res.ok) throw paymentError(res.error);
  return res.data;
}

/** Which upstream field carries the lookup: MSISDN for a mobile number, LookupID for the rest. */
const given = (kind: LookupKind, value: string) => (kind === 'mobile' ? { MSISDN: value, LookupID: '' } : { MSISDN: '', LookupID: value });

/**
 * POST /guest/validate with the verified captcha payload as UserToken. Refusals: the typed value
 * cannot be of its kind, the server says not valid or gives no token (the kind's message), or
 * the answer is empty ('No Data').
 */
export async function guestLookup(purpose: GuestPurpose, typed: string, userToken: string, requestId?: string): Promise<GuestLookup> {
  const kind = lookupKind(purpose, typed);
  const lookup = normaliseLookup(kind, typed);
  const fields = given(kind, lookup);
  const asGiven = { msisdn: fields.MSISDN, lookupId: fields.LookupID };
  const res = await publicCall('accounts', { method: 'POST', path: '/guest/validate', body: { ...fields, UserToken: userToken }, schema: GuestValidateWire, action: 'guestValidate' }, requestId);
  if (!res.ok) {
    if (isEmptyAnswer(res.error)) throw lookupRefusal('noData');
    if (res.error.status === 400 || res.error.status === 404) throw lookupRefusal(kindFailure(kind));
    throw toApiError(res.error);
  }
  const verdict = validateVerdict(res.data, asGiven);
  if (!verdict.ok) throw lookupRefusal(verdict.failure);
  const answer = res.data ?? {};
  return { token: verdict.token, kind, lookup, maskedName: maskName(answer.Name ?? ''), amountDueCents: kind === 'mobile' ? null : Math.max(0, answer.AmountDueCents ?? 0) };
}

function kindFailure(kind: LookupKind): LookupFailure {
  return kind === 'mobile' ? 'notValidMobileNumber' : kind === 'invoice' ? 'notValidInvoiceNumber' : 'notValidAccountNumber';
}

/** Refuses before any call a value that cannot be of its kind (the same message the server's refusal gets). */
export function checkLookupShape(purpose: GuestPurpose, typed: string): void {
  const kind = lookupKind(purpose, typed);
  if (!lookupLooksValid(kind, typed)) throw lookupRefusal(kindFailure(kind));
}

export async function guestTopUp(input: GuestTopUpInput, requestId?: string, idempotencyKey?: string): Promise<GuestPaymentStarted> {
  const msisdn = normaliseLookup('mobile', input.lookup);
  countPayment('guest', 'started');
  const res = await publicCall('accounts', {
    method: 'POST', path: '/guest/topup', body: { Amount: input.amountCents, MSISDN: msisdn, ResponseToken: input.token, Email: input.email }, schema: GuestPaymentWire, action: 'guestTopUp', headers: moneyHeaders(idempotencyKey),
  }, requestId);
  countPaymentAnswer('guest', res);
  const d = unwrap(res);
  return { orderId: d.OrderID, clientSecret: d.ClientSecret };
}

export async function guestPayBill(input: GuestPayBillInput, requestId?: string, idempotencyKey?: string): Promise<GuestPaymentStarted> {
  const kind = lookupKind('pay-bill', input.lookup);
  countPayment('guest', 'started');
  const res = await publicCall('accounts', {
    method: 'POST', path: '/guest/payment', body: { Amount: input.amountCents, LookupID: normaliseLookup(kind, input.lookup), ResponseToken: input.token, Email: input.email }, schema: GuestPaymentWire, action: 'guestPayment', headers: moneyHeaders(idempotencyKey),
  }, requestId);
  countPaymentAnswer('guest', res);
  const d = unwrap(res);
  return { orderId: d.OrderID, clientSecret: d.ClientSecret };
}

/** The voucher's credit for the number; the signed-in voucher's refusals (not found, redeemed) keep their words. */
export async function guestRedeem(input: GuestRedeemInput, requestId?: string, idempotencyKey?: string): Promise<{ creditCents: number }> {
  const res = await publicCall('accounts', {
    method: 'POST', path: '/guest/redeem', body: { Code: input.code, MSISDN: normaliseLookup('mobile', input.lookup), LookupID: '', ResponseToken: input.token }, schema: GuestRedeemWire, action: 'guestRedeem', headers: moneyHeaders(idempotencyKey),
  }, requestId);
  if (!res.ok && (res.error.status === 404 || res.error.status === 409)) throw new ApiError('bad_input', res.error.message, [{ path: 'code', message: res.error.message }]);
  return { creditCents: unwrap(res).Attributes.CreditCents };
}

export async function guestStatus(purpose: GuestPurpose, typed: string, orderId: string, requestId?: string): Promise<{ status: 'pending' | 'completed' | 'failed'; reference: string | null }> {
  const kind = lookupKind(purpose, typed);
  const fields = given(kind, normaliseLookup(kind, typed));
  const res = await publicCall('accounts', { path: '/guest/purchases', query: { ...fields, OrderID: orderId }, schema: GuestPurchaseWire, action: 'guestPurchases' }, requestId);
  if (!res.ok && res.error.status === 404) throw new ApiError('not_found');
  const wire = unwrap(res);
  countPaymentStatus('guest', purchaseStatus(wire.Status), `guest:${orderId}`);
  return { status: purchaseStatus(wire.Status), reference: wire.Reference };
}
