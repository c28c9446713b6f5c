import { PAYMENT_TEXTS } from '@/lib/billing/money-rules';
import type { ErrorCode } from '@/lib/errors';
import { DAY_MS, ORDER_POLL_MS, PENDING_ADDON_RETRY_MS } from '@/lib/flags/constants';
import type { Flags } from '@/lib/flags/shipped';
import type { PlanChangeMode } from '@/lib/usage/types';

/**
 * Pure rules of plans and add-ons in the mobile home (docs/mobile-contract.md §3;
 * account-management.md §4 "Addon purchase", "Plan change", "Product type transfer", §5
 * "Addon purchase needs an available product"). No I/O; each quotes the spec line it
 * implements and has a unit test that does too. Importable by client components.
 */

/** "once per month": the upstream counts a month as 30 days since the last change (docs/mobile-contract.md §2.5). */
export const PLAN_CHANGE_INTERVAL_DAYS = 30;
/** "Poll interval 250 ms": how often a pending purchase without a ClientSecret is sent again. */
export const ADDON_RETRY_EVERY_MS = ORDER_POLL_MS;

export type ProductKind = 'prepay' | 'postpay' | 'payg';
export type PlanChangeWhen = 'now' | 'later';

const MODES: readonly PlanChangeMode[] = ['NOW', 'LATER', 'BOTH'];

/**
 * "Change-plan mode is NOW for prepay and postpay (options NOW, LATER, BOTH)": the mode of the
 * product's kind (pay-as-you-go uses prepay's); a setting that is none of the three is NOW.
 */
export function planChangeModes(kind: ProductKind | null, flags: Pick<Flags, 'planChangeModePrepay' | 'planChangeModePostpay'>): PlanChangeMode {
  const setting = (kind === 'postpay' ? flags.planChangeModePostpay : flags.planChangeModePrepay).trim().toUpperCase();
  return MODES.find((m) => m === setting) ?? 'NOW';
}

/** "Plan change: now (…) or at next billing date": whether the mode allows the change asked for. */
export function planChangeAllowed(mode: PlanChangeMode, when: PlanChangeWhen): boolean {
  return mode === 'BOTH' || (mode === 'NOW' ? when === 'now' : when === 'later');
}

/**
 * "once per month": when the next plan change is allowed after the last one (30 days on), or
 * null when it is allowed now (no change yet, or that long ago).
 */
