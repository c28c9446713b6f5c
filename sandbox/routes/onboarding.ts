import type { Deps } from '../context';
import { HttpError, badRequest, conflict } from '../errors';
import type { RequestContext, Router } from '../router';
import { isExpired } from '../store/cards';
import { alreadyActive, paymentPending, type PlanType } from '../store/onboarding';
import type { MobileProduct, PaymentMethod } from '../store/types';
import { objectBody, optionalBoolean, optionalNumber, optionalString, requiredString, type Body } from '../validate';
import { productNotFound, productRoutesContext } from './usage';

/** Onboarding (docs/onboarding-contract.md §2.1, §2.2): adoption, the activation calls and the test control. */

const PLAN_TYPES: readonly PlanType[] = ['prepay', 'postpay', 'payg'];
const PAYMENT_TYPES = ['cards', 'bill_routes', 'none'] as const;
/** A card that expires within this many days "is about to expire" and cannot be authorised. */
const ABOUT_TO_EXPIRE_MS = 31 * 86_400_000;
/** The test cards that decline (docs/eshop-contract.md test cards): saved, they fail an authorisation. */
const DECLINING_LAST4 = ['0002', '9995'];
const VOUCHER_CODE = /^\d{13}$/;

export const noPaymentError = (): HttpError => new HttpError(412, 1412, 'No payment error');
export const cardAuthorizationError = (): HttpError => new HttpError(402, 1402, 'card authorization error');

/** What the activation calls share: the customer, the product (theirs, not active), its plan type. */
export function onboardingContext(deps: Deps) {
  const { onboarding, cards, families } = deps.store;
  const { owned, productOf, bodyCustomer } = productRoutesContext(deps);

  /** A product of the customer that is no active service yet and is an onboarding one (its SIM in the inventory). */
  const openProduct = (customer: string, uuid: unknown, field = 'MobileProductUUID'): { product: MobileProduct; planType: PlanType } => {
    const product = productOf(customer, uuid, field);
    if (product.Status === 4) throw alreadyActive();
    const planType = onboarding.planTypeOf(product.UUID);
    if (!planType) throw productNotFound();
    return { product, planType };
  };

  /** The saved card named, able to be authorised. */
  const cardFor = (customer: string, body: Body): PaymentMethod => {
    const id = optionalString(body, 'PaymentMethodID');
    const card = id ? cards.get(customer, id) : undefined;
    if (!card) throw badRequest('Card is not found');
    if (isExpired(card, deps.clock.now() + ABOUT_TO_EXPIRE_MS)) throw new HttpError(402, 1402, 'A card about to expire cannot be authorized');
    return card;
  };

  /** The dry run's checks of a payment method (§2.2 activate/{dry}). */
  const checkPayment = (customer: string, body: Body): (typeof PAYMENT_TYPES)[number] => {
    const type = optionalString(body, 'PaymentMethodType') ?? 'cards';
    if (!(PAYMENT_TYPES as readonly string[]).includes(type)) throw badRequest('PaymentMethodType must be cards, bill_routes or none');
    if (type === 'cards') cardFor(customer, body);
    if (type === 'bill_routes' && !families.billingRoutes(customer).BillingRoutes.some((r) => r.RoutingType === 'parent')) {
      throw badRequest('Please add a payment card to continue');
    }
    return type as (typeof PAYMENT_TYPES)[number];
  };

  return { owned, productOf, bodyCustomer, openProduct, cardFor, checkPayment };
}

