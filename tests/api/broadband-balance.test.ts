import { GET as balanceGet } from '@/app/api/customer/balance/route';
import { GET as payBillStatusGet } from '@/app/api/customer/pay-bill/[intentId]/route';
import { POST as payBillPost } from '@/app/api/customer/pay-bill/route';
import { GET as topUpStatusGet } from '@/app/api/customer/top-up/[intentId]/route';
import { POST as topUpPost } from '@/app/api/customer/top-up/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { broadbandHoldings } from '@/lib/broadband/account';
import type { Balances, PaymentStarted, PaymentStatus } from '@/lib/billing/money-types';
import { clearCache } from '@/lib/cache';
import { clearIdempotency } from '@/lib/cache/idempotency';
import { loadAccount } from '@/lib/customer/account';
import { SHIPPED_FLAGS } from '@/lib/flags';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { createContext } from '@/lib/upstream/context';
import { freshCustomer, sandboxPerFile, upstreamRequests, type Who } from '../support/account';
import { apiRequest, control } from '../support/bff';
import { BOTH_MODULES, broadband } from '../support/broadband';
import { call, type ErrorOut } from '../support/eshop';
import { confirmSaved, flagsForFile, withFlags } from '../support/money';

/**
 * Issue 30 item 1, the broadband balance area (account-management.md §2: "Broadband group: … A
 * balance area with pay-bill (postpay), top-up (prepay), payments-history and payment-methods;
 * bonuses; security"): a fibre-only customer (no mobile product) passes the profile guard's add-on
 * check and lands on the account; the money routes act for one of the customer's broadband
 * services when `service` names it (another customer's → 404), keeping their Idempotency-Key.
 */

const sb = sandboxPerFile();
flagsForFile(BOTH_MODULES);
beforeEach(() => {
  clearCache();
  clearIdempotency();
});

type Out<T> = T & ErrorOut;
const q = (service: string) => `?service=${encodeURIComponent(service)}`;
const balance = (who: Who, service?: string) => call<Out<Balances>>(balanceGet, 'GET', `/api/customer/balance${service === undefined ? '' : q(service)}`, { cookie: who.cookie });
const payBill = (who: Who, body: unknown, headers?: Record<string, string>) => call<Out<PaymentStarted>>(payBillPost, 'POST', '/api/customer/pay-bill', { cookie: who.cookie, body, headers });
const payBillStatus = (who: Who, intentId: string, service: string) =>
  call<Out<PaymentStatus>>(payBillStatusGet, 'GET', `/api/customer/pay-bill/${intentId}${q(service)}`, { cookie: who.cookie, params: { intentId } });
const topUp = (who: Who, body: unknown) => call<Out<PaymentStarted>>(topUpPost, 'POST', '/api/customer/top-up', { cookie: who.cookie, body });
const topUpStatus = (who: Who, intentId: string, service: string) =>
  call<Out<PaymentStatus>>(topUpStatusGet, 'GET', `/api/customer/top-up/${intentId}${q(service)}`, { cookie: who.cookie, params: { intentId } });

/** A fresh copy of fibre-only@example.com and its fibre service's id. */
async function fibreOnly(): Promise<{ who: Who; service: string }> {
  const who = await freshCustomer(sb.url, 'fibre-only');
  const services = (await broadband.services({ cookie: who.cookie })).body.services;
  expect(services.map((s) => [s.technology, s.planName, s.state])).toEqual([['UFB', 'Fibre 300', 'active']]);
  return { who, service: services[0]!.id };
}

/** The upstream's payment writes for a customer since the log was last cleared. */
const paymentWrites = async (who: Who) => (await upstreamRequests(sb.url, `^/customer/${who.uuid}/(payment|topup)$`)).filter((r) => r.method === 'POST');