export function nextPlanChangeAllowedAt(last: Date | null, now: Date): Date | null {
  if (!last || Number.isNaN(last.getTime())) return null;
  const next = new Date(last.getTime() + PLAN_CHANGE_INTERVAL_DAYS * DAY_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/**
 * 'You already have this plan': the plan chosen is the one held, by its availability or its
 * catalogue entry (the held add-on names either).
 */
export function isSamePlan(
  held: { availabilityUuid: string | null; catalogUuid?: string | null } | null,
  plan: { availabilityUuid: string; uuid: string; catalogUuid: string },
): boolean {
  if (!held) return false;
  const ids = new Set([plan.availabilityUuid, plan.uuid, plan.catalogUuid].filter(Boolean).map((s) => s.toLowerCase()));
  return [held.availabilityUuid, held.catalogUuid].some((id) => !!id && ids.has(id.toLowerCase()));
}

/** "Without a ClientSecret the same purchase is retried until 10 seconds since the first attempt, then fails." */
export function addonRetryUntil(firstAttemptAt: number): number {
  return firstAttemptAt + PENDING_ADDON_RETRY_MS;
}

export type PurchaseStep = 'succeeded' | 'confirm' | 'retry' | 'failed';

/**
 * "Addon purchase: response Status 'pending_payment' means payment pending. With a ClientSecret
 * the card payment is confirmed. Success when payment status is succeeded or HTTP status is
 * 200. Without a ClientSecret the same purchase is retried until 10 seconds since the first
 * attempt, then fails." What to do with one answer: pending with a secret → the browser
 * confirms the card; pending without one (or no status at all on a non-200) → send again
 * until the deadline, then fail.
 */
export function purchaseStep(answer: { status: string; httpStatus: number; clientSecret: string | null }, firstAttemptAt: number, now: number): PurchaseStep {
  const status = answer.status.trim().toLowerCase();
  const pending = status === 'pending_payment';
  if (pending && answer.clientSecret) return 'confirm';
  if (!pending && (status === 'succeeded' || answer.httpStatus === 200)) return 'succeeded';
  return now < addonRetryUntil(firstAttemptAt) ? 'retry' : 'failed';
}

/**
 * "'You have no active plans' with 'Please buy a base plan before you can buy an addon'": an
 * add-on needs a live base plan; a base plan can always be bought.
 */
export function canBuyAddon(hasBasePlan: boolean, isBasePlan: boolean): boolean {
  return hasBasePlan || isBasePlan;
}

/** A held plan or add-on is live while it has not ended: no end, or an end still ahead. */
export function isLive(addon: { expiresAt?: number | null }, now: number): boolean {
  return !addon.expiresAt || addon.expiresAt > now;
}

/** Whether the product holds a live base plan. */
export function hasLiveBasePlan(addons: readonly { isBasePlan: boolean; expiresAt?: number | null }[], now: number): boolean {
  return addons.some((a) => a.isBasePlan && isLive(a, now));
}

export type PaymentMethodChoice = 'balance' | 'cards' | 'bill_routes';
export type PurchaseCall = 'prepay_addon' | 'prepay_addon_initial' | 'postpay_addon';

/**
 * The purchase call for a product's kind and the payment chosen (docs/mobile-contract.md §3):
 * postpay → POST /postpay/addon whatever the type; prepay and pay-as-you-go: from the credit
 * ('balance') → prepay_addon PAYG true; by card → prepay_addon PAYG false, or
 * prepay_addon_initial for "a product's first plan" (no base plan, buying one); by bill route
 * (issue 15, docs/families-contract.md §3 "Bill to account") → prepay_addon with PaymentMethodType
 * bill_routes, whose paying route the call checks (none: the choice is refused).
 */
export function purchaseCall(kind: ProductKind, method: PaymentMethodChoice, hasBasePlan: boolean, isBasePlan: boolean): PurchaseCall | null {
  if (kind === 'postpay') return 'postpay_addon';
  if (method === 'cards' && !hasBasePlan && isBasePlan) return 'prepay_addon_initial';
  return 'prepay_addon';
}

/** "BillingReference 'x:y'": its two parts (no colon: all of it is the first). */
function referenceParts(ref: string): [string, string] {
  const i = ref.indexOf(':');
  return i < 0 ? [ref.trim().toLowerCase(), ''] : [ref.slice(0, i).trim().toLowerCase(), ref.slice(i + 1).trim()];
}

/**
 * "Product type transfer: a billing-reference change where the second part is equal and the
 * first differs, when not mid-transfer, shows a message that the payment type changed and
 * refreshes the interface."
 */
export function billingReferenceChange(oldRef: string | null | undefined, newRef: string | null | undefined, midTransfer = false): boolean {
  if (midTransfer || !oldRef || !newRef) return false;
  const [oldFirst, oldSecond] = referenceParts(oldRef);
  const [newFirst, newSecond] = referenceParts(newRef);
  return oldSecond !== '' && oldSecond === newSecond && oldFirst !== newFirst;
}

/** The other payment type a product can move to (pay-as-you-go is prepay). */
export function transferTarget(kind: ProductKind): 'prepay' | 'postpay' {
  return kind === 'postpay' ? 'prepay' : 'postpay';
}

/** "Addon purchase needs an available product, else 'no plan' or addon_available_product_not_found." */
const ADDON_NOT_FOUND_NUMBER = 4041;

/**
 * The upstream's refusals of a plan change, an add-on purchase, an auto-renew switch or a product
 * type transfer (docs/mobile-contract.md §2.4-2.7), each to its own code: 'You already have this
 * plan', 'can not find plan', 'You can change your plan once a month', 'You have no active
 * plans', 'no plan' / addon_available_product_not_found, 'Auto renew is not allowed for this
 * add-on', 'Product is already …', 'Unpaid debt must be paid before transferring', and the
 * payment refusals ('Not enough balance', 'Spend limit is over', 'Insufficient funds', …).
 */
export const PLAN_TEXTS: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^You already have this plan$/i, 'already_have_plan'],
  [/^can not find plan$/i, 'plan_not_found'],
  [/^You can change your plan once a month$/i, 'plan_change_limit'],
  [/^You have no active plans$/i, 'no_active_plan'],
  [/^(no plan|addon_available_product_not_found)$/i, 'addon_not_found'],
  [/^Auto renew is not allowed for this add-?on$/i, 'auto_renew_not_allowed'],
  [/^Product is already (prepay|postpay)$/i, 'same_product_type'],
  [/^Unpaid debt must be paid before (transferring|continuing)$/i, 'unpaid_debt'],
  ...PAYMENT_TEXTS,
];

/** An upstream refusal (4xx) as our code; null for anything else (the usual mapping: 404 not_found, 5xx, …). */
export function planErrorCode(e: { status?: number; message: string; errNumber?: number }): ErrorCode | null {
  if (e.status === undefined || e.status < 400 || e.status >= 500) return null;
  if (e.errNumber === ADDON_NOT_FOUND_NUMBER) return 'addon_not_found';
  return PLAN_TEXTS.find(([re]) => re.test(e.message.trim()))?.[1] ?? null;
}
