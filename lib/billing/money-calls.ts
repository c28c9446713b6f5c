import 'server-only';
import { cached, cacheKey } from '@/lib/cache';
import { checkBillToAccount } from '@/lib/customer/calls';
import type { MobileProductView } from '@/lib/customer/types';
import { ApiError, type ErrorCode } from '@/lib/errors';
import { mentionsUpstreamField } from '@/lib/errors/input';
import { countPayment, countPaymentAnswer, countPaymentStatus, type PaymentFlow } from '@/lib/observability/metrics';
import { intentIdOf } from '@/lib/payments/outcome';
import { customerCall, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/types';
import { cardToPayWith } from './calls';
import { allInvoices, toInvoiceSummary } from './document-calls';
import {
  amountRefusal, cycleFromUpstream, cycleToUpstream, hideZeroBalance, isoFromNanos, paymentErrorCode, prepayExpiry, spendByMonth, suggestAutoTopUpDays,
} from './money-rules';
import type { PayBillInput, TopUpInput, AutoTopUpInput } from './money-schemas';
import { forgetMoney, kindOf, moneyScope, moneyScopeKey, moneyTag, productOf, type MoneyScope } from './money-scope';
import type {
  AutoTopUp, Balances, BillingCycleType, BillingCycleView, Cycle, PaymentStarted, PaymentStatus, PostpayBalance, PrepayBalance, PromoApplied, SpendHistory, TopUpStatus,
  UsageBalanceItem, VoucherCheck, VoucherRedeemed,
} from './money-types';
import {
  AccountWire, AutoTopUpWire, BillingCycleWire, PaymentStartedWire, PostpayValueWire, PrepayBalanceWire, PromoWire, TopUpStatusWire, UsageBalanceWire,
  VoucherCheckWire, VoucherRedeemWire, type AutoTopUpPreference, type AutoTopUpRequest,
} from './money-wire';
import { Charges } from './wire';

/**
 * Money in the account area (docs/money-contract.md §3), one function per BFF route: the upstream
 * calls of account-management.md §7, parsed with money-wire.ts, reshaped into money-types.ts,
 * refusals as ApiErrors. Invoices and receipts are in document-calls.ts.
 */

const now = (rc: RequestContext) => new Date(rc.now?.() ?? Date.now());

function unwrap<T>(res: UpstreamResult<T>): T {
  if (!res.ok) throw toApiError(res.error);
  return res.data;
}

/** A payment's refusal: its own code, the amount field's 422, or the usual mapping. */
function paymentError(e: UpstreamError): ApiError {
  const amount = amountRefusal(e.message);
  if (amount && e.status === 400) return new ApiError('bad_input', amount, [{ path: 'amountCents', message: amount }]);
  const code = paymentErrorCode(e);
  return code ? new ApiError(code) : toApiError(e);
}

const toCycle = (c: { From: number; Upto: number }): Cycle => ({ from: isoFromNanos(c.From) ?? '', upto: isoFromNanos(c.Upto) ?? '' });

function account(rc: RequestContext, uuid: string) {
  return customerCall(rc, 'accounts', { path: '/customer/{uuid}/account', params: { uuid }, schema: AccountWire, action: 'getAccount' });
}

async function prepayBalance(rc: RequestContext, scope: MoneyScope, product: MobileProductView): Promise<PrepayBalance> {
  const b = unwrap(await customerCall(rc, 'accounts', {
    path: '/customers/{uuid}/products/mobile/prepay/{product}/balance', params: { uuid: scope.uuid, product: product.uuid }, schema: PrepayBalanceWire, action: 'getPrepayBalance',
  }));
  const expires = prepayExpiry(b.CurrencyCreditExpiresAtNanos, b.CreatedAtNanos, now(rc));
  return { creditCents: b.MainBalCreditCents, expiresAt: expires?.toISOString() ?? null, hidden: hideZeroBalance(b.MainBalCreditCents, scope.flags.hidePrepayBalanceIfZero) };
}

async function postpayBalance(rc: RequestContext, uuid: string, product: MobileProductView): Promise<PostpayBalance> {
  const [acc, value, invoices] = await Promise.all([
    account(rc, uuid),
    customerCall(rc, 'accounts', { method: 'POST', path: '/postpay/balance', body: { CustomerUUID: uuid, UUID: product.uuid }, schema: PostpayValueWire, action: 'getPostpayBalance' }),
    allInvoices(rc, uuid),
  ]);
  const a = unwrap(acc);
  // The oldest invoice not paid; the balance stands without it when the invoices cannot be read.
  const due = invoices.ok
    ? invoices.data.map((i) => toInvoiceSummary(i, now(rc))).filter((i) => (i.status === 'DUE' || i.status === 'OVERDUE') && i.remainingCents > 0).sort((x, y) => x.periodFrom.localeCompare(y.periodFrom))[0]
    : undefined;
  return {
    owingCents: a.Balance,
    unbilledCents: unwrap(value).Value,
    currentCycle: toCycle(a.CurrentBillingCycle),
    nextCycle: toCycle(a.NextBillingCycle),
    dueInvoice: due ? { number: due.number, remainingCents: due.remainingCents, dueDate: due.dueDate ?? due.date, overdue: due.status === 'OVERDUE' } : null,
  };
}

async function usageBalance(rc: RequestContext, uuid: string, product: MobileProductView): Promise<UsageBalanceItem[]> {
  const res = await customerCall(rc, 'accounts', { path: '/api/customers/v1/{uuid}/usage-balance', params: { uuid }, query: { MobileUUID: product.uuid }, schema: UsageBalanceWire, action: 'getUsageBalance' });
  // The allowances are a part of the balance section, not a reason to fail it.
  if (!res.ok) return [];
  return res.data.UsageBalance.map((u) => ({ type: u.Type, remaining: u.RemainingAmount, total: u.Total, carryOver: u.CarryOverAmount, rule: u.UsageRule, unit: u.Unit }));
}

/**
 * GET /api/customer/balance: the current product's money, cached 3 minutes ("data entities 3 min"),
 * forgotten after any payment. `on`: a broadband service's instead (`?service=`, issue 30).
 */
export async function balances(rc: RequestContext, on?: MobileProductView): Promise<Balances> {
  const scope = await moneyScope(rc, undefined, undefined, on);
  const product = scope.product;
  const kind = kindOf(product);
  if (!product || !kind) return { productUuid: product?.uuid ?? '', kind, prepay: null, postpay: null, usage: [] };
  const key = cacheKey('dataEntities', moneyScopeKey(rc, scope.uuid), 'balance', product.uuid);
  const load = async (): Promise<Balances> => {
    const [main, usage] = await Promise.all([
      kind === 'postpay' ? postpayBalance(rc, scope.uuid, product) : prepayBalance(rc, scope, product),
      usageBalance(rc, scope.uuid, product),
    ]);
    return kind === 'postpay'
      ? { productUuid: product.uuid, kind, prepay: null, postpay: main as PostpayBalance, usage }
      : { productUuid: product.uuid, kind, prepay: main as PrepayBalance, postpay: null, usage };
  };
  return cached('dataEntities', key, load, { tags: [moneyTag(scope.uuid)] });
}

/** A payment with a named card: one of the customer's own that may pay, checked before the upstream is asked. */
async function checkCard(rc: RequestContext, uuid: string, input: { paymentMethodType: string; paymentMethodId?: string }): Promise<void> {
  if (input.paymentMethodType === 'cards' && input.paymentMethodId) await cardToPayWith(rc, uuid, input.paymentMethodId);
}

/**
 * What a payment pays: a prepay top-up (POST /customer/{uuid}/topup, Amount) or a postpay bill
 * (POST /customer/{uuid}/payment, AmountCents). `broadband`: the gate of the same screen in the
 * broadband balance area, for a payment `on` a broadband service.
 */
const PAYMENTS = {
  topUp: { screen: 'top-up', broadband: 'broadband/balance/top-up', path: '/customer/{uuid}/topup', amount: 'Amount', flow: 'top_up' },
  payBill: { screen: 'pay-bill', broadband: 'broadband/balance/pay-bill', path: '/customer/{uuid}/payment', amount: 'AmountCents', flow: 'pay_bill' },
} as const;

/**
 * A PaymentIntent for the current product, with the saved card named (checked first) or the
 * default; the browser confirms it. The customer's cached money is forgotten whatever happens.
 */
async function startPayment(rc: RequestContext, what: keyof typeof PAYMENTS, input: TopUpInput | PayBillInput, on?: MobileProductView): Promise<PaymentStarted> {
  const p = PAYMENTS[what];
  const scope = await moneyScope(rc, on ? p.broadband : p.screen, undefined, on);
  const product = productOf(scope);
  await checkCard(rc, scope.uuid, input);
  // Bill to the account: above what is left of the paying route → 402 'Spend limit is over', before the upstream hears of it.
  if (input.paymentMethodType === 'bill_routes') await checkBillToAccount(rc, input.amountCents);
  const body = { ProductInstanceUUID: product.uuid, [p.amount]: input.amountCents, PaymentMethodType: input.paymentMethodType, ...(input.paymentMethodId ? { PaymentMethodID: input.paymentMethodId } : {}) };
  countPayment(p.flow, 'started');
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: p.path, params: { uuid: scope.uuid }, body, schema: PaymentStartedWire, action: what, money: true });
  forgetMoney(scope.uuid);
  countPaymentAnswer(p.flow, res);
  if (!res.ok) throw paymentError(res.error);
  const secret = res.data.ClientSecret ?? null;
  return { intentId: res.data.PaymentIntentID ?? (secret ? intentIdOf(secret) : null) ?? '', clientSecret: secret, status: res.data.Status };
}

