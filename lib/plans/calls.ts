import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { cached, cacheKey } from '@/lib/cache';
import { cardToPayWith } from '@/lib/billing/calls';
import { balances, paymentStatus } from '@/lib/billing/money-calls';
import { moneyScopeKey } from '@/lib/billing/money-scope';
import type { PaymentStatus } from '@/lib/billing/money-types';
import { listAddons, listPlans } from '@/lib/catalog/calls';
import type { CatalogError, PlansResult, PlanView } from '@/lib/catalog/types';
import { billToAccount, checkBillToAccount, currentCustomerUuid } from '@/lib/customer/calls';
import { ApiError } from '@/lib/errors';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { intentIdOf } from '@/lib/payments/outcome';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import type { AddonPurchase, AddonsView, HeldAddon, PlanChanged, PlansView, ProductTypeTransfer } from '@/lib/usage/types';
import { basePlanOf, forgetHoldings, hasBasePlan, holding, isoOfNanos, otherAddonsOf, plansTag, toHeldAddon, type Holding } from './held';
import {
  ADDON_RETRY_EVERY_MS, canBuyAddon, nextPlanChangeAllowedAt, planChangeAllowed, planChangeModes, planErrorCode, purchaseCall, purchaseStep,
} from './rules';
import type { AddonBuyInput, AutoRenewInput, PlanChangeInput, ProductTypeInput } from './schemas';
import { INTENT_ID } from './schemas';
import { AutoRenewWire, ChangePlanWire, ProductTypeWire, PurchaseWire, type PostpayPurchaseRequest, type PrepayPurchaseRequest } from './wire';
import { countPayment, countPaymentAnswer } from '@/lib/observability/metrics';

/**
 * Plans and add-ons in the mobile home (docs/mobile-contract.md §3), one function per BFF route:
 * the upstream calls of account-management.md §7 "Addon and plan purchase", parsed with wire.ts,
 * the rules of rules.ts, refusals as ApiErrors. Every write forgets the customer's usage, plans
 * and money (forgetHoldings), whatever its outcome.
 */

/** A refusal as our code: the spec's texts first (plan_not_found, addon_not_found, …), else the usual mapping. */
function planError(e: UpstreamError, details?: unknown): ApiError {
  const code = planErrorCode(e);
  return code ? new ApiError(code, undefined, details) : toApiError(e);
}

function unwrap<T>(res: UpstreamResult<T>): T {
  if (!res.ok) throw planError(res.error);
  return res.data;
}

/** An accepted refusal (a 4xx read for what its body adds): its own code with those details. */
function refused(status: number, body: { err_message: string; MissingCents?: number | null; UnpaidCents?: number | null }): ApiError {
  const details = body.MissingCents != null ? { missingCents: body.MissingCents } : body.UnpaidCents != null ? { unpaidCents: body.UnpaidCents } : undefined;
  return planError({ kind: 'http', status, message: body.err_message, retryable: false }, details);
}

function catalogFailure(e: CatalogError): ApiError {
  if (e.code === 'unavailable') return new ApiError('upstream_unavailable');
  if (e.code === 'bad_response') return new ApiError('upstream_bad_response');
  return new ApiError('upstream_error');
}

const displayOf = (h: Holding) => ({ hotspot: h.scope.flags.hotspot, carryover: h.scope.flags.carryover });

/** The plans of the product's kind ("the plans for this product kind"; pay-as-you-go has its own). */
async function plansOfKind(rc: RequestContext, h: Holding): Promise<PlanView[]> {
  const r: PlansResult = await listPlans(h.kind ?? 'prepay', { display: displayOf(h), requestId: rc.requestId });
  if (!r.ok) throw catalogFailure(r.error);
  return r.plans;
}

/** The add-ons a product of this kind can buy. */
async function addonsOfKind(rc: RequestContext, h: Holding): Promise<PlanView[]> {
  const r = await listAddons({ kind: h.kind === 'postpay' ? 'postpay' : 'prepay', display: displayOf(h), requestId: rc.requestId });
  if (!r.ok) throw catalogFailure(r.error);
  return r.plans;
}

