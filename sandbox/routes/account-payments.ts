import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest } from '../errors';
import type { RequestContext, Router } from '../router';
import { ACCOUNT_PAYMENT_DESCRIPTION, type AccountIntent } from '../store/account-payments';
import { isExpired } from '../store/cards';
import type { PaymentMethod } from '../store/types';
import { objectBody, type Body } from '../validate';
import { cardExpired, cardNotFound, ownedCustomer } from './cards';

/** Spec §5: "Top-up amount is required; above $0.99 NZD." */
export const MIN_TOPUP_CENTS = 100;
/** Spec §5: "$0.50 for invoice payment". */
export const MIN_BILL_PAYMENT_CENTS = 50;

/** A 400 whose body also names the client's reason (spec §4: "rejected with the reason changePaymentType"). */
class ReasonedError extends HttpError {
  constructor(message: string, readonly reason: string) {
    super(400, ErrNo.badRequest, message);
  }

  override body(): { err_message: string; err_number: number; Reason: string } {
    return { ...super.body(), Reason: this.reason };
  }
}

/** Any type but cards, or bill_routes with nobody paying for the customer. */
const changePaymentType = (): HttpError => new ReasonedError('Only cards can pay for this', 'changePaymentType');
const productNotFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Product is not found');

/** Whole cents, at least `min`. */
function amountOf(body: Body, field: string, min: number, tooLow: string): number {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw badRequest(`${field} is required`);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badRequest(`${field} must be a whole number of cents`);
  if (value < min) throw badRequest(tooLow);
  return value;
}

/** Top-ups and bill payments with a saved card, and the postpay account (docs/account-contract.md §2.7). */
export function accountPaymentRoutes(router: Router, deps: Deps): void {
  const { cards, customers, eshop, accountPayments, money } = deps.store;
  const owned = ownedCustomer(deps);

  /** The customer's product of that kind: prepay top-ups (prepay or payg), postpay bills (a mobile product or a fibre service). */
  const productOf = (customer: string, body: Body, kind: 'prepay' | 'postpay'): string => {
    const uuid = body.ProductInstanceUUID;
    if (typeof uuid !== 'string' || uuid.trim() === '') throw badRequest('ProductInstanceUUID is required');
    // A mobile product, or a fibre service (billed to the same account: its bill is paid the same way).
    const product = customers.mobileProducts(customer).find((p) => p.UUID === uuid) ?? money.fibreProduct(customer, uuid);
    if (!product) throw productNotFound();
    const billing = product.BillingReference.split(':')[0] ?? '';
    const ok = kind === 'prepay' ? billing === 'prepay' || billing === 'payg' : billing === 'postpay';
    if (!ok) throw badRequest(`You don't have ${kind} product`);
    return product.UUID;
  };

  /** PaymentMethodID names one of the customer's saved cards; absent: the default (Rank 1) card. */
  const cardOf = (customer: string, body: Body): PaymentMethod => {
    const id = body.PaymentMethodID;
    let card: PaymentMethod | undefined;
    if (id === undefined || id === null || id === '') {
      card = cards.list(customer).find((c) => c.Rank === 1);
      if (!card) throw badRequest('No card');
    } else {
      if (typeof id !== 'string') throw badRequest('PaymentMethodID must be a string');
      card = cards.get(customer, id);
      if (!card) throw cardNotFound();
    }
    if (isExpired(card, deps.clock.now())) throw cardExpired();
    return card;
  };

  /**
   * Checked in this order: the payment type, the amount, the product, the card. The intent comes
   * with the card attached; the browser confirms it with its client secret only.
   */
  const pay = (ctx: RequestContext, purpose: AccountIntent['purpose']) => {
    const customerUuid = owned(ctx);
    const body = objectBody(ctx.body);
    const type = body.PaymentMethodType;
    if (type !== undefined && type !== null && type !== 'cards' && type !== 'bill_routes') throw changePaymentType();
    const amountCents = purpose === 'topup'
      ? amountOf(body, 'Amount', MIN_TOPUP_CENTS, 'Top-up amount must be above $0.99')
      : amountOf(body, 'AmountCents', MIN_BILL_PAYMENT_CENTS, 'Payment amount must be at least $0.50');
    const productUuid = productOf(customerUuid, body, purpose === 'topup' ? 'prepay' : 'postpay');
    if (type === 'bill_routes') return payByRoute(customerUuid, productUuid, purpose, amountCents, body);
    const card = cardOf(customerUuid, body);
    const intent = eshop.createAccountIntent({ purpose, customerUuid, productUuid, amountCents }, card.Token);
    return { Status: 'requires_confirmation', ClientSecret: intent.client_secret, PaymentIntentID: intent.id };
  };

  /**
   * PaymentMethodType bill_routes (docs/families-contract.md §2.3): the caller's parent route pays
   * (PaymentMethodID: that route), and the top-up or bill payment lands at once, in one transaction;
   * with no parent route it is refused as any type but cards (changePaymentType).
   */
  const payByRoute = (customerUuid: string, productUuid: string, purpose: AccountIntent['purpose'], amountCents: number, body: Body) => {
    const routeId = typeof body.PaymentMethodID === 'string' && body.PaymentMethodID ? body.PaymentMethodID : undefined;
    const now = deps.clock.nowNanos();
    deps.store.db.transaction(() => {
      if (!deps.store.families.spend(customerUuid, amountCents, ACCOUNT_PAYMENT_DESCRIPTION[purpose], routeId)) throw changePaymentType();
      if (purpose === 'topup') money.creditPrepay(productUuid, amountCents, now);
      else {
        money.catchUp(customerUuid);
        money.recordPayment(customerUuid, amountCents, undefined, now);
      }
    })();
    return { Status: 'succeeded', ClientSecret: '', PaymentIntentID: '' };
  };

  // POST /customer/{uuid}/topup – { ProductInstanceUUID, Amount (cents), PaymentMethodType, PaymentMethodID } → { Status, ClientSecret, PaymentIntentID }
  router.post('/customer/{uuid}/topup', (ctx) => pay(ctx, 'topup'));

  // POST /customer/{uuid}/payment – { AmountCents, PaymentMethodType, PaymentMethodID, ProductInstanceUUID } → { Status, ClientSecret, PaymentIntentID }
  router.post('/customer/{uuid}/payment', (ctx) => pay(ctx, 'payment'));

  // GET /customer/{uuid}/account – the postpay account from the billing engine (docs/money-contract.md §2.1):
  // { Balance (closed invoices' remaining minus credit), CurrentBillingCycle (the OPEN period), NextBillingCycle }
  router.get('/customer/{uuid}/account', (ctx) => {
    const customer = owned(ctx);
    if (!money.isPostpay(customer)) throw badRequest("You don't have postpay product");
    return { Balance: accountPayments.balance(customer), ...money.cycles(customer) };
  });
}
