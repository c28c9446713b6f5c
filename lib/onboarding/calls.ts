import 'server-only';
import type { z } from 'zod';
import { forgetMoney } from '@/lib/billing/money-scope';
import { invalidateTag } from '@/lib/cache';
import { listPlans } from '@/lib/catalog/calls';
import { getFlags } from '@/lib/config/calls';
import { billToAccount, checkBillToAccount, currentCustomerUuid, forgetCustomer, listMobileProducts, reshapeProduct } from '@/lib/customer/calls';
import type { MobileProductView } from '@/lib/customer/types';
import { MobileProduct, MobileProducts } from '@/lib/customer/wire';
import { ApiError } from '@/lib/errors';
import { FORMAT_INVALID } from '@/lib/errors/input';
import { countActivation, countPayment } from '@/lib/observability/metrics';
import { routeGateOpen } from '@/lib/flags/rules';
import { PRODUCT_STATUS_ACTIVE, SMS_CODE_RESEND_S } from '@/lib/flags/constants';
import { isoOfNanos, plansTag } from '@/lib/plans/held';
import { checkPortingNumber, startPort } from '@/lib/porting/calls';
import type { PortingInputParsed } from '@/lib/porting/schemas';
import { nzNumber } from '@/lib/sim/rules';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { CallOptions, UpstreamError } from '@/lib/upstream/types';
import {
  activationErrorText, activationKind, activationRefusal, activationState, activationSteps, adoptionOutcome, adoptionRefusal, awaitsActivation, dryActivationVerdict,
  finalisedByCall, maskedNumberOf, needsPaymentConfirmation, paymentAllowed, planTypesOf, simIdEnd, type UpstreamActivationState,
} from './rules';
import type { ActivateInput, AdoptInput } from './schemas';
import type { ActivationKind, ActivationLink, ActivationPlan, ActivationProgress, ActivationSetup, Adoption, AdoptStep, PlanType, PlanTypeChoice } from './types';
import {
  ActivationStartWire, AdoptionResultWire, AnyWire, CreditCheckWire, FinaliseWire, ProductTypeChangeWire, RefusalWire, SimMetadataWire, SmsAdoptionWire, TokenRenewWire,
  TokenResumeWire, VoucherCheckWire, type ActivationPaymentRequest, type AdoptBySimSmsRequest, type AdoptBySmsRequest, type PlanActivationRequest,
} from './wire';

/**
 * Onboarding (docs/onboarding-contract.md §3.1), one function per BFF route: the upstream calls of
 * §2.1 and §2.2 parsed with wire.ts, reshaped into types.ts, refused with the catalogue's codes
 * (adoptionRefusal, activationRefusal). The customer is always the session's; a productId must be
 * one of its products (else 404). Gate `mobileOnboarding` (off → 404).
 */

// ——— Scope ———

/** The session's customer ('no_customer_UUID' when the session has none), behind the gate. */
async function onboardingScope(rc: RequestContext): Promise<string> {
  if (!rc.session.customerUuid) throw new ApiError('no_customer_uuid');
  const uuid = currentCustomerUuid(rc);
  if (!routeGateOpen('mobileOnboarding', await getFlags())) throw new ApiError('not_found');
  return uuid;
}

/** The customer's products read past the cache (an activation moves them every second). */
async function freshProducts(rc: RequestContext, uuid: string): Promise<MobileProductView[]> {
  const res = await customerCall(rc, 'accounts', { path: '/v2/{spid}/customer/{uuid}/mobile_products', params: { uuid }, schema: MobileProducts, action: 'getMobileProducts' });
  if (!res.ok) throw toApiError(res.error);
  return res.data.MobileProducts.map(reshapeProduct);
}

/**
 * One product as the activation wait reads it, past the cache, by the SIM's plan type: "GET
 * v3/{spid}/customer/{id}/mobileprepay/{productId}; GET v1/{spid}/customer/{id}/postpay_mobile/{productId}".
 * Not the customer's (or not of that kind): null.
 */