/** POST /api/customer/top-up: "Top-up amount is required; above $0.99 NZD." for the current prepay product (or the broadband service `on`). */
export function topUp(rc: RequestContext, input: TopUpInput, on?: MobileProductView): Promise<PaymentStarted> {
  return startPayment(rc, 'topUp', input, on);
}

/** POST /api/customer/pay-bill: "$0.50 for invoice payment, any shortfall added as credit." for the current postpay product (or the broadband service `on`). */
export function payBill(rc: RequestContext, input: PayBillInput, on?: MobileProductView): Promise<PaymentStarted> {
  return startPayment(rc, 'payBill', input, on);
}

/** The payment flow a status read belongs to, by its screen (metrics: portal_payments_total). */
const SCREEN_FLOWS: Record<string, PaymentFlow> = {
  'top-up': 'top_up', 'pay-bill': 'pay_bill', addons: 'add_on', 'broadband/balance/top-up': 'top_up', 'broadband/balance/pay-bill': 'pay_bill',
};

/** An intent id as the provider writes it (`pi_…`); anything else is not one of the customer's. */
const INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;

/**
 * A payment's transaction as the upstream answers it (GET /customer/{uuid}/topup/{intent}/status,
 * which reads any of the account's intents). Someone else's or an unknown intent → 404; any other
 * failure → 503 transaction_status_unavailable. A final status forgets the customer's cached
 * money, so the balance read next is the one after the payment. `screen` is the gate (a row of
 * lib/profile/screens.ts): top-up, pay-bill, or addons (issue 13's card purchases).
 */