const lastChange = (h: Holding) => (h.held.LastPlanChangeAtNanos > 0 ? new Date(Math.floor(h.held.LastPlanChangeAtNanos / 1e6)) : null);

/** GET /api/customer/plans: the current plan with its next update, the add-ons held, the plans of this kind, the mode and "once per month". */
export async function plansView(rc: RequestContext): Promise<PlansView> {
  const h = await holding(rc, 'all-plans');
  const base = basePlanOf(h);
  const pending = h.held.PendingPlanChange;
  const next = nextPlanChangeAllowedAt(lastChange(h), new Date(h.now));
  return {
    productUuid: h.product.uuid,
    kind: h.kind,
    current: base ? toHeldAddon(base) : null,
    addons: otherAddonsOf(h).map(toHeldAddon),
    pendingChange: pending && pending.Name ? { planName: pending.Name, at: isoOfNanos(pending.AtNanos) ?? '' } : null,
    plans: await plansOfKind(rc, h),
    mode: planChangeModes(h.kind, h.scope.flags),
    nextChangeAllowedAt: next?.toISOString() ?? null,
  };
}

/**
 * GET /api/customer/addons: what the current product can buy, cached a minute per customer ("plan
 * lists 1 min"); "'You have no active plans' with 'Please buy a base plan before you can buy an
 * addon'" when it has no base plan; the prepay credit that can pay for one.
 */
export async function addonsView(rc: RequestContext): Promise<AddonsView> {
  const h = await holding(rc, 'addons');
  const key = cacheKey('planLists', moneyScopeKey(rc, h.scope.uuid), 'addons', h.product.uuid, String(h.scope.flags.hotspot), String(h.scope.flags.carryover));
  const addons = await cached('planLists', key, () => addonsOfKind(rc, h), { tags: [plansTag(h.scope.uuid)] });
  const credit = h.kind === 'postpay' ? null : (await balances(rc).catch(() => null))?.prepay?.creditCents ?? h.product.creditCents ?? null;
  // Prepay may bill an add-on to the account (issue 15 item 4); postpay's add-ons go on its own bill.
  const billTo = h.kind === 'postpay' ? null : await billToAccount(rc).catch(() => null);
  return { productUuid: h.product.uuid, kind: h.kind, hasBasePlan: hasBasePlan(h), addons, images: h.scope.flags.addonImages, creditCents: credit, billTo };
}

/**
 * POST /api/customer/plans/change: "now (no proration, charged now, prior discounts removed) or at
 * next billing date; once per month … Change-plan mode is NOW for prepay and postpay (options
 * NOW, LATER, BOTH)". A `when` the mode does not allow is the field's 422; a plan not of this
 * kind is 'can not find plan'; the upstream refuses the rest ('You already have this plan', once
 * a month, 'Not enough balance' with details.missingCents).
 */
export async function changePlan(rc: RequestContext, input: PlanChangeInput): Promise<PlanChanged> {
  const h = await holding(rc, 'all-plans');
  if (!planChangeAllowed(planChangeModes(h.kind, h.scope.flags), input.when)) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'when', message: FORMAT_INVALID }]);
  const base = basePlanOf(h);
  if (!base) throw new ApiError('no_active_plan');
  const plan = (await plansOfKind(rc, h)).find((p) => p.availabilityUuid === input.availabilityUuid);
  if (!plan) throw new ApiError('plan_not_found');
  const body = {
    NewAddonAutoRenew: input.autoRenew, ChangeNow: input.when === 'now', NewAddonAvailabilityUUID: plan.availabilityUuid, OldAddonUUID: base.UUID, CustomerUUID: h.scope.uuid, MobileUUID: h.product.uuid,
  };
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: '/eshop/customer/change-plan', body, schema: ChangePlanWire, accept: { statuses: [402], schema: ChangePlanWire }, action: 'changePlan', money: true });
  forgetHoldings(h.scope.uuid);
  const answer = unwrap(res);
  if (res.ok && res.status >= 400) throw refused(res.status, answer);
  const at = isoOfNanos(answer.ChangedAtNanos) ?? new Date(h.now).toISOString();
  return { planName: answer.Addon?.Name || plan.name, when: answer.Scheduled ? 'later' : input.when, at, chargedCents: input.when === 'now' && !answer.Scheduled ? plan.priceCents : 0 };
}