async function waitedProduct(rc: RequestContext, uuid: string, productId: string, planType: PlanType): Promise<MobileProductView | null> {
  const postpay = planType === 'postpay';
  const res = await customerCall(rc, 'accounts', {
    path: postpay ? '/v1/{spid}/customer/{id}/postpay_mobile/{productId}' : '/v3/{spid}/customer/{id}/mobileprepay/{productId}',
    params: { id: uuid, productId },
    schema: MobileProduct,
    action: postpay ? 'getPostpayMobile' : 'getMobilePrepay',
  });
  if (res.ok) return reshapeProduct(res.data);
  if (res.error.status === 404) return null;
  throw toApiError(res.error);
}

/** One of the customer's products, or 404 not_found (never another customer's). */
async function ownProduct(rc: RequestContext, uuid: string, productId: string, opts: { fresh?: boolean } = {}): Promise<MobileProductView> {
  let products: MobileProductView[];
  if (opts.fresh) products = await freshProducts(rc, uuid);
  else {
    const res = await listMobileProducts(rc, uuid);
    if (!res.ok) throw toApiError(res.error);
    products = res.data;
  }
  const product = products.find((p) => p.uuid === productId);
  if (!product) throw new ApiError('not_found');
  return product;
}

// ——— Calls and their refusals ———

/** An onboarding refusal as the BFF answers it (§3.1), else the usual mapping. */
export function onboardingFailure(e: UpstreamError): ApiError {
  if (e.kind !== 'http' || e.status === 401 || e.status === 403 || (e.status ?? 0) >= 500) return toApiError(e);
  const code = adoptionRefusal(e);
  if (code === 'rate_limited') return new ApiError('rate_limited', 'Please wait before asking for another code', { retryAfterS: SMS_CODE_RESEND_S, retryAfterSeconds: SMS_CODE_RESEND_S });
  if (code) return new ApiError(code);
  return toApiError(e);
}

async function call<S extends z.ZodType>(rc: RequestContext, opts: CallOptions<S>): Promise<z.infer<S>> {
  const res = await customerCall(rc, 'accounts', opts);
  if (res.ok) return res.data;
  throw onboardingFailure(res.error);
}

/**
 * An activation call's refusal (§3.1): the named ones (credit check, card authorisation, balance,
 * payment pending), else `activation_refused` with activationErrorText: a 4xx with the server's
 * words, a 5xx 'Please try again later'. Network and time-outs too: the activation did not go.
 */
function activationFailure(e: UpstreamError): ApiError {
  if (e.status === 401 || e.status === 403) return toApiError(e);
  if (e.status === 404) return new ApiError('not_found');
  const named = e.kind === 'http' && e.status !== undefined && e.status < 500 ? activationRefusal(e) : null;
  if (named) return new ApiError(named);
  const status = e.kind === 'http' && e.status !== undefined ? e.status : 503;
  return new ApiError('activation_refused', activationErrorText(status, e.message));
}

async function activationCall<S extends z.ZodType>(rc: RequestContext, opts: CallOptions<S>): Promise<z.infer<S>> {
  const res = await customerCall(rc, 'accounts', opts);
  if (res.ok) return res.data;
  throw activationFailure(res.error);
}

// ——— Adoption ———

type SimFacts = { productId: string; msisdn: string; simId: string; status: number; meta: z.infer<typeof SimMetadataWire> | z.infer<typeof AdoptionResultWire>['Metadata'] };

function toAdoption(f: SimFacts, state: Adoption['state']): Adoption {
  const outcome = adoptionOutcome(f.meta);
  if (!outcome) throw new ApiError('upstream_bad_response');
  const paid = outcome.fullyPaid && f.meta.ProductCatalogUUID ? { availabilityId: f.meta.ProductAvailabilityUUID ?? '', catalogId: f.meta.ProductCatalogUUID, name: f.meta.PlanName ?? '' } : null;
  return {
    productId: f.productId,
    number: nzNumber(f.msisdn),
    simIdEnd: simIdEnd(f.simId),
    planType: outcome.planType,
    fullyPaid: outcome.fullyPaid,
    simSwap: outcome.simSwap,
    replacesProductId: outcome.simSwap ? f.meta.ReplacementFor : null,
    paidPlan: paid,
    state,
  };
}

