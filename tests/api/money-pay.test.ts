import { GET as listCards } from '@/app/api/customer/payment-methods/route';
import { GET as autoTopUpGet, PUT as autoTopUpPut } from '@/app/api/customer/auto-top-up/route';
import { GET as balanceGet } from '@/app/api/customer/balance/route';
import { GET as payBillStatusGet } from '@/app/api/customer/pay-bill/[intentId]/route';
import { POST as payBillPost } from '@/app/api/customer/pay-bill/route';
import { POST as promoPost } from '@/app/api/customer/promo-code/route';
import { GET as receiptsGet } from '@/app/api/customer/receipts/route';
import { GET as topUpStatusGet } from '@/app/api/customer/top-up/[intentId]/route';
import { POST as topUpPost } from '@/app/api/customer/top-up/route';
import { POST as voucherCheckPost } from '@/app/api/customer/vouchers/check/route';
import { POST as voucherRedeemPost } from '@/app/api/customer/vouchers/redeem/route';
import type { AutoTopUp, Balances, PaymentStarted, PaymentStatus, PromoApplied, ReceiptPage, TopUpStatus, VoucherCheck, VoucherRedeemed } from '@/lib/billing/money-types';
import type { CardList } from '@/lib/billing/types';
import { clearCache } from '@/lib/cache';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { control } from '../support/bff';
import { call, type ErrorOut } from '../support/eshop';
import { UPSTREAM_FAULTS, withFault } from '../support/faults';
import { confirmSaved, withFlags } from '../support/money';

/**
 * The money-moving routes (docs/money-contract.md §3) against the in-process sandbox: balance,
 * top-up and its status, auto top-up, pay bill, vouchers, promo codes. Each test has fresh demo
 * customers of its own; flags are set through FLAG_* as the deployment would.
 */

const sb = sandboxPerFile();

type Out<T> = T & ErrorOut;
type State = 'prepay' | 'postpay' | 'payg' | 'nocard' | 'payer';
const fresh = (state: State = 'prepay') => freshCustomer(sb.url, state);

const TOP_UP_ON = { FLAG_HIDE_PREPAY_TOP_UP: 'false' };

const balance = (who: Who) => call<Out<Balances>>(balanceGet, 'GET', '/api/customer/balance', { cookie: who.cookie });
const topUp = (who: Who, body: unknown, origin?: string) => call<Out<PaymentStarted>>(topUpPost, 'POST', '/api/customer/top-up', { cookie: who.cookie, body, origin });
const topUpStatus = (who: Who, intentId: string) => call<Out<TopUpStatus>>(topUpStatusGet, 'GET', `/api/customer/top-up/${intentId}`, { cookie: who.cookie, params: { intentId } });
const auto = (who: Who) => call<Out<AutoTopUp>>(autoTopUpGet, 'GET', '/api/customer/auto-top-up', { cookie: who.cookie });
const saveAuto = (who: Who, body: unknown) => call<Out<AutoTopUp>>(autoTopUpPut, 'PUT', '/api/customer/auto-top-up', { cookie: who.cookie, body });
const payBill = (who: Who, body: unknown, origin?: string) => call<Out<PaymentStarted>>(payBillPost, 'POST', '/api/customer/pay-bill', { cookie: who.cookie, body, origin });
const payBillStatus = (who: Who, intentId: string) => call<Out<PaymentStatus>>(payBillStatusGet, 'GET', `/api/customer/pay-bill/${intentId}`, { cookie: who.cookie, params: { intentId } });
const checkVoucher = (who: Who, code: unknown) => call<Out<VoucherCheck>>(voucherCheckPost, 'POST', '/api/customer/vouchers/check', { cookie: who.cookie, body: { code } });
const redeemVoucher = (who: Who, code: unknown) => call<Out<VoucherRedeemed>>(voucherRedeemPost, 'POST', '/api/customer/vouchers/redeem', { cookie: who.cookie, body: { code } });
const promo = (who: Who, code: unknown) => call<Out<PromoApplied>>(promoPost, 'POST', '/api/customer/promo-code', { cookie: who.cookie, body: { code } });


const writes = async (who: Who, path: string) => (await upstreamRequests(sb.url, path.replace('{uuid}', who.uuid))).filter((r) => r.method !== 'GET');

beforeEach(() => clearCache());