export async function paymentStatus(rc: RequestContext, screen: string, intentId: string, on?: MobileProductView) {
  const scope = await moneyScope(rc, screen, undefined, on);
  if (!INTENT_ID.test(intentId)) throw new ApiError('not_found');
  const res = await customerCall(rc, 'accounts', { path: '/customer/{uuid}/topup/{intent}/status', params: { uuid: scope.uuid, intent: intentId }, schema: TopUpStatusWire, action: 'getTopUpStatus' });
  if (!res.ok) {
    const e = toApiError(res.error);
    if (e.status === 404 || e.status === 401 || e.code === 'forbidden') throw e;
    throw new ApiError('transaction_status_unavailable');
  }
  const s = res.data.Status.trim().toUpperCase();
  const status: PaymentStatus['status'] = s === 'COMPLETED' ? 'completed' : s === 'FAILED' ? 'failed' : 'pending';
  if (status !== 'pending') forgetMoney(scope.uuid);
  countPaymentStatus(SCREEN_FLOWS[screen] ?? 'top_up', status, intentId);
  return { status, creditCents: res.data.MainBalCreditCents ?? null };
}

/**
 * GET /api/customer/top-up/{intentId}: "After a top-up, transaction status is polled; failure
 * shows 'Error getting transaction status'", with the credit after it.
 */