function adopted(uuid: string, w: z.infer<typeof AdoptionResultWire>): AdoptStep {
  forgetCustomer(uuid); // the new product shows everywhere at once
  const state = w.ProductStatus === 4 ? 'active' : 'ready';
  return { step: 'adopted', adoption: toAdoption({ productId: w.MobileProductUUID, msisdn: w.MSISDN, simId: w.SIMID, status: w.ProductStatus, meta: w.Metadata }, state) };
}

/**
 * POST /api/onboarding/adopt: by SMS (the SIM ID or the number; first the code, then with it),
 * by the link's token, or by the address of the SIM's data session (`clientIp`, trusted hops only).
 */
export async function adopt(rc: RequestContext, input: AdoptInput, clientIp: string): Promise<AdoptStep> {
  const uuid = await onboardingScope(rc);
  if (input.by === 'token') {
    return adopted(uuid, await call(rc, { method: 'POST', path: '/v3/adopt_by_token', body: { CustomerUUID: uuid, Token: input.token }, schema: AdoptionResultWire, action: 'adoptByToken' }));
  }
  if (input.by === 'ip') {
    if (!clientIp || clientIp === 'unknown') throw new ApiError('cant_adopt_by_ip');
    return adopted(uuid, await call(rc, { method: 'POST', path: '/v3/adopt_by_ip', body: { CustomerUUID: uuid, ClientIP: clientIp }, schema: AdoptionResultWire, action: 'adoptByIp' }));
  }
  const code = input.code ? { SMSCode: input.code } : {};
  const res = input.simId
    ? await call(rc, { method: 'POST', path: '/v3/adopt_by_sim_sms', body: { CustomerUUID: uuid, SIMID: input.simId, ...code } satisfies AdoptBySimSmsRequest, schema: SmsAdoptionWire, action: 'adoptBySimSms' })
    : await call(rc, { method: 'POST', path: '/v3/adopt_by_sms', body: { CustomerUUID: uuid, MobileNumber: input.number ?? '', ...code } satisfies AdoptBySmsRequest, schema: SmsAdoptionWire, action: 'adoptBySms' });
  if ('SMSSent' in res) return { step: 'code_sent', to: maskedNumberOf(res.MSISDN), resendAfterSeconds: res.ResendAfterSeconds ?? SMS_CODE_RESEND_S };
  return adopted(uuid, res);
}

/** GET /api/onboarding/links/{code}: the adoption link as it stands ("resumes by its identifier"). */
export async function activationLink(rc: RequestContext, code: string): Promise<ActivationLink> {
  await onboardingScope(rc);
  const w = await call(rc, { path: '/v3/adoption_token_resume/{uuid}', params: { uuid: code }, schema: TokenResumeWire, action: 'adoptionTokenResume' });
  return {
    code,
    state: w.State === 'VALID' ? 'valid' : w.State === 'EXPIRED' ? 'expired' : 'used',
    number: maskedNumberOf(w.MSISDN),
    expiresAt: isoOfNanos(w.ExpiresAtNanos) ?? new Date(0).toISOString(),
    productId: w.MobileProductUUID || null,
  };
}

/** POST /api/onboarding/links/{code}/renew: "an expired one … offers a new one by SMS". */
export async function renewLink(rc: RequestContext, code: string): Promise<{ sentTo: string }> {
  await onboardingScope(rc);
  const w = await call(rc, { method: 'POST', path: '/v3/adoption_token_resume/{uuid}/renew', params: { uuid: code }, body: {}, schema: TokenRenewWire, action: 'adoptionTokenRenew' });
  return { sentTo: maskedNumberOf(w.MSISDN) };
}