describe('the profile guard: "has addons" counts a broadband service (lib/customer/account.ts)', () => {
  const rcOf = async (who: Who) => createContext(await unsealSession(new Map(who.cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName())), 'broadband-balance-test');
  const flags = { ...SHIPPED_FLAGS, ufbModule: true, fwaModule: true };

  test('a fibre-only customer (no mobile product, an active fibre service) is let in; its service is held, postpay, current', async () => {
    const { who, service } = await fibreOnly();
    const account = await loadAccount(await rcOf(who), who.uuid, flags, { broadband: broadbandHoldings });
    expect(account.products).toEqual([]);
    expect(account.facts.hasAddons).toBe(true);
    expect(account.broadband).toEqual([{ uuid: service, technology: 'UFB', billingReference: expect.stringMatching(/^postpay:/), statusLabel: 'active', paymentKind: 'postpay', isPayg: false, current: true }]);
    // Without the broadband read (both modules off: none held) it would be the no-addons page, as before issue 30.
    expect((await loadAccount(await rcOf(who), who.uuid, flags)).facts.hasAddons).toBe(false);
  });

  test('its sign-in lands on the account (/profile, which opens on the broadband tab), not on the no-plans page', async () => {
    const { who } = await fibreOnly();
    const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login: who.email, password: 'Demo-Pass-2026' } }));
    expect([res.status, await res.json()]).toEqual([200, { redirectTo: '/profile' }]);
  });

  test('a mobile customer without add-ons (noplan) is still sent to the no-plans page; one with add-ons (prepay) is let in', async () => {
    const noplan = await freshCustomer(sb.url, 'noplan');
    const a = await loadAccount(await rcOf(noplan), noplan.uuid, flags, { broadband: broadbandHoldings });
    expect([a.broadband, a.facts.hasAddons]).toEqual([[], false]);
    const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login: noplan.email, password: 'Demo-Pass-2026' } }));
    expect(await res.json()).toEqual({ redirectTo: '/no-plans-page' });
    const prepay = await freshCustomer(sb.url, 'prepay');
    expect((await loadAccount(await rcOf(prepay), prepay.uuid, flags, { broadband: broadbandHoldings })).facts.hasAddons).toBe(true);
  });
});