describe('GET /api/customer/balance', () => {
  test('prepay: the credit, its expiry a year after the last top-up or 365 days after creation, the usage left', async () => {
    const who = await fresh();
    const r = await balance(who);
    expect(r.status).toBe(200);
    expect(r.body.kind).toBe('prepay');
    expect(r.body.postpay).toBeNull();
    // The seeded prepay demo's main balance: $12.50.
    expect(r.body.prepay).toEqual({ creditCents: 1250, expiresAt: expect.any(String), hidden: false });
    expect(Date.parse(r.body.prepay!.expiresAt!)).toBeGreaterThan(Date.now());
    expect(r.body.usage.length).toBeGreaterThan(0);
    expect(r.body.usage[0]).toEqual({ type: expect.any(String), remaining: expect.any(Number), total: expect.any(Number), carryOver: expect.any(Number), rule: expect.any(String), unit: expect.any(String) });
  });

  test('payg is its own kind with a prepay balance', async () => {
    const r = await balance(await fresh('payg'));
    // The seeded pay-as-you-go demo's main balance: $7.40.
    expect([r.status, r.body.kind, r.body.prepay?.creditCents]).toEqual([200, 'payg', 740]);
  });

  test('postpay: owing $48.20 on the OVERDUE invoice, this period so far, the cycles', async () => {
    const who = await fresh('postpay');
    const r = await balance(who);
    expect(r.status).toBe(200);
    expect(r.body.kind).toBe('postpay');
    const p = r.body.postpay!;
    expect(p.owingCents).toBe(4820);
    expect(p.unbilledCents).toBeGreaterThanOrEqual(0);
    expect(Date.parse(p.currentCycle.from)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(p.currentCycle.upto)).toBeGreaterThan(Date.now());
    expect(p.nextCycle.from).toBe(p.currentCycle.upto);
    expect(p.dueInvoice).toEqual({ number: expect.stringMatching(/^INV-\d{6}$/), remainingCents: 4820, dueDate: expect.any(String), overdue: true });
  });

  test('cached 3 minutes; a failure is not cached', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const once = await balance(who);
    expect((await balance(who)).body).toEqual(once.body);
    expect(await upstreamRequests(sb.url, `^/customers/${who.uuid}/products/mobile/prepay/`)).toHaveLength(1);
    clearCache();
    const failed = await withFault(sb.url, '5xx', `^/customers/${who.uuid}/products/mobile/prepay/`, 'GET', () => balance(who));
    expect(failed.status).toBe(502);
    expect((await balance(who)).status).toBe(200);
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the balance read → %i %s', async (fault, status, code, message) => {
    const who = await fresh();
    const r = await withFault(sb.url, fault, `^/customers/${who.uuid}/products/mobile/prepay/`, 'GET', () => balance(who));
    expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test('signed out → 401', async () => {
    const r = await call<ErrorOut>(balanceGet, 'GET', '/api/customer/balance');
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });
});

describe('POST /api/customer/top-up and GET /api/customer/top-up/{intentId}', () => {
  test('tops up $10 with the saved default card: the upstream receives the product and the amount; the status is followed to completed; the balance rises', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const who = await fresh();
      const before = (await balance(who)).body.prepay!.creditCents;
      await control(sb.url, 'DELETE', '/requests');
      const r = await topUp(who, { amountCents: 1000, paymentMethodType: 'cards' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ intentId: expect.stringMatching(/^pi_/), clientSecret: expect.stringContaining('_secret_'), status: expect.any(String) });
      const sent = await writes(who, '^/customer/{uuid}/topup$');
      expect(sent.map((q) => q.body)).toEqual([{ ProductInstanceUUID: expect.any(String), Amount: 1000, PaymentMethodType: 'cards' }]);
      // Not yet confirmed: pending, the credit as it was.
      expect(before).toBe(1250);
      expect((await topUpStatus(who, r.body.intentId)).body).toEqual({ status: 'pending', creditCents: before });
      expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
      const status = await topUpStatus(who, r.body.intentId);
      expect(status.body).toEqual({ status: 'completed', creditCents: before + 1000 });
      expect((await balance(who)).body.prepay!.creditCents).toBe(before + 1000);
      // Issue 28: the receipt is emailed, with our reference and not the processor's pi_ id.
      const { messages } = await control<{ messages: Array<{ subject: string; body: string }> }>(sb.url, 'GET', `/outbox?to=${encodeURIComponent(who.email)}`);
      const receipts = messages.filter((m) => m.subject === 'Your receipt');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.body).toMatch(/^Top-up of \$10\.00 for 0\d{2} \d{3} \d{3,4}\nPaid by (Visa|Mastercard) card ending \d{4}\nTūī Mobile reference: PAY-[A-Z0-9]{8}\n/);
      expect(receipts[0]!.body).not.toContain(r.body.intentId);
    });
  });

  test('"Top-up amount is required; above $0.99 NZD.": $0.50 and no amount are 422 on the field, the upstream not asked', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const who = await fresh();
      await control(sb.url, 'DELETE', '/requests');
      const low = await topUp(who, { amountCents: 50, paymentMethodType: 'cards' });
      expect([low.status, low.body.error.code, low.body.error.details]).toEqual([422, 'bad_input', [{ path: 'amountCents', message: 'Top-up amount must be above $0.99' }]]);
      const none = await topUp(who, { paymentMethodType: 'cards' });
      expect(none.body.error.details).toEqual([{ path: 'amountCents', message: 'Please enter an amount' }]);
      expect(await writes(who, '^/customer/{uuid}/topup$')).toEqual([]);
    });
  });

  test('"If the chosen payment type is not cards, the payment is rejected with the reason changePaymentType"', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const r = await topUp(await fresh(), { amountCents: 1000, paymentMethodType: 'bill_routes' });
      expect([r.status, r.body.error]).toEqual([400, { code: 'change_payment_type', message: 'Please choose another payment type' }]);
    });
  });

  test('someone else\'s card → 404 card_not_found before the upstream is asked; someone else\'s intent → 404', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const [who, other] = [await fresh(), await fresh()];
      const r = await topUp(who, { amountCents: 1000, paymentMethodType: 'cards', paymentMethodId: 'pm_not_mine' });
      expect([r.status, r.body.error.code]).toEqual([404, 'card_not_found']);
      const started = await topUp(other, { amountCents: 1000, paymentMethodType: 'cards' });
      const peek = await topUpStatus(who, started.body.intentId);
      expect([peek.status, peek.body.error.code]).toEqual([404, 'not_found']);
      const bogus = await topUpStatus(who, 'not-an-intent');
      expect([bogus.status, bogus.body.error.code]).toEqual([404, 'not_found']);
    });
  });

  test('"No card": a customer with no saved card and none named → 400 no_card', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const r = await topUp(await fresh('nocard'), { amountCents: 1000, paymentMethodType: 'cards' });
      expect([r.status, r.body.error]).toEqual([400, { code: 'no_card', message: 'No card' }]);
    });
  });

  test('"a card about to expire cannot be authorized": the Mastercard in its last month → 409 card_expiring, the upstream not asked', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const who = await fresh();
      const cards = (await call<CardList>(listCards, 'GET', '/api/customer/payment-methods', { cookie: who.cookie })).body.cards;
      const expiring = cards.find((c) => c.state === 'expiring')!;
      await control(sb.url, 'DELETE', '/requests');
      const r = await topUp(who, { amountCents: 1000, paymentMethodType: 'cards', paymentMethodId: expiring.id });
      expect([r.status, r.body.error]).toEqual([409, { code: 'card_expiring', message: 'A card about to expire cannot be authorized' }]);
      expect(await writes(who, '^/customer/{uuid}/topup$')).toEqual([]);
    });
  });

  test.each(UPSTREAM_FAULTS)('upstream %s on the top-up → %i %s', async (fault, status, code, message) => {
    await withFlags(TOP_UP_ON, async () => {
      const who = await fresh();
      await balance(who); // the product list read before the fault
      const r = await withFault(sb.url, fault, `^/customer/${who.uuid}/topup$`, 'POST', () => topUp(who, { amountCents: 1000, paymentMethodType: 'cards' }));
      expect([r.status, r.body.error]).toEqual([status, { code, message, reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    });
  });

  test('the status read failing → 503 "Error getting transaction status"', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const who = await fresh();
      const started = await topUp(who, { amountCents: 1000, paymentMethodType: 'cards' });
      const r = await withFault(sb.url, '5xx', `^/customer/${who.uuid}/topup/`, 'GET', () => topUpStatus(who, started.body.intentId));
      expect([r.status, r.body.error]).toEqual([503, { code: 'transaction_status_unavailable', message: 'Error getting transaction status', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    });
  });

  test('gates: hidden as shipped → 404; a postpay product → 403 you_dont_have_prepay_product', async () => {
    const hidden = await topUp(await fresh(), { amountCents: 1000, paymentMethodType: 'cards' });
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'not_found']);
    await withFlags(TOP_UP_ON, async () => {
      const r = await topUp(await fresh('postpay'), { amountCents: 1000, paymentMethodType: 'cards' });
      expect([r.status, r.body.error]).toEqual([403, { code: 'you_dont_have_prepay_product', message: "You don't have prepay product" }]);
    });
  });

  test('another site\'s Origin → 403 bad_origin', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const r = await topUp(await fresh(), { amountCents: 1000, paymentMethodType: 'cards' }, 'https://evil.example');
      expect([r.status, r.body.error.code]).toEqual([403, 'bad_origin']);
    });
  });
});