/** POST /api/customer/auto-renew: "Auto renew can be turned on or off per plan or addon", one the product holds. */
export async function setAutoRenew(rc: RequestContext, input: AutoRenewInput): Promise<HeldAddon> {
  const h = await holding(rc, 'your-plan');
  if (!h.held.Addons.some((a) => a.UUID === input.addonUuid)) throw new ApiError('not_found');
  const body = { MobileAddonUUID: input.addonUuid, MobileUUID: h.product.uuid, CustomerUUID: h.scope.uuid, AutoRenew: input.autoRenew };
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: '/update/change-addon-auto-renew', body, schema: AutoRenewWire, action: 'changeAddonAutoRenew' });
  forgetHoldings(h.scope.uuid);
  return toHeldAddon(unwrap(res).Addon);
}

type PurchaseRequest = { path: string; params?: Record<string, string>; body: PrepayPurchaseRequest | PostpayPurchaseRequest };

/** The prepay purchases' paths ("POST /customer/:uuid/prepay_addon/…", "…/prepay_addon_initial/…"). */
const PREPAY_PURCHASE_PATH = {
  prepay_addon: '/customer/{uuid}/prepay_addon/{product}/{availability}',
  prepay_addon_initial: '/customer/{uuid}/prepay_addon_initial/{product}/{availability}',
} as const;

function purchaseRequest(h: Holding, plan: PlanView, input: AddonBuyInput, base: boolean): PurchaseRequest {
  const call = purchaseCall(h.kind ?? 'prepay', input.paymentMethodType, base, plan.isBasePlan);
  if (!call) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'paymentMethodType', message: FORMAT_INVALID }]);
  const isBasePlan = plan.isBasePlan ? { isBasePlan: true } : {};
  if (call === 'postpay_addon') {
    return {
      path: '/postpay/addon',
      body: { AddonAvailabilityUUID: plan.availabilityUuid, AddonCatalogEntryUUID: plan.catalogUuid, CustomerUUID: h.scope.uuid, ProductInstanceUUID: h.product.uuid, Subscribe: input.subscribe, ...isBasePlan },
    };
  }
  const card = input.paymentMethodType === 'cards';
  const route = input.paymentMethodType === 'bill_routes';
  return {
    path: PREPAY_PURCHASE_PATH[call],
    params: { uuid: h.scope.uuid, product: h.product.uuid, availability: plan.availabilityUuid },
    body: {
      Subscribe: input.subscribe, PAYG: !card && !route, AuthorizeOnly: false, ...isBasePlan,
      ...(card ? { PaymentMethodType: 'cards', ...(input.paymentMethodId ? { PaymentMethodID: input.paymentMethodId } : {}) } : {}),
      ...(route ? { PaymentMethodType: 'bill_routes' } : {}),
    },
  };
}

/**
 * POST /api/customer/addons/buy: "Addon purchase: response Status 'pending_payment' means payment
 * pending. With a ClientSecret the card payment is confirmed. Success when payment status is
 * succeeded or HTTP status is 200. Without a ClientSecret the same purchase is retried until 10
 * seconds since the first attempt, then fails" (every 250 ms; then 504 payment_processing_error).
 * "Addon purchase needs an available product, else 'no plan'"; an add-on needs a base plan ('You
 * have no active plans'); a named card is checked first.
 */