// ——— The SIMs awaiting activation ———

function metadata(rc: RequestContext, productId: string) {
  return call(rc, { path: '/sim/metadata/{productId}', params: { productId }, schema: SimMetadataWire, action: 'getSimMetadata' });
}

function adoptionState(p: MobileProductView, meta: z.infer<typeof SimMetadataWire>): Adoption['state'] {
  const s = meta.Activation.State;
  if (p.status === 4 && p.billingReference !== '' && p.addons.length > 0) return 'active';
  return s === 'REQUESTED' || s === 'PROVISIONING' || s === 'ACTIVE' ? 'activating' : 'ready';
}

const factsOf = (p: MobileProductView, meta: z.infer<typeof SimMetadataWire>): SimFacts => ({ productId: p.uuid, msisdn: p.msisdn, simId: p.simId, status: p.status ?? 0, meta });

/** GET /api/onboarding/sims: the customer's products not yet active or activating. A product with no SIM record (404) is not one. */
export async function listAdoptions(rc: RequestContext): Promise<Adoption[]> {
  const uuid = await onboardingScope(rc);
  const products = (await freshProducts(rc, uuid)).filter((p) => awaitsActivation({ status: p.status, billingReference: p.billingReference, addons: p.addons.length }));
  const out: Adoption[] = [];
  for (const p of products) {
    const res = await customerCall(rc, 'accounts', { path: '/sim/metadata/{productId}', params: { productId: p.uuid }, schema: SimMetadataWire, action: 'getSimMetadata' });
    if (!res.ok) {
      if (res.error.status === 404) continue;
      throw onboardingFailure(res.error);
    }
    if (!adoptionOutcome(res.data)) continue;
    out.push(toAdoption(factsOf(p, res.data), adoptionState(p, res.data)));
  }
  return out;
}

function toActivationPlan(p: { availabilityUuid: string; uuid: string; name: string; priceCents: number; period: { label: { text: string } } | null; description: string }): ActivationPlan {
  return { availabilityId: p.availabilityUuid, catalogId: p.uuid, name: p.name, priceCents: p.priceCents, period: p.period?.label.text ?? null, summary: p.description };
}

/** GET /api/onboarding/sims/{productId}: the SIM, the plans of its type, and the ways to pay. */
export async function activationSetup(rc: RequestContext, productId: string): Promise<ActivationSetup> {
  const uuid = await onboardingScope(rc);
  const product = await ownProduct(rc, uuid, productId, { fresh: true });
  const meta = await metadata(rc, productId);
  const adoption = toAdoption(factsOf(product, meta), adoptionState(product, meta));
  const payable = !adoption.fullyPaid;
  const choices = payable ? await Promise.all(planTypesOf(adoption).map((type) => planTypeChoice(rc, type))) : [];
  const own = choices[0];
  const route = payable ? await billToAccount(rc) : null;
  return {
    adoption,
    plans: own?.plans ?? [],
    casualAllowed: own?.casualAllowed ?? false,
    creditCheck: own?.creditCheck ?? false,
    payment: {
      voucher: own?.voucher ?? false,
      billTo: route ? { payer: route.payer, remainingSpend: route.remainingSpend, spendCycle: route.spendCycle } : null,
    },
    planTypes: choices,
  };
}

/** One plan type's plans and what paying for it asks (casual rates: prepay; a credit check: postpay; a voucher: not postpay). */
async function planTypeChoice(rc: RequestContext, planType: PlanType): Promise<PlanTypeChoice> {
  const listed = await listPlans(planType, { requestId: rc.requestId });
  if (!listed.ok) throw new ApiError(listed.error.code === 'unavailable' ? 'upstream_unavailable' : 'upstream_error');
  const plans = listed.plans.filter((p) => p.available && p.kind === planType).map(toActivationPlan);
  return { planType, plans, casualAllowed: planType === 'prepay', creditCheck: planType === 'postpay', voucher: paymentAllowed(planType, 'voucher') };
}