export function topUpStatus(rc: RequestContext, intentId: string, on?: MobileProductView): Promise<TopUpStatus> {
  return paymentStatus(rc, on ? PAYMENTS.topUp.broadband : PAYMENTS.topUp.screen, intentId, on);
}

/**
 * GET /api/customer/pay-bill/{intentId}: the bill payment's transaction, followed by the page
 * after the browser confirms the card until final (then the balance is read afresh).
 */
export async function payBillStatus(rc: RequestContext, intentId: string, on?: MobileProductView): Promise<PaymentStatus> {
  const { status } = await paymentStatus(rc, on ? PAYMENTS.payBill.broadband : PAYMENTS.payBill.screen, intentId, on);
  return { status };
}

/** "Suggest the day before the next add-on renewal": the soonest renewal ahead among the product's plan and add-ons that renew. */
function nextRenewal(product: MobileProductView, at: Date): Date | null {
  const ahead = product.addons.filter((a) => a.autoRenew && a.expiresAt && a.expiresAt > at.getTime()).map((a) => a.expiresAt as number);
  return ahead.length ? new Date(Math.min(...ahead)) : null;
}

function toAutoTopUp(p: AutoTopUpPreference, product: MobileProductView, at: Date): AutoTopUp {
  const renews = nextRenewal(product, at);
  const enabled = p.Status.toUpperCase() === 'ON';
  return {
    enabled,
    amountDollars: p.Amount,
    days: p.Days,
    type: 'EVERY_DAY',
    nextAt: enabled ? isoFromNanos(p.NextAtNanos) : null,
    suggestedDays: suggestAutoTopUpDays(renews, at),
    renewsAt: renews?.toISOString() ?? null,
  };
}

function autoTopUpPreference(rc: RequestContext, uuid: string) {
  return customerCall(rc, 'accounts', { path: '/customers/{uuid}/preferences/top-up-auto', params: { uuid }, schema: AutoTopUpWire, action: 'getAutoTopUp' });
}

/** GET /api/customer/auto-top-up: the customer's `top-up-auto` preference with the suggested days. */
export async function autoTopUp(rc: RequestContext): Promise<AutoTopUp> {
  const scope = await moneyScope(rc, 'top-up');
  return toAutoTopUp(unwrap(await autoTopUpPreference(rc, scope.uuid)).Preference, productOf(scope), now(rc));
}

/**
 * PUT /api/customer/auto-top-up: "Auto top-up days 1-99, amount 1-999", type EVERY_DAY, for the
 * current prepay product. Turning it off keeps the amount and days last stored (or the ones sent).
 */
