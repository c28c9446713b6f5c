import { ACTIVATED_PRODUCT_WAIT_MS, PRODUCT_STATUS_ACTIVE } from '@/lib/flags/constants';
import type { ActivationKind, ActivationProgress, ActivationStepKey, AdoptionMetadata, PlanType } from './types';

/**
 * Onboarding's pure rules (docs/onboarding-contract.md; portal-shop-onboarding.md §3
 * "Onboarding-related", §4 "Adoption", "Activation finalisation", "Addon purchase", §8). No I/O.
 */

/**
 * "Adoption result: metadata that decides plan type (postpay; prepay plus add-on; PAYG), whether
 * fully paid, and whether it is a SIM swap (a replacement-for value is present)." An unknown plan
 * type is null: the caller treats the answer as a bad one.
 */
export function adoptionOutcome(m: AdoptionMetadata): { planType: PlanType; fullyPaid: boolean; simSwap: boolean } | null {
  const planType: PlanType | null = m.PlanType === 'POSTPAY' ? 'postpay' : m.PlanType === 'PAYG' ? 'payg' : m.PlanType === 'PREPAY_ADDON' ? 'prepay' : null;
  if (!planType) return null;
  return { planType, fullyPaid: m.FullyPaid === true, simSwap: typeof m.ReplacementFor === 'string' && m.ReplacementFor.trim() !== '' };
}

/** How the customer pays for the activation: a card, a parent's route, a voucher, or nothing (fully paid). */
export type ActivationPayment = 'cards' | 'bill_routes' | 'voucher' | null;

/**
 * "Types: dry_activation, voucher_redeem_activation, postpay, payg, prepay, and prepay with
 * casual." Which one: a fully paid SIM needs no payment (dry_activation: "An onboarding purchase
 * that is fully paid skips card confirmation"); a voucher redeems then activates; otherwise the
 * plan type, prepay without a plan being "prepay with casual" (casual rates until a plan is bought).
 */
export function activationKind(sim: { planType: PlanType; fullyPaid: boolean }, choice: { plan: boolean; payment: ActivationPayment }): ActivationKind {
  if (sim.fullyPaid) return 'dry_activation';
  if (choice.payment === 'voucher') return 'voucher_redeem_activation';
  if (sim.planType === 'postpay') return 'postpay';
  if (sim.planType === 'payg') return 'payg';
  return choice.plan ? 'prepay' : 'prepay_casual';
}

/** "An onboarding purchase that is fully paid skips card confirmation and succeeds." Vouchers confirm nothing either. */
export function needsPaymentConfirmation(kind: ActivationKind): boolean {
  return kind !== 'dry_activation' && kind !== 'voucher_redeem_activation';
}

/** Which payments a plan type may take: a voucher adds credit, so it pays prepay and PAYG only. */
export function paymentAllowed(planType: PlanType, payment: Exclude<ActivationPayment, null>): boolean {
  return payment !== 'voucher' || planType !== 'postpay';
}

/**
 * "Dry activation result: an HTTP 412 means no payment error; other 4xx statuses give a
 * payment-method error message; other failures are treated as not dry."
 */
export function dryActivationVerdict(status: number): 'no_payment_error' | 'payment_method_error' | 'not_dry' {
  if (status === 412) return 'no_payment_error';
  if (status >= 400 && status < 500) return 'payment_method_error';
  return 'not_dry';
}

export const ACTIVATION_REFUSED_PREFIX = 'We cannot proceed with your Activation, ';
export const ACTIVATION_TRY_LATER = 'Please try again later';

/**
 * "Activation 4xx: 'We cannot proceed with your Activation, {server message}' or '... Please try
 * again later'." A 4xx with the server's words shows them; anything else (5xx, no words) says later.
 */