/** POST /api/onboarding/sims/{productId}/voucher: the voucher question (check only). */
export async function checkVoucher(rc: RequestContext, productId: string, code: string): Promise<{ valid: boolean; creditCents: number }> {
  const uuid = await onboardingScope(rc);
  await ownProduct(rc, uuid, productId);
  const meta = await metadata(rc, productId);
  const outcome = adoptionOutcome(meta);
  if (!outcome || !paymentAllowed(outcome.planType, 'voucher')) throw new ApiError('bad_input', FORMAT_INVALID, [{ path: 'code', message: FORMAT_INVALID }]);
  const res = await customerCall(rc, 'accounts', {
    method: 'POST', path: '/customer/{id}/check_voucher/{productId}/{code}', params: { id: uuid, productId, code }, body: {}, schema: VoucherCheckWire, action: 'checkVoucher',
  });
  if (!res.ok) {
    if (res.error.kind === 'http' && res.error.status === 400) return { valid: false, creditCents: 0 };
    throw onboardingFailure(res.error);
  }
  return { valid: res.data.Valid, creditCents: res.data.Valid ? res.data.CreditCents : 0 };
}

// ——— Activation ———

const GATEWAY = 'stripe';

function paymentFields(payment: ActivateInput['payment']): ActivationPaymentRequest {
  if (payment?.type === 'cards') return { PaymentMethodID: payment.paymentMethodId, PaymentMethodType: 'cards', PaymentMethodGateway: GATEWAY };
  if (payment?.type === 'bill_routes') return { PaymentMethodID: '', PaymentMethodType: 'bill_routes', PaymentMethodGateway: '' };
  return { PaymentMethodID: '', PaymentMethodType: 'none', PaymentMethodGateway: '' };
}

const badField = (path: string) => new ApiError('bad_input', FORMAT_INVALID, [{ path, message: FORMAT_INVALID }]);

/** Which inputs a kind needs: a plan (prepay, postpay), a way to pay (prepay, postpay, payg). */
function checkChoice(kind: ActivationKind, input: ActivateInput): void {
  if ((kind === 'prepay' || kind === 'postpay') && !input.plan) throw badField('plan');
  if ((kind === 'prepay' || kind === 'postpay' || kind === 'payg') && (!input.payment || input.payment.type === 'voucher')) throw badField('payment');
}

/**
 * POST /api/onboarding/sims/{productId}/activate, in the order of §3.1: the product is the
 * customer's and not active; activationKind; paymentAllowed; a plan type change (dry, then for
 * real); postpay's credit check; the porting number checked (before any payment); the dry run
 * (dryActivationVerdict); then the activation of its kind. Answers the payment step's ChargeResult:
 * a clientSecret to confirm, or none (finalise at once).
 */
export async function activate(rc: RequestContext, productId: string, input: ActivateInput): Promise<{ kind: ActivationKind; clientSecret?: string }> {
  try {
    const started = await startActivation(rc, productId, input);
    countActivation('started');
    if (started.clientSecret) countPayment('activation', 'started');
    return started;
  } catch (err) {
    // The card refused by the dry run; an upstream failure while starting (a refusal of the input is neither).
    if (err instanceof ApiError && (err.code === 'payment_method_error' || err.code === 'card_authorization_error')) countPayment('activation', 'declined');
    else if (err instanceof ApiError && err.status >= 500) countActivation('failed');
    throw err;
  }
}