export async function saveAutoTopUp(rc: RequestContext, input: AutoTopUpInput): Promise<AutoTopUp> {
  const scope = await moneyScope(rc, 'top-up');
  const product = productOf(scope);
  let amount: number;
  let days: number;
  if (input.enabled) {
    ({ amountDollars: amount, days } = input);
  } else {
    const stored = unwrap(await autoTopUpPreference(rc, scope.uuid)).Preference;
    amount = stored.Amount >= 1 && stored.Amount <= 999 ? stored.Amount : 1;
    days = stored.Days >= 1 && stored.Days <= 99 ? stored.Days : 1;
  }
  const body: AutoTopUpRequest = { Amount: amount, Days: days, Status: input.enabled ? 'ON' : 'OFF', Type: 'EVERY_DAY', ProductInstanceUUID: product.uuid };
  const res = await customerCall(rc, 'accounts', { method: 'PUT', path: '/customers/{uuid}/preferences/top-up-auto', params: { uuid: scope.uuid }, body, schema: AutoTopUpWire, action: 'saveAutoTopUp', money: true });
  forgetMoney(scope.uuid);
  return toAutoTopUp(unwrap(res).Preference, product, now(rc));
}

async function cycleView(rc: RequestContext, uuid: string, cycle: BillingCycleType): Promise<BillingCycleView> {
  const a = unwrap(await account(rc, uuid));
  return { cycle, currentCycle: toCycle(a.CurrentBillingCycle), nextCycle: toCycle(a.NextBillingCycle) };
}

/** GET /api/customer/billing-cycle (postpay): the cycle and its periods. */
export async function billingCycle(rc: RequestContext): Promise<BillingCycleView> {
  const scope = await moneyScope(rc, 'billing');
  const res = unwrap(await customerCall(rc, 'accounts', { path: '/customers/{uuid}/billing-cycle', params: { uuid: scope.uuid }, schema: BillingCycleWire, action: 'getBillingCycle' }));
  return cycleView(rc, scope.uuid, cycleFromUpstream(res.BillingCycle));
}

/**
 * POST /api/customer/billing-cycle: "The cycle can be set only when the feature is enabled
 * (otherwise 'not_allowed')"; "Changing the cycle closes outstanding bills and marks them due".
 */
export async function changeBillingCycle(rc: RequestContext, cycle: BillingCycleType): Promise<BillingCycleView> {
  const scope = await moneyScope(rc, 'billing');
  if (!scope.flags.billingCycle) throw new ApiError('not_allowed');
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: '/customers/{uuid}/billing-cycle', params: { uuid: scope.uuid }, body: { BillingCycle: cycleToUpstream(cycle) }, schema: BillingCycleWire, action: 'setBillingCycle' });
  forgetMoney(scope.uuid);
  return cycleView(rc, scope.uuid, cycleFromUpstream(unwrap(res).BillingCycle));
}

/** How many payment pages the prepay spend reads at most (100 a page: years of top-ups). */
const SPEND_PAGES = 20;
const CHARGES_PAGE = 100;

/** Prepay and payg spend: the COMPLETED transactions of the last twelve months, newest first, page by page. */
async function spentTransactions(rc: RequestContext, uuid: string, since: number): Promise<{ at: Date; cents: number }[]> {
  const out: { at: Date; cents: number }[] = [];
  for (let page = 1; page <= SPEND_PAGES; page += 1) {
    const res = unwrap(await customerCall(rc, 'accounts', {
      path: '/v2/customer/{uuid}/charges', params: { uuid }, query: { PageNumber: page, PageSize: CHARGES_PAGE, SortBy: 'CreatedAtNanos', SortDesc: true }, schema: Charges, action: 'getCharges',
    }));
    for (const t of res.Transactions) if (t.Status.trim().toUpperCase() === 'COMPLETED') out.push({ at: new Date(Math.floor(t.CreatedAtNanos / 1e6)), cents: t.AmountCents });
    const oldest = res.Transactions.at(-1);
    if (!oldest || page >= (res.PageInfo.TotalPages ?? 0) || oldest.CreatedAtNanos / 1e6 < since) break;
  }
  return out;
}

/**
 * GET /api/customer/spend: "twelve months of spend" — postpay: each invoice's total by its
 * period's month (VOID ones count for nothing, their month marked voided); prepay and payg: COMPLETED payments by their
 * New Zealand month. Cached with the customer's money, forgotten after a payment.
 */