export function activationErrorText(status: number, serverMessage: string | null | undefined): string {
  const words = serverMessage?.trim();
  if (status >= 400 && status < 500 && words) return `${ACTIVATION_REFUSED_PREFIX}${words}`;
  return `${ACTIVATION_REFUSED_PREFIX}${ACTIVATION_TRY_LATER}`;
}

/** "Each ends by waiting for the mobile product, with its addons, to appear (up to 250 seconds)." */
export function activationWaitOver(startedAtMs: number, nowMs: number): boolean {
  return nowMs - startedAtMs >= ACTIVATED_PRODUCT_WAIT_MS;
}

/** The upstream's activation record (GET /sim/metadata/{productId} → Activation.State, §2.2). */
export type UpstreamActivationState = 'NONE' | 'REQUESTED' | 'PROVISIONING' | 'ACTIVE' | 'FAILED';

export type ActivationFacts = {
  upstream: UpstreamActivationState;
  status: number;
  billingReference: string;
  addons: number;
  requestedAtMs: number | null;
  nowMs: number;
};

/**
 * Where the wait stands. Ready is the spec's end: "the mobile product, with its addons" ("Status 4
 * together with a billing reference and add-ons counts as activated with add-ons"); before it,
 * the upstream's record; past 250 s without it, timed out (the wait ends, the activation may
 * still finish: a later look says ready).
 */
export function activationState(f: ActivationFacts): ActivationProgress['state'] {
  if (f.status === PRODUCT_STATUS_ACTIVE && f.billingReference !== '' && f.addons > 0) return 'ready';
  if (f.upstream === 'FAILED') return 'failed';
  if (f.upstream === 'NONE' || f.requestedAtMs === null) return 'not_started';
  if (activationWaitOver(f.requestedAtMs, f.nowMs)) return 'timed_out';
  if (f.upstream === 'ACTIVE' || f.status === PRODUCT_STATUS_ACTIVE) return 'active';
  return f.upstream === 'PROVISIONING' ? 'provisioning' : 'requested';
}

const STEP_ORDER: readonly ActivationStepKey[] = ['payment', 'network', 'plan', 'ready'];
/** How many steps each state has finished. */
const DONE: Record<ActivationProgress['state'], number> = { not_started: 0, requested: 1, provisioning: 1, active: 2, ready: 4, failed: 1, timed_out: 1 };

/**
 * The steps the wait shows: payment taken, the number set up on the network, the plan added,
 * ready. Finished ones done, the next one current (none while failed or not started).
 */
export function activationSteps(state: ActivationProgress['state'], at: Partial<Record<ActivationStepKey, string | null>> = {}): ActivationProgress['steps'] {
  const done = DONE[state];
  const moving = state !== 'failed' && state !== 'not_started' && state !== 'timed_out';
  return STEP_ORDER.map((key, i) => ({
    key,
    state: i < done ? 'done' : i === done && moving ? 'current' : 'waiting',
    at: i < done ? (at[key] ?? null) : null,
  }));
}

/** "SMS codes have a resend countdown": whole seconds left before another code may be asked for (0: now). */
export function resendSecondsLeft(sentAtMs: number, nowMs: number, waitSeconds: number): number {
  return Math.max(0, Math.ceil((sentAtMs + waitSeconds * 1000 - nowMs) / 1000));
}

/** A SIM ID as typed (spaces and dashes allowed) → its 19 or 20 digits, or null. */
export function parseSimId(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{19,20}$/.test(digits) ? digits : null;
}

/** A New Zealand number shown before the SIM is the customer's: '021 555 0901' → '021 *** *901'. */
export function maskNumber(nz: string): string {
  const digits = nz.replace(/\D/g, '');
  if (digits.length < 6) return nz;
  const head = digits.slice(0, 3);
  const tail = digits.slice(-3);
  const hidden = digits.length - 6;
  const middle = '*'.repeat(Math.min(3, hidden));
  const rest = '*'.repeat(Math.max(0, hidden - 3));
  return `${head} ${middle} ${rest}${tail}`.replace(/\s+/g, ' ');
}