export function onboardingRoutes(router: Router, deps: Deps): void {
  const { onboarding, usage, eshop, money } = deps.store;
  const { owned, productOf, bodyCustomer, openProduct, cardFor, checkPayment } = onboardingContext(deps);

  // ---- §2.1 adoption ----

  const adoptionCustomer = (ctx: RequestContext): { body: Body; customer: string } => {
    const body = objectBody(ctx.body);
    if (typeof body.CustomerUUID !== 'string' || body.CustomerUUID.trim() === '') throw badRequest('no_customer_UUID');
    return { body, customer: bodyCustomer(ctx, body) };
  };
  const smsCode = (body: Body): string | undefined => {
    const code = body.SMSCode;
    if (code === undefined || code === null || code === '') return undefined;
    if (typeof code !== 'string' || !/^\s*\d{6}\s*$/.test(code)) throw badRequest('the verification code is incorrect');
    return code.trim();
  };

  // POST /v3/adopt_by_sms { CustomerUUID, MobileNumber, SMSCode? } → { SMSSent, MSISDN, ResendAfterSeconds } | AdoptionResult
  router.post('/v3/adopt_by_sms', (ctx) => {
    const { body, customer } = adoptionCustomer(ctx);
    const raw = requiredString(body, 'MobileNumber').replace(/[\s\-()]/g, '').replace(/^\+/, '');
    const msisdn = raw.startsWith('0') ? `64${raw.slice(1)}` : raw;
    return onboarding.adoptBySms(customer, /^64\d{8,11}$/.test(msisdn) ? onboarding.simByMsisdn(msisdn) : undefined, smsCode(body));
  });

  // POST /v3/adopt_by_sim_sms { CustomerUUID, SIMID, ICCID?, SMSCode? } → the same
  router.post('/v3/adopt_by_sim_sms', (ctx) => {
    const { body, customer } = adoptionCustomer(ctx);
    const simId = requiredString(body, 'SIMID').replace(/[\s-]/g, '');
    const iccid = optionalString(body, 'ICCID')?.replace(/[\s-]/g, '');
    const sim = /^\d{19,20}$/.test(simId) ? onboarding.sim(simId) : undefined;
    return onboarding.adoptBySms(customer, sim && iccid && sim.iccid !== iccid ? undefined : sim, smsCode(body));
  });

  // POST /v3/adopt_by_token { CustomerUUID, Token } → AdoptionResult
  router.post('/v3/adopt_by_token', (ctx) => {
    const { body, customer } = adoptionCustomer(ctx);
    return onboarding.adoptByToken(customer, requiredString(body, 'Token').trim());
  });

  // POST /v3/adopt_by_ip { CustomerUUID, ClientIP } → AdoptionResult
  router.post('/v3/adopt_by_ip', (ctx) => {
    const { body, customer } = adoptionCustomer(ctx);
    return onboarding.adoptByIp(customer, requiredString(body, 'ClientIP').trim());
  });

  // GET /v3/adoption_token_resume/{uuid} → { Token, State, MSISDN (masked), ExpiresAtNanos, MobileProductUUID }
  router.get('/v3/adoption_token_resume/{uuid}', (ctx) => {
    const auth = deps.tokens.authenticate(ctx);
    const customer = ctx.query.get('CustomerUUID') || auth.claims.cur || auth.claims.cus[0] || '';
    if (!auth.claims.cus.includes(customer)) deps.tokens.forCustomer(ctx, customer);
    return onboarding.tokenView(ctx.params.uuid ?? '', customer);
  });

  // POST /v3/adoption_token_resume/{uuid}/renew (ext) → { SMSSent, MSISDN (masked) }
  router.post('/v3/adoption_token_resume/{uuid}/renew', (ctx) => {
    deps.tokens.authenticate(ctx);
    return onboarding.renewToken(ctx.params.uuid ?? '');
  });

  // ---- §2.2 activation ----

  /** The product of a path or query, the caller's: the customer is the one whose products hold it. */
  const callerProduct = (ctx: RequestContext, uuid: string): { customer: string; product: MobileProduct } => {
    const auth = deps.tokens.authenticate(ctx);
    const named = ctx.query.get('CustomerUUID');
    const candidates = named ? [named] : auth.claims.cus;
    for (const customer of candidates) {
      if (!auth.claims.cus.includes(customer)) continue;
      const product = deps.store.customers.mobileProducts(customer).find((p) => p.UUID === uuid);
      if (product) return { customer, product };
    }
    throw productNotFound();
  };

  // GET /sim/metadata/{productId} → { …, Activation: { State, Kind, RequestedAtNanos, NetworkReadyAtNanos, AddonsReadyAtNanos, Message } }
  router.get('/sim/metadata/{productId}', (ctx) => onboarding.metadata(callerProduct(ctx, ctx.params.productId ?? '').product.UUID));

  // POST /customer/{id}/credit_check { MobileProductUUID } (ext) → { Result, Reference }
  router.post('/customer/{uuid}/credit_check', (ctx) => {
    const customer = owned(ctx);
    const { product, planType } = openProduct(customer, objectBody(ctx.body).MobileProductUUID);
    if (planType !== 'postpay') throw conflict('No credit check for this plan type');
    return onboarding.creditCheck(product.UUID);
  });

  // POST /customer/{id}/service/{productId}/activate/{dry} { PaymentMethodID, PaymentMethodType, PaymentMethodGateway, AuthorizeOnly }
  router.post('/customer/{uuid}/service/{productId}/activate/{dry}', (ctx) => {
    const dry = ctx.params.dry;
    if (dry !== 'true' && dry !== 'false') throw badRequest('dry must be true or false');
    const customer = owned(ctx);
    const body = objectBody(ctx.body, true);
    optionalBoolean(body, 'AuthorizeOnly');
    const { product, planType } = openProduct(customer, ctx.params.productId, 'productId');
    if (dry === 'true') {
      checkPayment(customer, body);
      throw noPaymentError();
    }
    const meta = onboarding.metadata(product.UUID);
    const a = onboarding.activation(product.UUID);
    if (!meta.FullyPaid && a?.paid !== 1) throw paymentPending();
    onboarding.request(product.UUID, meta.FullyPaid ? 'dry_activation' : a?.kind || planType);
    return { ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product.UUID, BillingReference: billingFor(customer, planType) };
  });

  const billingFor = (customer: string, planType: PlanType): string => `${planType}:${deps.store.customers.get(customer)?.ExternalRef5 ?? ''}`;

  // POST /v3/{spid}/prepay_mobile/finalise_activation { MobileProductUUID, CustomerUUID } → { State }
  router.post('/v3/{spid}/prepay_mobile/finalise_activation', (ctx) => {
    if (ctx.params.spid !== '69') throw badRequest('SPID does not match');
    const body = objectBody(ctx.body);
    const customer = bodyCustomer(ctx, body);
    const product = productOf(customer, body.MobileProductUUID, 'MobileProductUUID');
    const planType = onboarding.planTypeOf(product.UUID);
    if (!planType) throw productNotFound();
    const a = onboarding.current(product.UUID);
    if (a && a.state !== 'NONE' && a.state !== 'FAILED') return { State: a.state };
    if (product.Status === 4) throw alreadyActive();
    if (planType !== 'prepay') throw badRequest("You don't have prepay product");
    if (a?.held_availability_uuid && a.paid !== 1) throw paymentPending();
    const kind = a?.kind || (a?.held_availability_uuid ? 'prepay' : 'prepay_casual');
    return { State: onboarding.request(product.UUID, kind).state };
  });

  /** /postpay/activation and /payg/activation: the body, the customer and the open product of that plan type. */
  const typedActivation = (ctx: RequestContext, type: PlanType) => {
    const body = objectBody(ctx.body);
    const customer = bodyCustomer(ctx, body);
    const { product, planType } = openProduct(customer, body.MobileProductUUID);
    if (planType !== type) throw badRequest(`You don't have ${type} product`);
    if (!onboarding.isOpen(product.UUID)) throw conflict('The activation is already on its way');
    optionalBoolean(body, 'Subscribe');
    return { body, customer, product };
  };

  // POST /postpay/activation { Subscribe, PaymentMethodID, PaymentMethodType, PaymentMethodGateway, CustomerUUID, MobileProductUUID, ProductAvailabilityUUID, ProductCatalogUUID }
  router.post('/postpay/activation', (ctx) => {
    const { body, customer, product } = typedActivation(ctx, 'postpay');
    const a = onboarding.activation(product.UUID);
    if (!a?.credit_check) throw conflict('Credit check needed');
    if (a.credit_check === 'FAIL') throw new HttpError(402, 1402, 'credit check failed');
    const entry = usage.entryOfAvailability(requiredString(body, 'ProductAvailabilityUUID'));
    const catalog = optionalString(body, 'ProductCatalogUUID');
    if (!entry || !entry.buyable || !entry.isBasePlan || !entry.productType.startsWith('postpay') || (catalog && catalog !== entry.entryUuid)) {
      throw new HttpError(404, 1404, 'can not find plan');
    }
    const subscribe = optionalBoolean(body, 'Subscribe') ?? true;
    const type = optionalString(body, 'PaymentMethodType') ?? 'cards';
    onboarding.setKind(product.UUID, 'postpay');
    if (type === 'bill_routes' || type === 'none' || entry.price === 0) {
      if (type === 'bill_routes') checkPayment(customer, body);
      onboarding.hold(product.UUID, { availability: entry.availabilityUuid, subscribe, intentId: '', paid: true, startWhenPaid: true });
      onboarding.request(product.UUID, 'postpay');
      return { ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product.UUID, BillingReference: billingFor(customer, 'postpay') };
    }
    if (type !== 'cards') throw badRequest('PaymentMethodType must be cards, bill_routes or none');
    const card = cardFor(customer, body);
    if (DECLINING_LAST4.includes(card.CardLast4)) throw cardAuthorizationError();
    const intent = eshop.createAccountIntent({ purpose: 'addon', customerUuid: customer, productUuid: product.UUID, amountCents: entry.price }, card.Token);
    onboarding.hold(product.UUID, { availability: entry.availabilityUuid, subscribe, intentId: intent.id, paid: false, startWhenPaid: true });
    return { ClientSecret: intent.client_secret, PaymentIntent: intent.id, ProductInstanceUUID: product.UUID, BillingReference: billingFor(customer, 'postpay') };
  });

  // POST /payg/activation { … } – the card kept for top-ups, nothing charged; casual rates
  router.post('/payg/activation', (ctx) => {
    const { body, customer, product } = typedActivation(ctx, 'payg');
    const type = optionalString(body, 'PaymentMethodType') ?? 'cards';
    if (type === 'cards' && optionalString(body, 'PaymentMethodID')) cardFor(customer, body);
    onboarding.hold(product.UUID, { availability: '', subscribe: false, intentId: '', paid: true, startWhenPaid: false });
    onboarding.request(product.UUID, 'payg');
    return { ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product.UUID, BillingReference: billingFor(customer, 'payg') };
  });

  // POST /customer/{id}/check_voucher/{productId}/{code} → { Valid, CreditCents }
  router.post('/customer/{uuid}/check_voucher/{productId}/{code}', (ctx) => {
    const customer = owned(ctx);
    const code = ctx.params.code ?? '';
    if (!VOUCHER_CODE.test(code)) throw badRequest('Voucher code must be 13 digits');
    productOf(customer, ctx.params.productId, 'productId');
    const voucher = money.voucher(code);
    return voucher && !voucher.redeemed_by ? { Valid: true, CreditCents: voucher.credit_cents } : { Valid: false, CreditCents: 0 };
  });

}