export async function spend(rc: RequestContext): Promise<SpendHistory> {
  const scope = await moneyScope(rc);
  const kind = kindOf(scope.product);
  const at = now(rc);
  const key = cacheKey('charges', moneyScopeKey(rc, scope.uuid), 'spend', kind ?? 'none');
  return cached('charges', key, async () => {
    if (kind === 'postpay') {
      const res = await allInvoices(rc, scope.uuid);
      if (!res.ok) throw toApiError(res.error);
      return spendByMonth(res.data.map((i) => ({ at: new Date(Math.floor((i.PeriodFromNanos || i.CreatedAtNanos) / 1e6)), cents: i.GrandTotalCents, voided: i.Status.toUpperCase() === 'VOID' })), at);
    }
    const since = at.getTime() - 400 * 24 * 60 * 60 * 1000;
    return spendByMonth(kind ? await spentTransactions(rc, scope.uuid, since) : [], at);
  }, { tags: [moneyTag(scope.uuid)] });
}

/** A voucher or promo refusal (4xx): the spec's text with the upstream's own reason beneath; anything else as usual. */
function refusal(e: UpstreamError, code: Extract<ErrorCode, 'voucher_check_failed' | 'voucher_redeem_failed' | 'promo_failed'>): ApiError {
  if (e.kind !== 'http' || e.status === undefined || e.status < 400 || e.status >= 500 || e.status === 429) return toApiError(e);
  // The upstream's own words ('Voucher has already been redeemed'), unless they name its fields.
  const reason = mentionsUpstreamField(e.message) ? undefined : e.message;
  return code === 'promo_failed' ? new ApiError(code, reason, { reason: reason ?? null }) : new ApiError(code, undefined, { reason: reason ?? null });
}

const VOUCHER_PATH = '/customer/{uuid}/redeem_voucher/{product}/{code}';
const voucherParams = (scope: MoneyScope, code: string) => ({ uuid: scope.uuid, product: productOf(scope).uuid, code });

/** POST /api/customer/vouchers/check: "Voucher redeem and check need account, product and code, else 'Redemption check Error'". */
export async function checkVoucher(rc: RequestContext, code: string): Promise<VoucherCheck> {
  const scope = await moneyScope(rc, 'redeem-voucher');
  const res = await customerCall(rc, 'accounts', { path: VOUCHER_PATH, params: voucherParams(scope, code), schema: VoucherCheckWire, action: 'checkVoucher' });
  if (!res.ok) throw refusal(res.error, 'voucher_check_failed');
  if (res.data.Valid === false) throw new ApiError('voucher_check_failed');
  return { code, creditCents: res.data.CreditCents };
}

/** POST /api/customer/vouchers/redeem: the credit added (prepay: the new balance; postpay: null, the bill is lowered). */
export async function redeemVoucher(rc: RequestContext, code: string): Promise<VoucherRedeemed> {
  const scope = await moneyScope(rc, 'redeem-voucher');
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: VOUCHER_PATH, params: voucherParams(scope, code), schema: VoucherRedeemWire, action: 'redeemVoucher', money: true });
  forgetMoney(scope.uuid);
  if (!res.ok) throw refusal(res.error, 'voucher_redeem_failed');
  return { code, creditCents: res.data.Attributes.CreditCents, balanceCents: res.data.MainBalCreditCents ?? null };
}

/** POST /api/customer/promo-code: "Promo code needs Code. Both need an activated account type." */
export async function applyPromo(rc: RequestContext, code: string): Promise<PromoApplied> {
  const scope = await moneyScope(rc, 'redeem-promo-code');
  const res = await customerCall(rc, 'accounts', { method: 'POST', path: '/api/customers/v1/{uuid}/promocode', params: { uuid: scope.uuid }, body: { Code: code }, schema: PromoWire, action: 'applyPromoCode', money: true });
  forgetMoney(scope.uuid);
  if (!res.ok) throw refusal(res.error, 'promo_failed');
  return { code: res.data.Code || code, description: res.data.Description };
}