async function startActivation(rc: RequestContext, productId: string, input: ActivateInput): Promise<{ kind: ActivationKind; clientSecret?: string }> {
  const uuid = await onboardingScope(rc);
  const product = await ownProduct(rc, uuid, productId, { fresh: true });
  const meta = await metadata(rc, productId);
  const outcome = adoptionOutcome(meta);
  if (!outcome) throw new ApiError('upstream_bad_response');
  const busy = meta.Activation.State === 'REQUESTED' || meta.Activation.State === 'PROVISIONING' || meta.Activation.State === 'ACTIVE';
  if (product.status === 4 || busy) throw new ApiError('service_already_active');

  if (input.planType && !planTypesOf(outcome).includes(input.planType)) throw badField('planType');
  const planType: PlanType = input.planType ?? outcome.planType;
  const paymentType = input.payment?.type ?? null;
  const kind = activationKind({ planType, fullyPaid: outcome.fullyPaid }, { plan: input.plan !== null, payment: paymentType });
  if (paymentType && !paymentAllowed(planType, paymentType)) throw badField('payment');
  checkChoice(kind, input);

  // The plan must be one of the SIM's type (the catalogue is cached).
  if (input.plan) {
    const listed = await listPlans(planType, { requestId: rc.requestId });
    const chosen = listed.ok ? listed.plans.find((p) => p.availabilityUuid === input.plan?.availabilityId && p.available) : undefined;
    if (listed.ok && !chosen) throw badField('plan');
  }

  if (planType !== outcome.planType) {
    for (const dry of ['true', 'false']) {
      await activationCall(rc, {
        method: 'PUT', path: '/sim/v1/product-type/{dry}', params: { dry }, body: { CustomerUUID: uuid, ProductInstanceUUID: productId, Type: planType }, schema: ProductTypeChangeWire, action: 'productTypeChange',
      });
    }
  }

  if (kind === 'postpay') {
    const check = await activationCall(rc, { method: 'POST', path: '/customer/{id}/credit_check', params: { id: uuid }, body: { MobileProductUUID: productId }, schema: CreditCheckWire, action: 'creditCheck' });
    if (check.Result === 'FAIL') throw new ApiError('credit_check_failed');
  }

  if (input.porting) await checkPortingNumber(rc, uuid, input.porting.number);

  await dryRun(rc, uuid, productId, input.payment);

  const plan = input.plan;
  const body = paymentFields(input.payment);
  let clientSecret = '';
  if (kind === 'prepay' || kind === 'prepay_casual') {
    if (plan) {
      if (body.PaymentMethodType === 'bill_routes') await checkBillRoute(rc, plan.availabilityId);
      const w = await activationCall(rc, {
        method: 'POST', path: '/customer/{id}/prepay_addon_initial/{productId}/{availabilityId}', params: { id: uuid, productId, availabilityId: plan.availabilityId },
        body: { AuthorizeOnly: false, Subscribe: true, PAYG: false, ...body, PaymentMethodGateway: GATEWAY }, schema: ActivationStartWire, action: 'prepayAddonInitial', money: true,
      });
      clientSecret = w.ClientSecret;
    }
  } else if (kind === 'postpay' || kind === 'payg') {
    const request: PlanActivationRequest = {
      Subscribe: true, ...body, PaymentMethodGateway: body.PaymentMethodType === 'cards' ? GATEWAY : body.PaymentMethodGateway, CustomerUUID: uuid, MobileProductUUID: productId,
      ProductAvailabilityUUID: plan?.availabilityId ?? '', ProductCatalogUUID: plan?.catalogId ?? '',
    };
    const w = await activationCall(rc, { method: 'POST', path: kind === 'postpay' ? '/postpay/activation' : '/payg/activation', body: request, schema: ActivationStartWire, action: kind === 'postpay' ? 'postpayActivation' : 'paygActivation', money: true });
    clientSecret = w.ClientSecret;
  } else if (kind === 'voucher_redeem_activation') {
    const code = input.payment?.type === 'voucher' ? input.payment.code : '';
    await activationCall(rc, { method: 'POST', path: '/customer/{id}/redeem_voucher/{productId}/{code}', params: { id: uuid, productId, code }, body: {}, schema: AnyWire, action: 'redeemVoucher', money: true });
    forgetMoney(uuid);
    if (plan) {
      await activationCall(rc, {
        method: 'POST', path: '/customer/{id}/prepay_addon_initial/{productId}/{availabilityId}', params: { id: uuid, productId, availabilityId: plan.availabilityId },
        body: { AuthorizeOnly: false, Subscribe: true, PAYG: false, PaymentMethodGateway: GATEWAY, PaymentMethodID: '', PaymentMethodType: 'credit' }, schema: ActivationStartWire, action: 'prepayAddonInitial', money: true,
      });
    }
    await finaliseActivation(rc, uuid, productId);
  } else {
    await activationCall(rc, { method: 'POST', path: '/customer/{id}/service/{productId}/activate/{dry}', params: { id: uuid, productId, dry: 'false' }, body: body, schema: ActivationStartWire, action: 'activate', money: true });
  }

  forgetCustomer(uuid);
  const confirm = needsPaymentConfirmation(kind) && clientSecret !== '';
  return confirm ? { kind, clientSecret } : { kind };
}