describe('GET and PUT /api/customer/auto-top-up', () => {
  test('off at first with a suggestion; turned on: $20 every 30 days, the upstream stores EVERY_DAY for the product; turned off again', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const who = await fresh();
      const first = await auto(who);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ enabled: false, type: 'EVERY_DAY', nextAt: null });
      const on = await saveAuto(who, { enabled: true, amountDollars: 20, days: 30 });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ enabled: true, amountDollars: 20, days: 30, type: 'EVERY_DAY' });
      expect(Date.parse(on.body.nextAt!) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
      const sent = await writes(who, '^/customers/{uuid}/preferences/top-up-auto$');
      expect(sent.at(-1)?.body).toEqual({ Amount: 20, Days: 30, Status: 'ON', Type: 'EVERY_DAY', ProductInstanceUUID: expect.any(String) });
      expect((await auto(who)).body).toMatchObject({ enabled: true, amountDollars: 20, days: 30 });
      const off = await saveAuto(who, { enabled: false });
      expect(off.body).toMatchObject({ enabled: false, nextAt: null });
      expect((await writes(who, '^/customers/{uuid}/preferences/top-up-auto$')).at(-1)?.body).toMatchObject({ Amount: 20, Days: 30, Status: 'OFF' });
    });
  });

  test('"Auto top-up days 1-99, amount 1-999": 422 on each field', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const r = await saveAuto(await fresh(), { enabled: true, amountDollars: 1000, days: 0 });
      expect([r.status, r.body.error.details]).toEqual([422, [
        { path: 'amountDollars', message: 'Amount must be between $1 and $999' }, { path: 'days', message: 'Days must be between 1 and 99' },
      ]]);
    });
  });

  test('a postpay product → 403', async () => {
    await withFlags(TOP_UP_ON, async () => {
      const r = await auto(await fresh('postpay'));
      expect([r.status, r.body.error.code]).toEqual([403, 'you_dont_have_prepay_product']);
    });
  });
});

