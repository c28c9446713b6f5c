import type { Deps } from '../context';
import { DetailedError, HttpError, badRequest, conflict } from '../errors';
import type { RequestContext, Router } from '../router';
import { isExpired } from '../store/cards';
import { DAY_NANOS } from '../store/money';
import type { MobileProduct, PaymentMethod } from '../store/types';
import { UsageEngine, billingOf, type CatalogChoice, type PendingPlan } from '../store/usage';
import { objectBody, optionalBoolean, optionalString, requiredBoolean, requiredString, type Body } from '../validate';
import { cardExpired, cardNotFound } from './cards';
import { changeOnboardingType, onboardingContext } from './onboarding';
import { productRoutesContext } from './usage';

/** Add-ons, plans, auto-renew and product type transfer (docs/mobile-contract.md §2.4, §2.5, §2.7). */

const noPlan = (): HttpError => new HttpError(404, 4041, 'no plan');
const noActivePlan = (): HttpError => conflict('You have no active plans');
const notEnough = (missing: number): HttpError => new DetailedError(402, 1402, 'Not enough balance', { MissingCents: missing });
const addonNotFound = (): HttpError => new HttpError(404, 1404, 'Addon is not found');
const planNotFound = (): HttpError => new HttpError(404, 1404, 'can not find plan');
/** "once per month": a change made in the last 30 days refuses the next. */
export const PLAN_CHANGE_GAP_NANOS = 30 * DAY_NANOS;

type Kind = 'prepay' | 'postpay';
export const kindOf = (p: MobileProduct): Kind | null => {
  const b = billingOf(p.BillingReference);
  return b === 'prepay' || b === 'payg' ? 'prepay' : b === 'postpay' ? 'postpay' : null;
};
const isLive = (a: MobileProduct['Addons'][number], now: number): boolean => a.ExpiresAtNanos === 0 || a.ExpiresAtNanos > now;

