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

/** The onboarding refusals the BFF names (docs/onboarding-contract.md §3.1), by the upstream's status, err_number and words. */
export type AdoptionRefusal =
  | 'sim_not_found' | 'sim_associated' | 'service_already_active' | 'no_service' | 'token_error' | 'activation_link_expired'
  | 'cant_adopt_by_ip' | 'no_customer_uuid' | 'verification_code_incorrect' | 'code_expired' | 'rate_limited' | 'link_not_expired';

/**
 * "Errors TOKEN_ERROR, NO_SERVICE, CANT_ADOPT_BY_IP, no_customer_UUID, 'phone number or SIM ID not
 * found', 'already active service'" (issue 16 item 1, portal-shop-onboarding.md §8), the SIM
 * "already associated" (4091) and the SMS code's own refusals. null: not one of ours (the usual
 * mapping answers it).
 */
export function adoptionRefusal(e: { status?: number; errNumber?: number; message: string }): AdoptionRefusal | null {
  const words = e.message.trim();
  const lower = words.toLowerCase();
  if (e.status === 429) return 'rate_limited';
  if (words === 'TOKEN_ERROR') return 'token_error';
  if (words === 'NO_SERVICE') return 'no_service';
  if (words === 'CANT_ADOPT_BY_IP') return 'cant_adopt_by_ip';
  if (lower === 'no_customer_uuid') return 'no_customer_uuid';
  if (e.errNumber === 4091 || lower.includes('already associated')) return 'sim_associated';
  if (e.errNumber === 4092 || lower === 'already active service') return 'service_already_active';
  if (lower === 'phone number or sim id not found') return 'sim_not_found';
  if (e.status === 410 || lower === 'your activation link expired') return 'activation_link_expired';
  if (lower === 'the verification code is incorrect') return 'verification_code_incorrect';
  if (lower === 'ask for a new code') return 'code_expired';
  if (lower === 'this link has not expired') return 'link_not_expired';
  return null;
}

/** The activation calls' refusals the BFF names before the general 'We cannot proceed …' (§3.1). */
export function activationRefusal(e: { status?: number; message: string }): 'credit_check_failed' | 'card_authorization_error' | 'not_enough_balance' | 'payment_pending' | 'service_already_active' | null {
  const lower = e.message.trim().toLowerCase();
  if (lower === 'credit check failed') return 'credit_check_failed';
  if (lower === 'card authorization error') return 'card_authorization_error';
  if (lower === 'not enough balance') return 'not_enough_balance';
  if (lower === 'payment is pending') return 'payment_pending';
  if (lower === 'already active service') return 'service_already_active';
  return null;
}

/**
 * "SIM ID, last 4 digits shown" (Adoption.simIdEnd): '89640500000000016011' → '…6011'; '' for none.
 */
export function simIdEnd(simId: string): string {
  const digits = simId.replace(/\D/g, '');
  return digits ? `…${digits.slice(-4)}` : '';
}

/**
 * Which of the customer's products the onboarding lists ("the customer's products not yet active
 * or activating: status below 4, or an activation in progress"): below 4 and not retired, or 4
 * without its add-ons yet (the wait is not over).
 */
export function awaitsActivation(p: { status?: number; billingReference: string; addons: number }): boolean {
  const status = p.status ?? 0;
  if (status < PRODUCT_STATUS_ACTIVE) return status > 0;
  return status === PRODUCT_STATUS_ACTIVE && (p.billingReference === '' || p.addons === 0);
}

/**
 * The upstream's masked MSISDN ('6421*****901', §2.1) as the customer reads it: '021 *** *901'
 * (maskNumber's shape, whatever number of stars the upstream used). An unmasked MSISDN is masked
 * by maskNumber; anything else as it came.
 */
export function maskedNumberOf(wire: string): string {
  const national = wire.trim().replace(/^\+?64/, '0');
  if (/^0\d{7,10}$/.test(national)) return maskNumber(national);
  if (!/^0\d{2}\*+\d{3}$/.test(national)) return wire;
  return `${national.slice(0, 3)} *** *${national.slice(-3)}`;
}

const PLAN_TYPES: readonly PlanType[] = ['prepay', 'postpay', 'payg'];

/**
 * The plan types a SIM may be activated as: `PUT /sim/v1/product-type/{dry}` changes a SIM's type
 * before its activation ("The adoption result decides the plan type (postpay; prepay plus add-on;
 * PAYG)" is where it starts, not where it must stay). Its own type first; a fully paid SIM keeps the
 * plan paid for, and a SIM swap keeps the service it replaces, so each has only its own.
 */
export function planTypesOf(sim: { planType: PlanType; fullyPaid: boolean; simSwap: boolean }): PlanType[] {
  if (sim.fullyPaid || sim.simSwap) return [sim.planType];
  return [sim.planType, ...PLAN_TYPES.filter((t) => t !== sim.planType)];
}

/**
 * Which activations start with `POST v3/{spid}/prepay_mobile/finalise_activation` (portal-shop-
 * onboarding.md §7 "finalise_activation: MobileProductUUID, CustomerUUID"): the prepay kinds, with
 * their held plan or casual rates. Postpay and PAYG start upstream once their payment succeeded, a
 * fully paid SIM by `activate/false`. Before the upstream names a kind: a prepay SIM not fully paid.
 */
export function finalisedByCall(kind: string | null, sim: { planType: PlanType; fullyPaid: boolean } | null): boolean {
  if (kind) return kind === 'prepay' || kind === 'prepay_casual';
  return sim?.planType === 'prepay' && !sim.fullyPaid;
}
