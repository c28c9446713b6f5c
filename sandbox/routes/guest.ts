import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest } from '../errors';
import type { Router } from '../router';
import { GuestStore, type GuestTarget } from '../store/guest';
import { localNumber } from '../store/onboarding';
import { OPERATOR_NAME } from '../operator';
import { objectBody, type Body } from '../validate';
import { MIN_BILL_PAYMENT_CENTS, MIN_TOPUP_CENTS } from './account-payments';

/**
 * Guests (docs/front-door-contract.md §2.1; account-management.md §7 "Guest"): look up a number,
 * an invoice or an account with a captcha's token, then top up, pay or redeem a voucher with the
 * response token the lookup gave. No customer token: a guest has none.
 */

const VOUCHER_CODE = /^\d{13}$/;
/** "'Provided data is not valid' when the server says not valid or gives no response token". */
const notValid = (): HttpError => badRequest('Provided data is not valid');
const notFoundAs = (message: string): HttpError => new HttpError(404, ErrNo.notFound, message);

const text = (body: Body, field: string): string => {
  const v = body[field];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  return v.trim();
};

function cents(body: Body, field: string, min: number, tooLow: string): number {
  const v = body[field];
  if (v === undefined || v === null || v === '') throw badRequest(`${field} is required`);
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw badRequest(`${field} must be a whole number of cents`);
  if (v < min) throw badRequest(tooLow);
  return v;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function guestRoutes(router: Router, deps: Deps): void {
  const { money, eshop } = deps.store;
  const guests = new GuestStore(deps.store.db, deps.clock, money, eshop);

  /** The lookup a ResponseToken was issued for; 400 'Provided data is not valid' otherwise. */
  const targetOf = (body: Body, key: string): GuestTarget => {
    const token = text(body, 'ResponseToken');
    const target = token && key ? guests.tokenTarget(token, key) : undefined;
    if (!target) throw notValid();
    return target;
  };
  const msisdnKey = (body: Body): string => guests.findMobile(text(body, 'MSISDN'))?.key ?? text(body, 'MSISDN');
  const lookupKey = (body: Body): string => {
    const id = text(body, 'LookupID');
    return /^inv/i.test(id) ? id.toUpperCase() : id;
  };

  // POST /guest/validate – { MSISDN, LookupID, UserToken } → { Valid, ResponseToken, Name, AmountDueCents }
  router.post('/guest/validate', (ctx) => {
    const body = objectBody(ctx.body);
    if (!text(body, 'UserToken')) throw badRequest('UserToken is required');
    const msisdn = text(body, 'MSISDN');
    const lookupId = text(body, 'LookupID');
    if (!msisdn && !lookupId) throw badRequest('MSISDN or LookupID is required');
    if (msisdn && lookupId) throw badRequest('Only one of MSISDN and LookupID');
    const target = msisdn ? guests.findMobile(msisdn) : /^inv/i.test(lookupId) ? guests.findInvoice(lookupId) : guests.findAccount(lookupId);
    if (!target) return { Valid: false };
    return { Valid: true, ResponseToken: guests.issueToken(target), Name: target.name, AmountDueCents: target.amountDueCents };
  });

  // POST /guest/topup – { Amount, MSISDN, ResponseToken, Email } → { ClientSecret, OrderID }
  router.post('/guest/topup', (ctx) => {
    const body = objectBody(ctx.body);
    const amount = cents(body, 'Amount', MIN_TOPUP_CENTS, 'Top-up amount must be above $0.99');
    const target = targetOf(body, msisdnKey(body));
    if (target.kind !== 'mobile') throw notValid();
    const email = emailOf(body);
    const started = guests.startPayment(target, 'topup', amount, email);
    return { ClientSecret: started.clientSecret, OrderID: started.intentId };
  });

  // POST /guest/payment – { Amount, LookupID, ResponseToken, Email } → { ClientSecret, OrderID }
  router.post('/guest/payment', (ctx) => {
    const body = objectBody(ctx.body);
    const amount = cents(body, 'Amount', MIN_BILL_PAYMENT_CENTS, 'Payment amount must be at least $0.50');
    const target = targetOf(body, lookupKey(body));
    if (target.kind === 'mobile') throw notValid();
    const started = guests.startPayment(target, 'payment', amount, emailOf(body));
    return { ClientSecret: started.clientSecret, OrderID: started.intentId };
  });

  // POST /guest/redeem – { Code, MSISDN, LookupID, ResponseToken } → { Attributes: { CreditCents } }
  router.post('/guest/redeem', (ctx) => {
    const body = objectBody(ctx.body);
    const code = text(body, 'Code');
    if (!VOUCHER_CODE.test(code)) throw badRequest('Voucher code must be 13 digits');
    const target = targetOf(body, msisdnKey(body));
    if (target.kind !== 'mobile') throw notValid();
    const voucher = money.voucher(code);
    if (!voucher) throw notFoundAs('Voucher is not found');
    if (voucher.redeemed_by) throw new HttpError(409, 1409, 'Voucher has already been redeemed');
    return { Attributes: { CreditCents: money.redeemVoucher(code, target.customerUuid, target.productUuid, false) } };
  });

  // GET /guest/purchases?MSISDN=&LookupID=&OrderID= – { Status, Reference (ext): our order reference }; the first COMPLETED read emails the receipt
  router.get('/guest/purchases', (ctx) => {
    const orderId = ctx.query.get('OrderID')?.trim() ?? '';
    const msisdn = ctx.query.get('MSISDN')?.trim() ?? '';
    const lookupId = ctx.query.get('LookupID')?.trim() ?? '';
    if (!orderId) throw badRequest('OrderID is required');
    const order = guests.order(orderId);
    const key = msisdn ? (guests.findMobile(msisdn)?.key ?? msisdn) : /^inv/i.test(lookupId) ? lookupId.toUpperCase() : lookupId;
    if (!order || order.target.key !== key) throw notFoundAs('Transaction is not found');
    const status = guests.status(orderId);
    if (status === 'COMPLETED' && !order.receiptSent && order.email) {
      guests.markReceiptSent(orderId);
      deps.outbox.send({ channel: 'email', to: order.email, subject: 'Your receipt', body: receiptText(order.target, order.amountCents, order.reference, guests.latestReceipt(order.target.customerUuid)) });
    }
    return { Status: status, Reference: order.reference };
  });
}

function emailOf(body: Body): string {
  const email = text(body, 'Email');
  if (email && !EMAIL.test(email)) throw badRequest('Email is not valid');
  return email;
}

const dollars = (c: number): string => `$${(c / 100).toFixed(2)}`;

/** The receipt a guest gets: the amount, what it paid for (the number masked), our order reference (not the processor's pi_ id); nothing else of the account. */
function receiptText(target: GuestTarget, amountCents: number, reference: string, receiptNumber: string | undefined): string {
  const local = localNumber(target.key).replace(/\s/g, '');
  const what = target.kind === 'mobile'
    ? `Top-up of ${dollars(amountCents)} for ${local.slice(0, 3)} *** ${local.slice(-4)}`
    : `Payment of ${dollars(amountCents)} for ${target.kind === 'invoice' ? `invoice ${target.key}` : `account ${target.key}`}`;
  const lines = [what, `${OPERATOR_NAME} reference: ${reference}`];
  if (target.kind !== 'mobile' && receiptNumber) lines.push(`Receipt: ${receiptNumber}`);
  lines.push('Thank you.');
  return lines.join('\n');
}