export function planRoutes(router: Router, deps: Deps): void {
  const { usage, cards, eshop, transactions, money, customers } = deps.store;
  const { owned, productOf, bodyCustomer, caughtUp } = productRoutesContext(deps);
  const now = () => deps.clock.nowNanos();

  const liveBase = (p: MobileProduct) => p.Addons.find((a) => a.IsBasePlan && isLive(a, now()));

  /** The catalogue entry of an availability, buyable and of the product's kind; else `miss`. */
  const choiceOf = (product: MobileProduct, availability: unknown, miss: () => HttpError): CatalogChoice => {
    if (typeof availability !== 'string' || availability.trim() === '') throw miss();
    const entry = usage.entryOfAvailability(availability);
    if (!entry || !entry.buyable || !UsageEngine.sameKind(product.BillingReference, entry.productType)) throw miss();
    return entry;
  };

  const creditOf = (productUuid: string): number => money.prepayBalance(productUuid).MainBalCreditCents;

  /** Takes `cents` from the prepay credit with a COMPLETED transaction named after what it bought; 402 when short. */
  const payFromCredit = (customer: string, productUuid: string, cents: number, name: string): void => {
    const credit = creditOf(productUuid);
    if (credit < cents) throw notEnough(cents - credit);
    if (cents === 0) return;
    deps.store.db.prepare('UPDATE mobile_products SET main_bal_credit_cents = main_bal_credit_cents - ? WHERE uuid = ?').run(cents, productUuid);
    transactions.add(customer, { createdAtNanos: now(), status: 'COMPLETED', amountCents: cents, description: name });
  };

  /** The parent billing route paying for a postpay customer's phone, if any: a purchase beyond its remaining limit is refused. */
  const spendFromRoute = (customer: string, cents: number, what: string): void => {
    deps.store.families.spend(customer, cents, what);
  };

  const cardOf = (customer: string, body: Body): PaymentMethod => {
    const id = optionalString(body, 'PaymentMethodID');
    const card = id ? cards.get(customer, id) : cards.list(customer).find((c) => c.Rank === 1);
    if (!card) throw id ? cardNotFound() : badRequest('No card');
    if (isExpired(card, deps.clock.now())) throw cardExpired();
    return card;
  };

  const addonAnswer = (productUuid: string, addonUuid: string) => customers.mobileProducts(deps.store.usage.product(productUuid)?.customer_uuid ?? '')
    .find((p) => p.UUID === productUuid)?.Addons.find((a) => a.UUID === addonUuid);

  /** prepay_addon and prepay_addon_initial: from the credit (PAYG) or by card (a PaymentIntent; the add-on when it succeeds). */
  const prepayPurchase = (ctx: RequestContext, initial: boolean) => {
    const customer = caughtUp(owned(ctx));
    const body = objectBody(ctx.body);
    const payg = requiredBoolean(body, 'PAYG');
    const subscribe = optionalBoolean(body, 'Subscribe') ?? false;
    optionalBoolean(body, 'AuthorizeOnly');
    optionalBoolean(body, 'isBasePlan');
    const type = optionalString(body, 'PaymentMethodType');
    const product = productOf(customer, ctx.params.productId);
    if (initial && product.Status !== 4 && deps.store.onboarding.planTypeOf(product.UUID)) return heldFirstPlan(customer, product, ctx.params.availabilityId, body, payg, subscribe, type);
    if (kindOf(product) !== 'prepay') throw badRequest("You don't have prepay product");
    const entry = choiceOf(product, ctx.params.availabilityId, noPlan);
    const base = liveBase(product);
    if (initial && base) throw conflict('You already have an active plan');
    if (initial && !entry.isBasePlan) throw badRequest('The first plan must be a base plan');
    if (!base && !entry.isBasePlan) throw noActivePlan();
    if (payg || entry.price === 0) {
      deps.store.db.transaction(() => {
        payFromCredit(customer, product.UUID, entry.price, entry.name);
        usage.addAddon(product.UUID, entry, subscribe, now());
      })();
      return { Status: 'succeeded' };
    }
    if (type === 'bill_routes') {
      // Paid by the caller's parent route (PaymentMethodID: that route), in the purchase's transaction; none: as any other type.
      deps.store.db.transaction(() => {
        if (!deps.store.families.spend(customer, entry.price, entry.name, optionalString(body, 'PaymentMethodID') || undefined)) throw badRequest('Only cards can pay for this');
        usage.addAddon(product.UUID, entry, subscribe, now());
      })();
      return { Status: 'succeeded' };
    }
    if (type !== undefined && type !== 'cards') throw badRequest('Only cards can pay for this');
    const card = cardOf(customer, body);
    const intent = eshop.createAccountIntent({ purpose: 'addon', customerUuid: customer, productUuid: product.UUID, amountCents: entry.price }, card.Token);
    usage.rememberAddonIntent(intent.id, entry.availabilityUuid, subscribe);
    return { Status: 'pending_payment', ClientSecret: intent.client_secret, PaymentIntentID: intent.id };
  };

  /**
   * prepay_addon_initial for a prepay product not yet activated (docs/onboarding-contract.md §2.2): the
   * first plan, by card (a PaymentIntent), from the credit ('credit', after a voucher) or by the
   * parent route; held until the activation adds it.
   */
  const heldFirstPlan = (customer: string, product: MobileProduct, availability: unknown, body: Body, payg: boolean, subscribe: boolean, type: string | undefined) => {
    const { onboarding } = deps.store;
    if (onboarding.planTypeOf(product.UUID) !== 'prepay') throw badRequest("You don't have prepay product");
    if (!onboarding.isOpen(product.UUID)) throw conflict('The activation is already on its way');
    if (typeof availability !== 'string') throw noPlan();
    const entry = usage.entryOfAvailability(availability);
    if (!entry || !entry.buyable || entry.productType !== 'prepaymobileAddon') throw noPlan();
    if (!entry.isBasePlan) throw badRequest('The first plan must be a base plan');
    const hold = (intentId: string, paid: boolean) => onboarding.hold(product.UUID, { availability: entry.availabilityUuid, subscribe, intentId, paid, startWhenPaid: false });
    if (type === 'credit' || payg || entry.price === 0) {
      deps.store.db.transaction(() => {
        onboarding.payFromCredit(customer, product.UUID, entry.price, entry.name);
        hold('', true);
        onboarding.setKind(product.UUID, 'voucher_redeem_activation');
      })();
      return { Status: 'succeeded', ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product.UUID };
    }
    if (type === 'bill_routes') {
      deps.store.db.transaction(() => {
        if (!deps.store.families.spend(customer, entry.price, entry.name, optionalString(body, 'PaymentMethodID') || undefined)) throw badRequest('Please add a payment card to continue');
        hold('', true);
        onboarding.setKind(product.UUID, 'prepay');
      })();
      return { Status: 'succeeded', ClientSecret: '', PaymentIntent: '', ProductInstanceUUID: product.UUID };
    }
    if (type !== undefined && type !== 'cards') throw badRequest('Only cards can pay for this');
    const card = onboardingCards.cardFor(customer, body);
    const intent = eshop.createAccountIntent({ purpose: 'addon', customerUuid: customer, productUuid: product.UUID, amountCents: entry.price }, card.Token);
    hold(intent.id, false);
    onboarding.setKind(product.UUID, 'prepay');
    return { Status: 'pending_payment', ClientSecret: intent.client_secret, PaymentIntent: intent.id, PaymentIntentID: intent.id, ProductInstanceUUID: product.UUID };
  };
  const onboardingCards = onboardingContext(deps);

  // POST /customer/{uuid}/prepay_addon/{productId}/{availabilityId} { Subscribe, PAYG, AuthorizeOnly, isBasePlan?, PaymentMethodType?, PaymentMethodID? }
  router.post('/customer/{uuid}/prepay_addon/{productId}/{availabilityId}', (ctx) => prepayPurchase(ctx, false));

  // POST /customer/{uuid}/prepay_addon_initial/{productId}/{availabilityId} – the same, for a product's first plan
  router.post('/customer/{uuid}/prepay_addon_initial/{productId}/{availabilityId}', (ctx) => prepayPurchase(ctx, true));

  // POST /postpay/addon { AddonAvailabilityUUID, AddonCatalogEntryUUID, CustomerUUID, ProductInstanceUUID, Subscribe, isBasePlan? } → { Status: 'succeeded' }
  router.post('/postpay/addon', (ctx) => {
    const body = objectBody(ctx.body);
    const customer = caughtUp(bodyCustomer(ctx, body));
    const product = productOf(customer, body.ProductInstanceUUID);
    if (kindOf(product) !== 'postpay') throw badRequest("You don't have postpay product");
    const subscribe = optionalBoolean(body, 'Subscribe') ?? false;
    optionalBoolean(body, 'isBasePlan');
    const entry = choiceOf(product, body.AddonAvailabilityUUID, noPlan);
    const catalogEntry = optionalString(body, 'AddonCatalogEntryUUID');
    if (catalogEntry && catalogEntry !== entry.entryUuid) throw noPlan();
    if (!liveBase(product) && !entry.isBasePlan) throw noActivePlan();
    // One instant for both: the bill's purchase line is dated when the add-on starts.
    const at = now();
    deps.store.db.transaction(() => {
      spendFromRoute(customer, entry.price, entry.name);
      money.chargeOpen(customer, 'purchase', entry.name, entry.price, at);
      usage.addAddon(product.UUID, entry, subscribe, at);
    })();
    return { Status: 'succeeded' };
  });

  // POST /update/change-addon-auto-renew { MobileAddonUUID, MobileUUID, CustomerUUID, AutoRenew } → { Addon }
  router.post('/update/change-addon-auto-renew', (ctx) => {
    const body = objectBody(ctx.body);
    const customer = caughtUp(bodyCustomer(ctx, body));
    const product = productOf(customer, body.MobileUUID, 'MobileUUID');
    const autoRenew = requiredBoolean(body, 'AutoRenew');
    const uuid = requiredString(body, 'MobileAddonUUID');
    const addon = product.Addons.find((a) => a.UUID === uuid && isLive(a, now()));
    if (!addon) throw addonNotFound();
    if (!addon.AllowAutoRenew) throw badRequest('Auto renew is not allowed for this add-on');
    deps.store.db.prepare('UPDATE addons SET auto_renew = ? WHERE uuid = ?').run(autoRenew ? 1 : 0, uuid);
    return { Addon: addonAnswer(product.UUID, uuid) };
  });

  // POST /eshop/customer/change-plan { NewAddonAutoRenew, ChangeNow, NewAddonAvailabilityUUID, OldAddonUUID, CustomerUUID, MobileUUID } → { Addon, ChangedAtNanos, Scheduled }
  router.post('/eshop/customer/change-plan', (ctx) => {
    const body = objectBody(ctx.body);
    const customer = caughtUp(bodyCustomer(ctx, body));
    const product = productOf(customer, body.MobileUUID, 'MobileUUID');
    const changeNow = requiredBoolean(body, 'ChangeNow');
    const autoRenew = optionalBoolean(body, 'NewAddonAutoRenew') ?? true;
    const oldUuid = requiredString(body, 'OldAddonUUID');
    const old = product.Addons.find((a) => a.UUID === oldUuid && a.IsBasePlan && isLive(a, now()));
    if (!old) throw addonNotFound();
    const entry = choiceOf(product, body.NewAddonAvailabilityUUID, planNotFound);
    if (!entry.isBasePlan) throw planNotFound();
    if (entry.entryUuid === old.ProductCatalogUUID) throw conflict('You already have this plan');
    const row = usage.product(product.UUID);
    const last = (deps.store.db.prepare('SELECT last_plan_change_at_nanos AS n FROM mobile_products WHERE uuid = ?').get(product.UUID) as { n: number }).n;
    if (last > 0 && now() - last < PLAN_CHANGE_GAP_NANOS) throw conflict('You can change your plan once a month');
    const at = now();
    const postpay = kindOf(product) === 'postpay';
    let addonUuid = '';
    let changedAt = at;
    deps.store.db.transaction(() => {
      if (changeNow) {
        if (postpay) money.chargeOpen(customer, 'charge', entry.name, entry.price, at);
        else payFromCredit(customer, product.UUID, entry.price, entry.name);
        addonUuid = usage.addAddon(product.UUID, entry, autoRenew, at);
        deps.store.db.prepare('UPDATE mobile_products SET pending_plan_json = NULL, pending_plan_at_nanos = 0 WHERE uuid = ?').run(product.UUID);
      } else {
        changedAt = old.ExpiresAtNanos > 0 ? old.ExpiresAtNanos : money.cycles(customer).CurrentBillingCycle.Upto;
        const pending: PendingPlan = { AvailabilityUUID: entry.availabilityUuid, AutoRenew: autoRenew, OldAddonUUID: old.UUID, AtNanos: changedAt };
        deps.store.db.prepare('UPDATE mobile_products SET pending_plan_json = ?, pending_plan_at_nanos = ? WHERE uuid = ?').run(JSON.stringify(pending), changedAt, product.UUID);
      }
      deps.store.db.prepare('UPDATE mobile_products SET last_plan_change_at_nanos = ? WHERE uuid = ?').run(at, row?.uuid ?? product.UUID);
    })();
    return { Addon: changeNow ? addonAnswer(product.UUID, addonUuid) : null, ChangedAtNanos: changedAt, Scheduled: !changeNow };
  });

  // PUT /sim/v1/product-type/{dry} { CustomerUUID, ProductInstanceUUID, Type: 'prepay' | 'postpay' } – dry run or the transfer
  router.put('/sim/v1/product-type/{dry}', (ctx) => {
    const dry = ctx.params.dry;
    if (dry !== 'true' && dry !== 'false') throw badRequest('dry must be true or false');
    const body = objectBody(ctx.body);
    const customer = caughtUp(bodyCustomer(ctx, body));
    const product = productOf(customer, body.ProductInstanceUUID);
    // A SIM not activated yet changes its plan type (docs/onboarding-contract.md §2.2).
    if (product.Status !== 4 && deps.store.onboarding.planTypeOf(product.UUID)) return changeOnboardingType(deps, product, body.Type, dry === 'true');
    const to = body.Type;
    if (to !== 'prepay' && to !== 'postpay') throw badRequest('Type must be prepay or postpay');
    const from = kindOf(product);
    if (!from) throw badRequest('Product is not active');
    if (from === to) throw conflict(`Product is already ${to}`);
    const unpaid = to === 'prepay' ? Math.max(0, money.balance(customer)) : 0;
    if (dry === 'true') return { From: from, To: to, UnpaidCents: unpaid, Allowed: unpaid === 0 };
    if (unpaid > 0) throw new DetailedError(409, 1409, 'Unpaid debt must be paid before transferring', { UnpaidCents: unpaid });
    const second = product.BillingReference.split(':').slice(1).join(':');
    const at = now();
    deps.store.db.transaction(() => {
      for (const a of product.Addons.filter((x) => isLive(x, at))) usage.end(a.UUID, at);
      if (to === 'postpay') {
        // What credit the prepay product held is kept as the postpay account's credit.
        const credit = creditOf(product.UUID);
        deps.store.db.prepare('UPDATE mobile_products SET billing_reference = ?, main_bal_credit_cents = NULL, carry_over_mb = 0, pending_plan_json = NULL, pending_plan_at_nanos = 0 WHERE uuid = ?')
          .run(`postpay:${second}`, product.UUID);
        money.catchUp(customer);
        if (credit > 0) money.applyCredit(customer, product.UUID, credit, 'Prepay credit', true);
      } else {
        deps.store.db.prepare('UPDATE mobile_products SET billing_reference = ?, main_bal_credit_cents = COALESCE(main_bal_credit_cents, 0), carry_over_mb = 0, pending_plan_json = NULL, pending_plan_at_nanos = 0 WHERE uuid = ?')
          .run(`prepay:${second}`, product.UUID);
      }
    })();
    return { From: from, To: to, UnpaidCents: 0, Allowed: true };
  });
}