describe('POST /api/customer/pay-bill', () => {
  test('pays the full $48.20: the upstream receives it for the postpay product; after confirming, nothing is owed and a receipt exists', async () => {
    const who = await fresh('postpay');
    const receiptsBefore = (await call<Out<ReceiptPage>>(receiptsGet, 'GET', '/api/customer/receipts', { cookie: who.cookie })).body.pageInfo.totalItems;
    await control(sb.url, 'DELETE', '/requests');
    const r = await payBill(who, { amountCents: 4820, paymentMethodType: 'cards' });
    expect(r.status).toBe(200);
    expect(r.body.clientSecret).toContain('_secret_');
    expect((await writes(who, '^/customer/{uuid}/payment$')).map((q) => q.body)).toEqual([{ ProductInstanceUUID: expect.any(String), AmountCents: 4820, PaymentMethodType: 'cards' }]);
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
    const after = await balance(who);
    expect(after.body.postpay).toMatchObject({ owingCents: 0, dueInvoice: null });
    const receipts = await call<Out<ReceiptPage>>(receiptsGet, 'GET', '/api/customer/receipts', { cookie: who.cookie });
    expect(receipts.body.pageInfo.totalItems).toBe(receiptsBefore + 1);
    expect(receipts.body.receipts[0]).toMatchObject({ amountCents: 4820, invoiceNumber: expect.stringMatching(/^INV-/) });
  });

  test('more than owed becomes credit', async () => {
    const who = await fresh('postpay');
    const r = await payBill(who, { amountCents: 5820, paymentMethodType: 'cards' });
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
    expect((await balance(who)).body.postpay?.owingCents).toBe(-1000);
  });

  test('"$0.50 for invoice payment": $0.49 → 422 on the field', async () => {
    const r = await payBill(await fresh('postpay'), { amountCents: 49, paymentMethodType: 'cards' });
    expect([r.status, r.body.error.details]).toEqual([422, [{ path: 'amountCents', message: 'Payment amount must be at least $0.50' }]]);
  });

  test('changePaymentType (bill_routes with nobody paying for the customer: payer@\'s copy); a prepay product → 403 you_dont_have_postpay_product', async () => {
    const routes = await payBill(await fresh('payer'), { amountCents: 1000, paymentMethodType: 'bill_routes' });
    expect([routes.status, routes.body.error.code]).toEqual([400, 'change_payment_type']);
    const prepay = await payBill(await fresh(), { amountCents: 1000, paymentMethodType: 'cards' });
    expect([prepay.status, prepay.body.error]).toEqual([403, { code: 'you_dont_have_postpay_product', message: "You don't have postpay product" }]);
  });

  test.each([['a string', '10'], ['a fraction', 10.5], ['null', null], ['an array', [1]]])('amountCents as %s → 422, never 5xx', async (_label, amountCents) => {
    const r = await payBill(await fresh('postpay'), { amountCents, paymentMethodType: 'cards' });
    expect([r.status, r.body.error.code]).toEqual([422, 'bad_input']);
  });
});

