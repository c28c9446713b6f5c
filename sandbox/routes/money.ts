import type { Deps } from '../context';
import { ErrNo, HttpError, badRequest } from '../errors';
import { invoicePdf, receiptPdf } from '../pdf';
import { FileBody, type RequestContext, type Router } from '../router';
import type { CycleType, InvoiceStatus } from '../store/money';
import type { MobileProduct } from '../store/types';
import { objectBody, type Body } from '../validate';
import { MAX_PAGE_SIZE, ownedCustomer, wholeQuery } from './cards';

/** Money (docs/money-contract.md §2): balances, top-up status, auto top-up, invoices, receipts, billing cycle, vouchers, promo codes. */

const productNotFound = (): HttpError => new HttpError(404, ErrNo.notFound, 'Product is not found');
const notFoundAs = (message: string): HttpError => new HttpError(404, ErrNo.notFound, message);
const conflict = (message: string): HttpError => new HttpError(409, 1409, message);
const noPrepay = (): HttpError => badRequest("You don't have prepay product");
const noPostpay = (): HttpError => badRequest("You don't have postpay product");

const INVOICE_STATUSES: readonly InvoiceStatus[] = ['OPEN', 'DUE', 'OVERDUE', 'PAID', 'VOID'];
const DEFAULT_INVOICE_PAGE_SIZE = 10;
const VOUCHER_CODE = /^\d{13}$/;

type Kind = 'prepay' | 'postpay' | 'none';
/** prepay and payg products hold credit; postpay ones are billed; a product with no billing reference is not activated. */
export const kindOf = (p: Pick<MobileProduct, 'BillingReference'>): Kind => {
  const billing = p.BillingReference.split(':')[0] ?? '';
  if (billing === 'prepay' || billing === 'payg') return 'prepay';
  return billing === 'postpay' ? 'postpay' : 'none';
};

/** { Type: 'monthly' | 'days', Value: 0 | 7 | 28 } ↔ the engine's cycle. */
const CYCLE_TO_UPSTREAM: Record<CycleType, { Type: 'monthly' | 'days'; Value: number }> = {
  MONTHLY: { Type: 'monthly', Value: 0 },
  SEVEN_DAYS: { Type: 'days', Value: 7 },
  TWENTY_EIGHT_DAYS: { Type: 'days', Value: 28 },
};

function cycleFrom(body: Body): CycleType {
  const cycle = body.BillingCycle;
  const bad = badRequest('BillingCycle must be monthly with Value 0, or days with Value 7 or 28');
  if (!cycle || typeof cycle !== 'object' || Array.isArray(cycle)) throw bad;
  const { Type, Value } = cycle as Record<string, unknown>;
  const found = (Object.entries(CYCLE_TO_UPSTREAM) as [CycleType, { Type: string; Value: number }][]).find(([, c]) => c.Type === Type && c.Value === Value);
  if (!found) throw bad;
  return found[0];
}

/** A whole number in [min, max], else 400 with `message`. */
function wholeIn(value: unknown, min: number, max: number, message: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw badRequest(message);
  return value;
}