/**
 * PUT /sim/v1/product-type/{dry} before activation (called by the issue-13 route for a product that
 * is not active and is an onboarding one): the SIM's plan type changes; dry 'true' only checks.
 */
export function changeOnboardingType(deps: Deps, product: MobileProduct, type: unknown, dry: boolean): { Type: PlanType } {
  if (product.Status === 4) throw alreadyActive();
  if (!PLAN_TYPES.includes(type as PlanType)) throw badRequest('Type must be prepay, postpay or payg');
  if (!deps.store.onboarding.isOpen(product.UUID)) throw conflict('The activation is already on its way');
  if (deps.store.onboarding.simOfProduct(product.UUID)?.fully_paid === 1 && deps.store.onboarding.planTypeOf(product.UUID) !== type) {
    throw conflict('The plan of a paid SIM cannot change');
  }
  if (!dry) deps.store.onboarding.setPlanType(product.UUID, type as PlanType);
  return { Type: type as PlanType };
}

/** Test control (test mode): activations, onboarding SIMs. */
export function onboardingControlRoutes(router: Router, deps: Deps): void {
  const { onboarding } = deps.store;

  // POST /__control/activations/{productUuid}/move-on { ms } → the metadata
  router.post('/__control/activations/{productUuid}/move-on', (ctx) => {
    const ms = optionalNumber(objectBody(ctx.body), 'ms');
    if (ms === undefined || !Number.isFinite(ms) || ms <= 0) throw badRequest('ms must be a positive number');
    if (!onboarding.moveOn(ctx.params.productUuid ?? '', ms)) throw productNotFound();
    return onboarding.metadata(ctx.params.productUuid ?? '');
  });

  // POST /__control/activations/{productUuid}/fail { message } → the metadata, FAILED
  router.post('/__control/activations/{productUuid}/fail', (ctx) => {
    const message = optionalString(objectBody(ctx.body, true), 'message') || 'Activation failed';
    if (!onboarding.fail(ctx.params.productUuid ?? '', message)) throw productNotFound();
    return onboarding.metadata(ctx.params.productUuid ?? '');
  });

  // POST /__control/onboarding-sims { planType?, creditCheck?, fullyPaid?, mobileIp?, expiredToken? } → { SIMID, MSISDN, Token }
  router.post('/__control/onboarding-sims', (ctx) => {
    const body = objectBody(ctx.body, true);
    const planType = optionalString(body, 'planType') ?? 'prepay';
    if (!PLAN_TYPES.includes(planType as PlanType)) throw badRequest('planType must be prepay, postpay or payg');
    const creditCheck = optionalString(body, 'creditCheck') ?? 'PASS';
    if (creditCheck !== 'PASS' && creditCheck !== 'FAIL') throw badRequest('creditCheck must be PASS or FAIL');
    const mobileIp = optionalString(body, 'mobileIp');
    if (mobileIp !== undefined && !/^[0-9a-fA-F:.]{2,45}$/.test(mobileIp)) throw badRequest('mobileIp must be an IP address');
    return onboarding.addSim({
      planType: planType as PlanType, creditCheck, fullyPaid: optionalBoolean(body, 'fullyPaid') ?? false, mobileIp,
      expiredToken: optionalBoolean(body, 'expiredToken') ?? false,
    });
  });
}