export async function buyAddon(rc: RequestContext, input: AddonBuyInput): Promise<AddonPurchase> {
  const h = await holding(rc, 'addons');
  const [addons, plans] = await Promise.all([addonsOfKind(rc, h), plansOfKind(rc, h)]);
  const plan = [...addons, ...plans].find((p) => p.availabilityUuid === input.availabilityUuid && p.available);
  if (!plan) throw new ApiError('addon_not_found');
  const base = hasBasePlan(h);
  if (!canBuyAddon(base, plan.isBasePlan)) throw new ApiError('no_active_plan');
  const request = purchaseRequest(h, plan, input, base);
  if (input.paymentMethodType === 'cards' && input.paymentMethodId && h.kind !== 'postpay') await cardToPayWith(rc, h.scope.uuid, input.paymentMethodId);
  // Prepay billed to the account: a paying route (`payingRoute`) with enough left, else the choice is refused (none) or 402 'Spend limit is over'.
  if (input.paymentMethodType === 'bill_routes' && h.kind !== 'postpay' && !(await checkBillToAccount(rc, plan.priceCents))) {
    throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'paymentMethodType', message: FORMAT_INVALID }]);
  }
  const now = () => rc.now?.() ?? Date.now();
  const first = now();
  countPayment('add_on', 'started');
  try {
    for (;;) {
      const res = await customerCall(rc, 'accounts', {
        method: 'POST', path: request.path, params: request.params, body: request.body, schema: PurchaseWire, accept: { statuses: [402], schema: PurchaseWire }, action: 'buyAddon', money: true,
      });
      countPaymentAnswer('add_on', res);
      const answer = unwrap(res);
      if (res.ok && res.status >= 400) {
        countPayment('add_on', 'declined');
        throw refused(res.status, answer);
      }
      const secret = answer.ClientSecret ?? null;
      const step = purchaseStep({ status: answer.Status, httpStatus: res.ok ? res.status : 0, clientSecret: secret }, first, now());
      if (step === 'succeeded') {
        countPayment('add_on', 'succeeded');
        return { status: 'succeeded', clientSecret: null, intentId: null, addonName: plan.name };
      }
      if (step === 'confirm') return { status: 'pending_payment', clientSecret: secret, intentId: answer.PaymentIntentID ?? (secret ? intentIdOf(secret) : null), addonName: plan.name };
      if (step === 'failed') {
        countPayment('add_on', 'failed');
        throw new ApiError('payment_processing_error');
      }
      await sleep(ADDON_RETRY_EVERY_MS);
    }
  } finally {
    forgetHoldings(h.scope.uuid);
  }
}

/**
 * GET /api/customer/addons/buy/{intentId}: a card purchase's payment, followed by the page after
 * the browser confirms the card until final; then the usage, plans and money are read afresh.
 */
export async function addonPaymentStatus(rc: RequestContext, intentId: string): Promise<PaymentStatus> {
  if (!INTENT_ID.test(intentId)) throw new ApiError('not_found');
  const { status } = await paymentStatus(rc, 'addons', intentId);
  if (status !== 'pending') forgetHoldings(currentCustomerUuid(rc));
  return { status };
}

/**
 * POST /api/customer/product-type: "PUT /sim/v1/product-type/{dry}, dry run first, unpaid debt paid
 * first, the 'Product type transfer' success message". 409 unpaid_debt with details.unpaidCents;
 * the same type is same_product_type. A transfer done forgets everything the customer's pages read.
 */
export async function transferProductType(rc: RequestContext, input: ProductTypeInput): Promise<ProductTypeTransfer> {
  const h = await holding(rc, 'your-plan', { flags: ['productTypeTransfer'] });
  const from = h.kind === 'postpay' ? 'postpay' : 'prepay';
  const res = await customerCall(rc, 'accounts', {
    method: 'PUT', path: '/sim/v1/product-type/{dry}', params: { dry: input.dryRun ? 'true' : 'false' },
    body: { CustomerUUID: h.scope.uuid, ProductInstanceUUID: h.product.uuid, Type: input.to }, schema: ProductTypeWire, accept: { statuses: [409], schema: ProductTypeWire }, action: 'productTypeTransfer',
  });
  if (!input.dryRun) forgetHoldings(h.scope.uuid);
  const answer = unwrap(res);
  if (res.ok && res.status >= 400) throw refused(res.status, answer);
  const unpaidCents = answer.UnpaidCents ?? 0;
  return { from, to: input.to, dryRun: input.dryRun, unpaidCents, allowed: answer.Allowed ?? unpaidCents === 0 };
}