export function moneyRoutes(router: Router, deps: Deps): void {
  const { customers, money, eshop } = deps.store;
  const owned = ownedCustomer(deps);

  /** The customer, with the clock's due work done first (closes, auto top-ups). */
  const caughtUp = (ctx: RequestContext): string => {
    const customer = owned(ctx);
    money.catchUp(customer);
    return customer;
  };

  const productOf = (customer: string, uuid: unknown, field = 'ProductInstanceUUID'): MobileProduct => {
    if (typeof uuid !== 'string' || uuid.trim() === '') throw badRequest(`${field} is required`);
    const product = customers.mobileProducts(customer).find((p) => p.UUID === uuid);
    if (!product) throw productNotFound();
    return product;
  };

  const requirePostpay = (customer: string): void => {
    if (!money.isPostpay(customer)) throw noPostpay();
  };

  const holder = (customer: string) => {
    const c = customers.get(customer);
    return { name: c ? `${c.FirstName} ${c.LastName}` : '', accountNo: c?.ExternalRef5 ?? '' };
  };

  // ---- balances ----

  // GET /customers/{uuid}/products/mobile/prepay/{productUUID}/balance – { MainBalCreditCents, CurrencyCreditExpiresAtNanos, CreatedAtNanos }
  router.get('/customers/{uuid}/products/mobile/prepay/{productUUID}/balance', (ctx) => {
    const customer = caughtUp(ctx);
    const product = productOf(customer, ctx.params.productUUID);
    if (kindOf(product) !== 'prepay') throw noPrepay();
    return money.prepayBalance(product.UUID);
  });

  // POST /postpay/balance – { CustomerUUID, UUID } → { Value }: cents charged so far in the OPEN period
  router.post('/postpay/balance', (ctx) => {
    const body = objectBody(ctx.body);
    const customer = typeof body.CustomerUUID === 'string' ? body.CustomerUUID : '';
    if (!customer) throw badRequest('CustomerUUID is required');
    owned({ ...ctx, params: { uuid: customer } });
    // A fibre service is billed to the same account as the mobile products.
    const fibre = typeof body.UUID === 'string' ? money.fibreProduct(customer, body.UUID) : undefined;
    const product = fibre ?? productOf(customer, body.UUID, 'UUID');
    if (kindOf(product) !== 'postpay') throw noPostpay();
    money.catchUp(customer);
    return { Value: money.openTotal(customer) };
  });

  // ---- top-up status and auto top-up ----

  // GET /customer/{uuid}/topup/{paymentIntentId}/status – { Status: PENDING | COMPLETED | FAILED, MainBalCreditCents }
  // Any of the account's intents (a top-up or a bill payment); the credit only for a top-up's prepay product.
  router.get('/customer/{uuid}/topup/{paymentIntentId}/status', (ctx) => {
    const customer = caughtUp(ctx);
    const row = eshop.intentRow(ctx.params.paymentIntentId ?? '');
    if (!row || row.purpose === 'order' || row.customer_uuid !== customer || !row.product_uuid) throw notFoundAs('Transaction is not found');
    const status = row.status === 'succeeded' ? 'COMPLETED' : row.status === 'requires_payment_method' && row.last_error_json ? 'FAILED' : 'PENDING';
    return { Status: status, MainBalCreditCents: row.purpose === 'topup' ? money.prepayBalance(row.product_uuid).MainBalCreditCents : null };
  });

  // GET /customers/{uuid}/preferences/top-up-auto – { Preference }
  router.get('/customers/{uuid}/preferences/top-up-auto', (ctx) => ({ Preference: money.autoTopUp(caughtUp(ctx)) }));

  // PUT /customers/{uuid}/preferences/top-up-auto – { Amount, Days, Status, Type, ProductInstanceUUID } → { Preference }
  router.put('/customers/{uuid}/preferences/top-up-auto', (ctx) => {
    const customer = caughtUp(ctx);
    const body = objectBody(ctx.body);
    const status = body.Status;
    if (status !== 'ON' && status !== 'OFF') throw badRequest('Status must be ON or OFF');
    if (body.Type !== 'EVERY_DAY') throw badRequest('Type must be EVERY_DAY');
    const before = money.autoTopUp(customer);
    // Turning it off keeps the amount and days it had when what is sent is not a valid choice.
    const off = status === 'OFF';
    const amount = off && !validIn(body.Amount, 1, 999) ? before.Amount : wholeIn(body.Amount, 1, 999, 'Amount must be between 1 and 999');
    const days = off && !validIn(body.Days, 1, 99) ? before.Days : wholeIn(body.Days, 1, 99, 'Days must be between 1 and 99');
    const product = productOf(customer, body.ProductInstanceUUID);
    if (kindOf(product) !== 'prepay') throw noPrepay();
    return { Preference: money.setAutoTopUp(customer, { Amount: amount, Days: days, Status: status, ProductInstanceUUID: product.UUID }) };
  });

  // ---- invoices ----

  // GET /v3/customer/{uuid}/invoices?Status=&PageSize=&PageNumber= – { Invoices, PageInfo, Summary }; Status is one
  // status or several, comma-separated (docs/money-contract.md §2.3); none: every invoice
  router.get('/v3/customer/{uuid}/invoices', (ctx) => {
    const customer = caughtUp(ctx);
    const asked = ctx.query.get('Status') || undefined;
    const statuses = asked?.split(',').map((s) => s.trim());
    if (statuses?.some((s) => !(INVOICE_STATUSES as readonly string[]).includes(s))) throw badRequest(`Status must be one or more of ${INVOICE_STATUSES.join(', ')}`);
    const page = wholeQuery(ctx, 'PageNumber', 1, 1);
    const size = wholeQuery(ctx, 'PageSize', DEFAULT_INVOICE_PAGE_SIZE, 1, MAX_PAGE_SIZE);
    return money.invoicePage(customer, statuses as InvoiceStatus[] | undefined, page, size);
  });

  const invoiceOf = (ctx: RequestContext) => {
    const customer = caughtUp(ctx);
    const invoice = money.invoice(customer, ctx.params.number ?? '');
    if (!invoice) throw notFoundAs('Invoice is not found');
    return { customer, invoice };
  };

  // GET /v3/customer/{uuid}/invoices/{number} – { Invoice }
  router.get('/v3/customer/{uuid}/invoices/{number}', (ctx) => ({ Invoice: invoiceOf(ctx).invoice }));

  // GET /v2/customer/{uuid}/invoices – { result: [Invoice] } every invoice, newest period first
  router.get('/v2/customer/{uuid}/invoices', (ctx) => ({ result: money.invoices(caughtUp(ctx)) }));

  // GET /customer/{uuid}/invoice/{number}/pdf – the tax invoice as a PDF
  router.get('/customer/{uuid}/invoice/{number}/pdf', async (ctx) => {
    const { customer, invoice } = invoiceOf(ctx);
    return new FileBody('application/pdf', await invoicePdf(invoice, holder(customer)), `${invoice.Number}.pdf`);
  });

  // ---- receipts ----

  // GET /customer/{uuid}/receipt – { Receipts } newest first
  router.get('/customer/{uuid}/receipt', (ctx) => ({ Receipts: money.receipts(caughtUp(ctx)) }));

  // GET /customer/{uuid}/receipt/{receiptUUID}/pdf – the receipt as a PDF
  router.get('/customer/{uuid}/receipt/{receiptUUID}/pdf', async (ctx) => {
    const customer = caughtUp(ctx);
    const receipt = money.receipt(customer, ctx.params.receiptUUID ?? '');
    if (!receipt) throw notFoundAs('Receipt is not found');
    return new FileBody('application/pdf', await receiptPdf(receipt, holder(customer)), `${receipt.Number}.pdf`);
  });

  // ---- billing cycle ----

  // GET /customers/{uuid}/billing-cycle – { BillingCycle: { Type, Value } }
  router.get('/customers/{uuid}/billing-cycle', (ctx) => {
    const customer = caughtUp(ctx);
    requirePostpay(customer);
    return { BillingCycle: CYCLE_TO_UPSTREAM[money.cycle(customer)] };
  });

  // POST /customers/{uuid}/billing-cycle – { BillingCycle: { Type, Value } }: the OPEN bill closes now (DUE), a period of the new cycle starts
  router.post('/customers/{uuid}/billing-cycle', (ctx) => {
    const customer = caughtUp(ctx);
    requirePostpay(customer);
    const cycle = cycleFrom(objectBody(ctx.body));
    money.changeCycle(customer, cycle);
    return { BillingCycle: CYCLE_TO_UPSTREAM[money.cycle(customer)] };
  });

  // ---- vouchers and promo codes ----

  /** Checked in this order: the code's form, the product, the voucher (unknown, then redeemed). */
  const voucherOf = (ctx: RequestContext) => {
    const customer = caughtUp(ctx);
    const code = ctx.params.code ?? '';
    if (!VOUCHER_CODE.test(code)) throw badRequest('Voucher code must be 13 digits');
    const product = productOf(customer, ctx.params.productUUID);
    // A SIM not activated yet takes a voucher as its plan type says (docs/onboarding-contract.md §2.2).
    const onboardingType = kindOf(product) === 'none' ? deps.store.onboarding.planTypeOf(product.UUID) : undefined;
    const kind: Kind = onboardingType ? (onboardingType === 'postpay' ? 'postpay' : 'prepay') : kindOf(product);
    if (kind === 'none') throw badRequest('Product is not active');
    const voucher = money.voucher(code);
    if (!voucher) throw notFoundAs('Voucher is not found');
    if (voucher.redeemed_by) throw conflict('Voucher has already been redeemed');
    return { customer, code, product, kind, voucher };
  };

  // GET /customer/{uuid}/redeem_voucher/{productUUID}/{code} – { Valid: true, CreditCents }
  router.get('/customer/{uuid}/redeem_voucher/{productUUID}/{code}', (ctx) => ({ Valid: true, CreditCents: voucherOf(ctx).voucher.credit_cents }));

  // POST /customer/{uuid}/redeem_voucher/{productUUID}/{code} – { Attributes: { CreditCents }, MainBalCreditCents }
  router.post('/customer/{uuid}/redeem_voucher/{productUUID}/{code}', (ctx) => {
    const { customer, code, product, kind } = voucherOf(ctx);
    const cents = money.redeemVoucher(code, customer, product.UUID, kind === 'postpay');
    return {
      Attributes: { CreditCents: cents },
      MainBalCreditCents: kind === 'prepay' ? money.prepayBalance(product.UUID).MainBalCreditCents : null,
    };
  });

  // POST /api/customers/v1/{uuid}/promocode – { Code } → { Code, Description }
  router.post('/api/customers/v1/{uuid}/promocode', (ctx) => {
    const customer = caughtUp(ctx);
    const body = objectBody(ctx.body, true);
    const raw = typeof body.Code === 'string' ? body.Code.trim() : '';
    if (!raw) throw badRequest('Code required');
    const promo = money.promo(raw);
    if (!promo) throw notFoundAs('Promo code is not found');
    if (money.promoUsed(promo.code, customer)) throw conflict('Promo code has already been used');
    // The current prepay product gets the credit; else the postpay balance is lowered.
    const active = customers.mobileProducts(customer).filter((p) => p.Status === 4);
    const target = active.find((p) => kindOf(p) === 'prepay') ?? active.find((p) => kindOf(p) === 'postpay');
    if (!target) throw badRequest("You don't have an active product");
    money.applyPromo(promo.code, customer, target.UUID, kindOf(target) === 'postpay');
    return { Code: promo.code, Description: promo.description };
  });
}

const validIn = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Test control: POST /__control/vouchers { creditCents } → { code }, a fresh unredeemed voucher. */
export function moneyControlRoutes(router: Router, deps: Deps): void {
  router.post('/__control/vouchers', (ctx) => {
    const body = objectBody(ctx.body, true);
    const cents = body.creditCents ?? 2000;
    if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents < 1) throw badRequest('creditCents must be a positive whole number');
    return { code: deps.store.money.newVoucher(cents) };
  });
}