/** A prepay first plan billed to the account: a paying route with enough left (checkBillToAccount), else the choice is refused. */
async function checkBillRoute(rc: RequestContext, availabilityId: string): Promise<void> {
  const listed = await listPlans('prepay', { requestId: rc.requestId });
  const price = listed.ok ? listed.plans.find((p) => p.availabilityUuid === availabilityId)?.priceCents : undefined;
  if (price === undefined) throw badField('plan');
  if (!(await checkBillToAccount(rc, price))) throw badField('payment');
}

/**
 * "Dry activation result: an HTTP 412 means no payment error; other 4xx statuses give a
 * payment-method error message; other failures are treated as not dry" (the activation goes on).
 */
async function dryRun(rc: RequestContext, uuid: string, productId: string, payment: ActivateInput['payment']): Promise<void> {
  const res = await customerCall(rc, 'accounts', {
    method: 'POST', path: '/customer/{id}/service/{productId}/activate/{dry}', params: { id: uuid, productId, dry: 'true' }, body: { ...paymentFields(payment), AuthorizeOnly: true },
    schema: RefusalWire, accept: { statuses: [412], schema: RefusalWire }, action: 'dryActivation',
  });
  const status = res.ok ? res.status : (res.error.status ?? 0);
  if (!res.ok && (res.error.status === 401 || res.error.status === 403)) throw toApiError(res.error);
  if (dryActivationVerdict(status) !== 'payment_method_error') return;
  const words = res.ok ? res.data.err_message : res.error.message;
  if (words.trim().toLowerCase() === 'card authorization error') throw new ApiError('card_authorization_error');
  throw new ApiError('payment_method_error', words.trim() || undefined);
}

/** POST /v3/{spid}/prepay_mobile/finalise_activation: a prepay activation (with its held plan, or casual rates). */
async function finaliseActivation(rc: RequestContext, uuid: string, productId: string): Promise<void> {
  await activationCall(rc, { method: 'POST', path: '/v3/{spid}/prepay_mobile/finalise_activation', body: { MobileProductUUID: productId, CustomerUUID: uuid }, schema: FinaliseWire, action: 'finaliseActivation' });
}

/**
 * POST /api/onboarding/sims/{productId}/finalise: after the payment step confirmed (or at once):
 * prepay kinds → finalise_activation; the others started upstream once paid. Then the port typed at
 * activation, which the page sends again here: nothing is kept on the server between the two calls.
 * The port starts only once the activation is asked (a payment that failed starts none); still
 * unpaid with a port to start → payment_pending, so the page asks again. Idempotent: an activation
 * already asked is not asked again, a port already open is not started twice.
 */
export async function finalise(rc: RequestContext, productId: string, porting?: PortingInputParsed): Promise<ActivationProgress> {
  const uuid = await onboardingScope(rc);
  await ownProduct(rc, uuid, productId);
  const meta = await metadata(rc, productId);
  const kind = meta.Activation.Kind || null;
  if (meta.Activation.State === 'NONE' && finalisedByCall(kind, adoptionOutcome(meta))) await finaliseActivation(rc, uuid, productId);
  const now = await progress(rc, productId, { scoped: uuid });
  if (!porting || now.state === 'failed' || now.state === 'timed_out') return now;
  if (now.state === 'not_started') throw new ApiError('payment_pending');
  await startPortOnce(rc, uuid, productId, porting);
  return now;
}