describe('GET /api/customer/balance?service= — the broadband service\'s money', () => {
  test('the fibre-only account: owes $79.00 on last month\'s OVERDUE Fibre 300 bill; the cycles; the upstream asked for the fibre service', async () => {
    const { who, service } = await fibreOnly();
    await control(sb.url, 'DELETE', '/requests');
    const r = await balance(who, service);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ productUuid: service, kind: 'postpay', prepay: null });
    expect(r.body.postpay).toMatchObject({ owingCents: 7900, dueInvoice: { number: expect.stringMatching(/^INV-\d{6}$/), remainingCents: 7900, overdue: true } });
    expect((await upstreamRequests(sb.url, '^/postpay/balance$')).map((x) => x.body)).toEqual([{ CustomerUUID: who.uuid, UUID: service }]);
  });

  test('without a service, a fibre-only customer has no mobile product: nothing to read (no kind)', async () => {
    const { who } = await fibreOnly();
    const r = await balance(who);
    expect([r.status, r.body.kind, r.body.postpay]).toEqual([200, null, null]);
  });

  test('another customer\'s service, or an unknown one → 404; a malformed one → 422', async () => {
    const { service } = await fibreOnly();
    const other = await freshCustomer(sb.url, 'postpay');
    const theirs = await balance(other, service);
    expect([theirs.status, theirs.body.error.code]).toEqual([404, 'not_found']);
    expect((await balance(other, 'no-such-service')).status).toBe(404);
    const bad = await balance(other, 'a b/c');
    expect([bad.status, bad.body.error.code]).toEqual([422, 'bad_input']);
  });

  test('both broadband modules off → 404 for a service', async () => {
    const { who, service } = await fibreOnly();
    const r = await withFlags({ FLAG_UFB_MODULE: 'false', FLAG_FWA_MODULE: 'false' }, () => balance(who, service));
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('POST /api/customer/pay-bill with a service, and its status', () => {
  test('pays the fibre bill with the saved card: the upstream receives the fibre service and the amount; the status is followed to completed; nothing is owed after', async () => {
    const { who, service } = await fibreOnly();
    await control(sb.url, 'DELETE', '/requests');
    const r = await payBill(who, { amountCents: 7900, paymentMethodType: 'cards', service });
    expect(r.status).toBe(200);
    expect((await paymentWrites(who)).map((w) => [w.path, w.body])).toEqual([[`/customer/${who.uuid}/payment`, { ProductInstanceUUID: service, AmountCents: 7900, PaymentMethodType: 'cards' }]]);
    expect((await payBillStatus(who, r.body.intentId, service)).body).toEqual({ status: 'pending' });
    expect(await confirmSaved(sb.url, r.body.clientSecret!)).toBe('succeeded');
    expect((await payBillStatus(who, r.body.intentId, service)).body).toEqual({ status: 'completed' });
    expect((await balance(who, service)).body.postpay).toMatchObject({ owingCents: 0, dueInvoice: null });
  });

  test('one charge per Idempotency-Key: the same key twice → the first answer replayed, one upstream payment', async () => {
    const { who, service } = await fibreOnly();
    await control(sb.url, 'DELETE', '/requests');
    const body = { amountCents: 2000, paymentMethodType: 'cards', service };
    const first = await payBill(who, body, { 'idempotency-key': 'bb-pay-1' });
    const again = await payBill(who, body, { 'idempotency-key': 'bb-pay-1' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await paymentWrites(who)).toHaveLength(1);
  });

  test('the spec\'s amount rule: below $0.50 → 422 "Payment amount must be at least $0.50" on the amount, nothing sent', async () => {
    const { who, service } = await fibreOnly();
    await control(sb.url, 'DELETE', '/requests');
    const r = await payBill(who, { amountCents: 49, paymentMethodType: 'cards', service });
    expect([r.status, r.body.error.code, r.body.error.details]).toEqual([422, 'bad_input', [{ path: 'amountCents', message: 'Payment amount must be at least $0.50' }]]);
    expect(await paymentWrites(who)).toEqual([]);
  });

  test('another customer\'s service → 404, and their bill is not touched; its status read → 404', async () => {
    const { who, service } = await fibreOnly();
    const other = await freshCustomer(sb.url, 'postpay');
    await control(sb.url, 'DELETE', '/requests');
    const r = await payBill(other, { amountCents: 7900, paymentMethodType: 'cards', service });
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
    expect([...(await paymentWrites(other)), ...(await paymentWrites(who))]).toEqual([]);
    const mine = await payBill(who, { amountCents: 100, paymentMethodType: 'cards', service });
    const peek = await payBillStatus(other, mine.body.intentId, service);
    expect([peek.status, peek.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('POST /api/customer/top-up with a service: "top-up (prepay)"', () => {
  test('a postpay fibre service cannot be topped up: 403 "You don\'t have prepay product", nothing sent; its status read is refused the same way', async () => {
    const { who, service } = await fibreOnly();
    await control(sb.url, 'DELETE', '/requests');
    const r = await topUp(who, { amountCents: 1000, paymentMethodType: 'cards', service });
    expect([r.status, r.body.error]).toEqual([403, { code: 'you_dont_have_prepay_product', message: "You don't have prepay product" }]);
    expect(await paymentWrites(who)).toEqual([]);
    const s = await topUpStatus(who, 'pi_123', service);
    expect([s.status, s.body.error.code]).toEqual([403, 'you_dont_have_prepay_product']);
  });

  test('another customer\'s service → 404 before any kind check', async () => {
    const { service } = await fibreOnly();
    const other = await freshCustomer(sb.url, 'prepay');
    const r = await topUp(other, { amountCents: 1000, paymentMethodType: 'cards', service });
    expect([r.status, r.body.error.code]).toEqual([404, 'not_found']);
  });
});