describe('GET /api/customer/pay-bill/{intentId}', () => {
  test('pending until the card is confirmed, then completed; the balance read between is not the one kept after', async () => {
    const who = await fresh('postpay');
    const r = await payBill(who, { amountCents: 4820, paymentMethodType: 'cards' });
    expect((await payBillStatus(who, r.body.intentId)).body).toEqual({ status: 'pending' });
    // A read between the start and the confirmation caches the old balance…
    expect((await balance(who)).body.postpay?.owingCents).toBe(4820);
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
    const done = await payBillStatus(who, r.body.intentId);
    expect([done.status, done.body]).toEqual([200, { status: 'completed' }]);
    // …which the final status forgets: the balance now is the one after the payment.
    expect((await balance(who)).body.postpay).toMatchObject({ owingCents: 0, dueInvoice: null });
  });

  test("someone else's intent → 404; a bad id → 404, never 5xx; a prepay product → 403", async () => {
    const who = await fresh('postpay');
    const other = await fresh('postpay');
    const theirs = await payBill(other, { amountCents: 1000, paymentMethodType: 'cards' });
    const peek = await payBillStatus(who, theirs.body.intentId);
    expect([peek.status, peek.body.error.code]).toEqual([404, 'not_found']);
    for (const bad of ['not-an-intent', 'pi_', `pi_${'x'.repeat(300)}`, '%00']) {
      const r = await payBillStatus(who, bad);
      expect([bad, r.status, r.body.error.code]).toEqual([bad, 404, 'not_found']);
    }
    const prepay = await payBillStatus(await fresh(), theirs.body.intentId);
    expect([prepay.status, prepay.body.error.code]).toEqual([403, 'you_dont_have_postpay_product']);
  });

  test('the status read failing → 503 "Error getting transaction status"', async () => {
    const who = await fresh('postpay');
    const started = await payBill(who, { amountCents: 1000, paymentMethodType: 'cards' });
    const r = await withFault(sb.url, '5xx', `^/customer/${who.uuid}/topup/`, 'GET', () => payBillStatus(who, started.body.intentId));
    expect([r.status, r.body.error]).toEqual([503, { code: 'transaction_status_unavailable', message: 'Error getting transaction status', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
  });

  test('signed out → 401', async () => {
    const r = await call<Out<PaymentStatus>>(payBillStatusGet, 'GET', '/api/customer/pay-bill/pi_x', { params: { intentId: 'pi_x' } });
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });
});

describe('POST /api/customer/vouchers/check and /redeem', () => {
  test('checks and redeems a fresh $20 voucher: the credit rises; the same voucher again is refused with the reason', async () => {
    const who = await fresh();
    const { code } = await control<{ code: string }>(sb.url, 'POST', '/vouchers', { creditCents: 2000 });
    const before = (await balance(who)).body.prepay!.creditCents;
    const check = await checkVoucher(who, code);
    expect([check.status, check.body]).toEqual([200, { code, creditCents: 2000 }]);
    const redeemed = await redeemVoucher(who, code);
    expect([redeemed.status, redeemed.body]).toEqual([200, { code, creditCents: 2000, balanceCents: before + 2000 }]);
    expect((await balance(who)).body.prepay!.creditCents).toBe(before + 2000);
    const again = await redeemVoucher(who, code);
    expect([again.status, again.body.error]).toEqual([400, { code: 'voucher_redeem_failed', message: 'Redemption Error', details: { reason: 'Voucher has already been redeemed' } }]);
    const recheck = await checkVoucher(who, code);
    expect([recheck.status, recheck.body.error.code, recheck.body.error.message]).toEqual([400, 'voucher_check_failed', 'Redemption check Error']);
  });

  test('the demo voucher 4000000000025 is already redeemed; an unknown one is not found', async () => {
    const who = await fresh();
    const used = await checkVoucher(who, '4000000000025');
    expect(used.body.error).toEqual({ code: 'voucher_check_failed', message: 'Redemption check Error', details: { reason: 'Voucher has already been redeemed' } });
    const unknown = await checkVoucher(who, '4999999999999');
    expect(unknown.body.error).toEqual({ code: 'voucher_check_failed', message: 'Redemption check Error', details: { reason: 'Voucher is not found' } });
  });

  test('postpay: the bill is lowered, no credit balance to show', async () => {
    const who = await fresh('postpay');
    const { code } = await control<{ code: string }>(sb.url, 'POST', '/vouchers', { creditCents: 1000 });
    const r = await redeemVoucher(who, code);
    expect([r.status, r.body.balanceCents]).toEqual([200, null]);
    expect((await balance(who)).body.postpay?.owingCents).toBe(3820);
  });

  test('"Voucher code is 13 digits": 422 on the field, the upstream not asked; flag off → 404', async () => {
    const who = await fresh();
    await control(sb.url, 'DELETE', '/requests');
    const r = await checkVoucher(who, '12345');
    expect([r.status, r.body.error.details]).toEqual([422, [{ path: 'code', message: 'The voucher code is 13 digits' }]]);
    expect(await upstreamRequests(sb.url, 'redeem_voucher')).toEqual([]);
    await withFlags({ FLAG_VOUCHERS: 'false' }, async () => {
      const off = await checkVoucher(who, '4000000000017');
      expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
    });
  });
});

describe('POST /api/customer/promo-code', () => {
  const PROMO_ON = { FLAG_PROMO_CODE: 'true' };

  test('WELCOME10 adds $10 once; used again → 400 with the upstream\'s reason; unknown → its reason', async () => {
    await withFlags(PROMO_ON, async () => {
      const who = await fresh();
      const before = (await balance(who)).body.prepay!.creditCents;
      const r = await promo(who, 'WELCOME10');
      expect([r.status, r.body]).toEqual([200, { code: 'WELCOME10', description: '$10 credit added' }]);
      expect((await balance(who)).body.prepay!.creditCents).toBe(before + 1000);
      const again = await promo(who, 'WELCOME10');
      expect([again.status, again.body.error]).toEqual([400, { code: 'promo_failed', message: 'Promo code has already been used', details: { reason: 'Promo code has already been used' } }]);
      const unknown = await promo(who, 'NOPE');
      expect([unknown.status, unknown.body.error.message]).toEqual([400, 'Promo code is not found']);
    });
  });

  test('"Promo code needs Code.": blank → 422 "Code required"; off as shipped → 404', async () => {
    await withFlags(PROMO_ON, async () => {
      const r = await promo(await fresh(), '  ');
      expect([r.status, r.body.error.details]).toEqual([422, [{ path: 'code', message: 'Code required' }]]);
    });
    const off = await promo(await fresh(), 'WELCOME10');
    expect([off.status, off.body.error.code]).toEqual([404, 'not_found']);
  });
});