/** The port of an activation: a second finalise (the page's retry, the wait page) finds it open and starts none. */
async function startPortOnce(rc: RequestContext, uuid: string, productId: string, porting: PortingInputParsed): Promise<void> {
  try {
    await startPort(rc, uuid, productId, porting);
  } catch (err) {
    // 'A port is already in progress' (409): the earlier finalise started it.
    if (err instanceof ApiError && err.code === 'porting_error' && err.status === 409) return;
    throw err;
  }
}

// ——— Progress ———

const msOfNanos = (n: number) => (n > 0 ? Math.floor(n / 1e6) : null);

/**
 * GET /api/onboarding/sims/{productId}/progress: activationState over the upstream's record and the
 * product (status, billing reference, add-ons), the steps by activationSteps. Ready forgets the
 * customer's cached products, plans and money (tags), so the dashboard shows the new number at once.
 */
export async function progress(rc: RequestContext, productId: string, opts: { scoped?: string; nowMs?: number } = {}): Promise<ActivationProgress> {
  const uuid = opts.scoped ?? (await onboardingScope(rc));
  const meta = await metadata(rc, productId);
  const planType = adoptionOutcome(meta)?.planType ?? 'prepay';
  const own = await waitedProduct(rc, uuid, productId, planType);
  if (!own) throw new ApiError('not_found');
  const a = meta.Activation;
  // A SIM swap ends with the replaced product taking this SIM (§2.5 as built): from ACTIVE on, the wait follows that product.
  const replaces = meta.ReplacementFor || null;
  const moved = a.State === 'ACTIVE' || (own.status ?? 0) > PRODUCT_STATUS_ACTIVE;
  const replaced = replaces && moved ? await waitedProduct(rc, uuid, replaces, planType) : null;
  const product = replaced ?? own;
  const requestedAtMs = msOfNanos(a.RequestedAtNanos);
  const state = activationState({
    upstream: a.State as UpstreamActivationState,
    status: product.status ?? 0,
    billingReference: product.billingReference,
    addons: product.addons.length,
    requestedAtMs,
    nowMs: opts.nowMs ?? Date.now(),
  });
  const iso = (n: number) => isoOfNanos(n > 0 ? n : null);
  const steps = activationSteps(state, { payment: iso(a.RequestedAtNanos), network: iso(a.NetworkReadyAtNanos), plan: iso(a.AddonsReadyAtNanos), ready: iso(a.AddonsReadyAtNanos) });
  const kind = (a.Kind || null) as ActivationKind | null;
  const planName = meta.PlanName || product.addons.find((x) => x.isBasePlan)?.name || product.addons[0]?.name || null;
  // Metrics, once per product in this process: the wait's outcome; a paid kind under way was paid.
  if (state === 'ready') countActivation('completed', productId);
  if (state === 'failed' || state === 'timed_out') countActivation('failed', productId);
  if (state !== 'not_started' && a.Kind && needsPaymentConfirmation(a.Kind as ActivationKind)) countPayment('activation', 'succeeded', `activation:${productId}`);
  if (state === 'ready') {
    forgetCustomer(uuid);
    forgetMoney(uuid);
    invalidateTag(plansTag(uuid));
  }
  return {
    productId,
    number: nzNumber(product.msisdn),
    planName,
    kind,
    state,
    steps,
    startedAt: requestedAtMs === null ? null : new Date(requestedAtMs).toISOString(),
    message: state === 'failed' ? a.Message || null : null,
  };
}

/** Checks the product before a stream starts (404 for another's), then reads as progress does. */
export async function progressScope(rc: RequestContext, productId: string): Promise<string> {
  const uuid = await onboardingScope(rc);
  await ownProduct(rc, uuid, productId);
  return uuid;
}

