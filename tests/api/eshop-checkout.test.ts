import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { GET as getCart } from '@/app/api/eshop/cart/route';
import { POST as checkout } from '@/app/api/eshop/checkout/route';
import { GET as listOrders } from '@/app/api/eshop/orders/route';
import { GET as getOrder } from '@/app/api/eshop/orders/[orderId]/route';
import { GET as orderEvents } from '@/app/api/eshop/orders/[orderId]/events/route';
import { GET as addresses } from '@/app/api/eshop/addresses/route';
import { GET as metricsGet } from '@/app/api/metrics/route';
import { peerHeaderValue, PEER_HEADER } from '@/lib/flags/client-address';
import type { AddressView, CartView, CheckoutResult, OrderView } from '@/lib/eshop/types';
import type { Sandbox } from '@/sandbox/server';
import { orderEvents as orderEventStream } from '@/lib/eshop/events';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { createContext } from '@/lib/upstream/context';
import { apiRequest, control, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

const PLAN = '30-prepay-value-pack';
const CONTACT = { email: 'prepay@example.com', name: 'Aroha Ngata', phone: '0215550101' };
const ADDRESS = { lines: ['1 Queen Street'], suburb: 'Auckland Central', city: 'Auckland', postcode: '1010' };
let keyN = 0;
const key = () => `test-key-${Date.now()}-${(keyN += 1)}`;

async function cartFor(cookie: string | undefined, simType = 'esim'): Promise<CartView> {
  const r = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { cookie, body: { simType, plan: PLAN } });
  expect(r.status).toBe(200);
  return r.body.cart;
}

function pay(body: Record<string, unknown>, idempotencyKey: string | null, cookie?: string) {
  return call<CheckoutResult & ErrorOut>(checkout, 'POST', '/api/eshop/checkout', { cookie, body, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} });
}

/** What a browser does with the client secret: confirm at the payment provider directly. */
async function confirmCard(clientSecret: string, number: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_sandbox', 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } } }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/eshop/checkout — who may check out', () => {
  test('signed out → 401 unauthorised', async () => {
    const cart = await cartFor(undefined);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key());
    expect([r.status, r.body.error.code]).toEqual([401, 'unauthorised']);
  });

  test('an unverified email → 403 email_not_verified', async () => {
    const cookie = await sessionOf('unverified@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    expect([r.status, r.body.error.code]).toEqual([403, 'email_not_verified']);
  });

  test('no Idempotency-Key → 422; bad body → 422', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, null, cookie);
    expect([r.status, r.body.error.code]).toEqual([422, 'idempotency_key_required']);
    expect((await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'bitcoin' }, key(), cookie)).status).toBe(422);
  });

  test("someone else's cart → 403", async () => {
    const james = await sessionOf('postpay@example.com');
    const cart = await cartFor(james);
    const aroha = await sessionOf('prepay@example.com');
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), aroha);
    expect(r.status).toBe(403);
  });
});

describe('checkout messages (spec §5, §8)', () => {
  test("'please enter' without contact details; 'No Order Items' for an empty cart", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: { ...CONTACT, phone: '' }, paymentMethodType: 'cards' }, key(), cookie);
    expect([r.status, r.body.error.message]).toEqual([422, 'please enter']);
    const { PATCH } = await import('@/app/api/eshop/cart/items/[line]/route');
    await call(PATCH, 'PATCH', '/x', { cookie, body: { uuid: cart.uuid, quantity: 0 }, params: { line: cart.lines[0]!.uuid } });
    const empty = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    expect([empty.status, empty.body.error.message]).toEqual([400, 'No Order Items']);
  });

  test("'Delivery address needs at least street, city and postcode' when a physical SIM is in the cart", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie, 'real_sim');
    const none = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    expect([none.status, none.body.error.message]).toEqual([422, 'Delivery address needs at least street, city and postcode']);
    const noCity = await pay({ uuid: cart.uuid, contact: CONTACT, address: { ...ADDRESS, city: '' }, paymentMethodType: 'cards' }, key(), cookie);
    expect(noCity.body.error.code).toBe('delivery_address_required');
  });

  test("bill_routes without a parent billing route: 'Please add a payment card to continue'", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'bill_routes' }, key(), cookie);
    expect([r.status, r.body.error.message]).toEqual([400, 'Please add a payment card to continue']);
  });

  test('afterpay / klarna are refused while buy-now-pay-later is off; with it and the module on, a payment intent to redirect', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'afterpay' }, key(), cookie);
    expect([r.status, r.body.error.code]).toEqual([422, 'payment_option_unavailable']);
    process.env.FLAG_BUY_NOW_PAY_LATER = 'true';
    process.env.FLAG_KLARNA_MODULE = 'true';
    try {
      expect((await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'afterpay' }, key(), cookie)).status).toBe(422);
      const klarna = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'klarna' }, key(), cookie);
      expect(klarna.status).toBe(200);
      expect(klarna.body.clientSecret).toMatch(/_secret_/);
    } finally {
      delete process.env.FLAG_BUY_NOW_PAY_LATER;
      delete process.env.FLAG_KLARNA_MODULE;
    }
  });
});

describe('checkout → pay → order', () => {
  test('a physical SIM to a saved address, paid by card: one order, the cart closed, the order PAID', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie, 'real_sim');
    const saved = await call<{ addresses: AddressView[] }>(addresses, 'GET', '/api/eshop/addresses', { cookie });
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, address: { addressUuid: saved.body.addresses[0]!.addressUuid }, notes: 'Leave at the door', paymentMethodType: 'cards' }, key(), cookie);
    expect(r.status).toBe(200);
    expect(r.body.orderId).toMatch(/^SO\d{6}$/);
    expect(r.body.clientSecret).toMatch(/^pi_.+_secret_.+/);
    expect(r.body.amountCents).toBe(cart.totalCents);
    expect(r.body.purchase).toMatchObject({ e_sim: false, is_only_sim: true, orderId: r.body.orderId, delivery_address: expect.stringContaining(saved.body.addresses[0]!.city) });
    expect((await call<ErrorOut>(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`, { cookie })).body.error.code).toBe('cart_not_found');
    expect((await confirmCard(r.body.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    const order = await call<{ order: OrderView }>(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { cookie, params: { orderId: r.body.orderId } });
    expect(order.body.order).toMatchObject({ orderId: r.body.orderId, status: 'PAID', shownStatus: 'PAID', notes: 'Leave at the door', paymentMethodType: 'cards', totalCents: cart.totalCents });
    expect(order.body.order.address?.city).toBe(saved.body.addresses[0]!.city);
    const list = await call<{ orders: OrderView[] }>(listOrders, 'GET', '/api/eshop/orders', { cookie });
    expect(list.body.orders[0]?.orderId).toBe(r.body.orderId);
  });

  test('checkout twice with one Idempotency-Key → one order', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const k = key();
    const body = { uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' };
    const [a, b] = await Promise.all([pay(body, k, cookie), pay(body, k, cookie)]);
    const c = await pay(body, k, cookie);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.orderId, b.body.orderId, c.body.orderId]).size).toBe(1);
    expect(c.body.clientSecret).toBe(a.body.clientSecret);
    // Three submits are one upstream checkout with the key: the BFF answers the repeats from its own store (issue 29)
    const received = await control<{ requests: Array<{ headers?: Record<string, string> }> }>(url, 'GET', `/requests?path=${encodeURIComponent('^/eshop/v3/checkout$')}`);
    expect(received.requests.map((r) => r.headers?.['idempotency-key'])).toEqual([k]);
    const list = await call<{ orders: OrderView[] }>(listOrders, 'GET', '/api/eshop/orders', { cookie });
    expect(list.body.orders).toHaveLength(1);
  });

  // Issue 10: "an Idempotency-Key is bound to the request it came with (a key reused with another cart is 409, not the old order)"
  test('one Idempotency-Key with another cart → 409 idempotency_key_reused, not the first order; a new key then buys that cart', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const first = await cartFor(cookie);
    const k = key();
    const bought = await pay({ uuid: first.uuid, contact: CONTACT, paymentMethodType: 'cards' }, k, cookie);
    expect(bought.status).toBe(200);
    const second = await cartFor(cookie);
    const reused = await pay({ uuid: second.uuid, contact: CONTACT, paymentMethodType: 'cards' }, k, cookie);
    expect([reused.status, reused.body.error]).toEqual([409, { code: 'idempotency_key_reused', message: 'This checkout was already sent with other details. Please check out again.' }]);
    expect((await call<{ cart: CartView }>(getCart, 'GET', `/api/eshop/cart?uuid=${second.uuid}`, { cookie })).body.cart.uuid).toBe(second.uuid);
    const fresh = await pay({ uuid: second.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    expect(fresh.status).toBe(200);
    expect(fresh.body.orderId).not.toBe(bought.body.orderId);
    const list = await call<{ orders: OrderView[] }>(listOrders, 'GET', '/api/eshop/orders', { cookie });
    expect(list.body.orders.map((o) => o.orderId).sort()).toEqual([bought.body.orderId, fresh.body.orderId].sort());
  });

  test('one Idempotency-Key for the same (checked-out) cart with other details → 409, not the first answer', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const k = key();
    expect((await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, k, cookie)).status).toBe(200);
    const changed = await pay({ uuid: cart.uuid, contact: CONTACT, notes: 'Ring the bell', paymentMethodType: 'cards' }, k, cookie);
    expect([changed.status, changed.body.error.code]).toEqual([409, 'idempotency_key_reused']);
  });

  test('declined, then a good card → one order, PAID', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const declined = await confirmCard(r.body.clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    const before = await call<{ order: OrderView }>(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { cookie, params: { orderId: r.body.orderId } });
    expect(before.body.order.status).toBe('CONFIRMED');
    expect((await confirmCard(r.body.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    const list = await call<{ orders: OrderView[] }>(listOrders, 'GET', '/api/eshop/orders', { cookie });
    expect(list.body.orders.map((o) => [o.orderId, o.status])).toEqual([[r.body.orderId, 'PAID']]);
  });

  test('bill to the account (parent billing route): PAID at once, no client secret', async () => {
    const cookie = await sessionOf('postpay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: { email: 'postpay@example.com', name: 'James Wilson', phone: '0275550202' }, paymentMethodType: 'bill_routes' }, key(), cookie);
    expect(r.status).toBe(200);
    expect(r.body.clientSecret).toBe('');
    const order = await call<{ order: OrderView }>(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { cookie, params: { orderId: r.body.orderId } });
    expect(order.body.order.status).toBe('PAID');
  });

  test('an eSIM order completes and shows its activation: LPA code and the one-tap link', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    await confirmCard(r.body.clientSecret, '4242424242424242');
    const pending = await call<{ order: OrderView }>(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { cookie, params: { orderId: r.body.orderId } });
    expect(pending.body.order.esims).toEqual([{ lineUuid: expect.any(String), status: 'PENDING', activationCode: '', lpaUrl: '' }]);
    await control(url, 'POST', '/clock', { advanceMs: 31_000 });
    const done = await call<{ order: OrderView }>(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { cookie, params: { orderId: r.body.orderId } });
    expect(done.body.order.status).toBe('COMPLETED');
    const [esim] = done.body.order.esims;
    expect(esim?.status).toBe('READY');
    expect(esim?.activationCode).toMatch(/^LPA:1\$/);
    expect(esim?.lpaUrl).toBe(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim!.activationCode)}`);
  });

  test("someone else's order → 404; signed out → 401", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const james = await sessionOf('postpay@example.com');
    const other = await call<ErrorOut>(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { cookie: james, params: { orderId: r.body.orderId } });
    expect([other.status, other.body.error.code]).toEqual([404, 'order_not_found']);
    expect((await call(getOrder, 'GET', `/api/eshop/orders/${r.body.orderId}`, { params: { orderId: r.body.orderId } })).status).toBe(401);
    expect((await call(listOrders, 'GET', '/api/eshop/orders')).status).toBe(401);
  });

  test('upstream fault at checkout → a clear, retryable error; the same key then makes the order', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const k = key();
    await control(url, 'POST', '/faults', { path: '^/eshop/v3/checkout$', kind: 'status', status: 503, times: 1 });
    const down = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, k, cookie);
    expect([down.status, down.body.error]).toEqual([502, { code: 'upstream_error', message: 'something went wrong, try later', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    const again = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, k, cookie);
    expect(again.status).toBe(200);
  });
});

describe('GET /api/eshop/orders/{id}/events — Server-Sent Events', () => {
  test('sends the order, then each change, and ends at COMPLETED', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const res = await orderEvents(apiRequest('GET', `/api/eshop/orders/${r.body.orderId}/events`, { cookie }), { params: Promise.resolve({ orderId: r.body.orderId }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const statuses = () => [...text.matchAll(/event: order\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1]!) as OrderView).status);
    const until = async (done: () => boolean) => {
      while (!done()) {
        const { value, done: end } = await reader.read();
        if (end) return;
        text += decoder.decode(value);
      }
    };
    await until(() => statuses().includes('CONFIRMED'));
    await confirmCard(r.body.clientSecret, '4242424242424242');
    await until(() => statuses().includes('PAID'));
    await control(url, 'POST', '/clock', { advanceMs: 31_000 });
    await until(() => text.includes('event: end'));
    expect(statuses()[0]).toBe('CONFIRMED');
    expect(statuses()).toContain('PAID');
    expect(statuses().at(-1)).toBe('COMPLETED');
    expect((await reader.read()).done).toBe(true);
  });

  test('the checkout\'s final payment outcome is counted once in portal_payments_total, however often the stream and the order page read it', async () => {
    const checkouts = async () => {
      const res = await metricsGet(apiRequest('GET', '/api/metrics', { origin: null, headers: { [PEER_HEADER]: peerHeaderValue('127.0.0.1') } }));
      const text = await res.text();
      const read = (outcome: string) => Number(new RegExp(`^portal_payments_total\\{flow="checkout",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return { started: read('started'), succeeded: read('succeeded'), failed: read('failed') };
    };
    const before = await checkouts();
    const cookie = await sessionOf('prepay@example.com');
    const paid = await pay({ uuid: (await cartFor(cookie)).uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const failing = await pay({ uuid: (await cartFor(cookie)).uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const read = (orderId: string) => call(getOrder, 'GET', `/api/eshop/orders/${orderId}`, { cookie, params: { orderId } });
    await read(paid.body.orderId); // CONFIRMED: no outcome yet
    expect(await checkouts()).toEqual({ ...before, started: before.started + 2 });
    await confirmCard(paid.body.clientSecret, '4242424242424242');
    await control(url, 'POST', `/orders/${failing.body.orderId}/fail`, { note: 'Payment failed' });
    const sealed = new Map(cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
    const rc = createContext(await unsealSession(sealed), 'metrics-test');
    for (const orderId of [paid.body.orderId, failing.body.orderId]) {
      await new Response(await orderEventStream(rc, orderId, new AbortController().signal, { pollMs: 20, maxMs: 100 })).text();
      for (let i = 0; i < 3; i++) expect((await read(orderId)).status).toBe(200);
    }
    await control(url, 'POST', '/clock', { advanceMs: 31_000 }); // PAID → … → COMPLETED: the same payment
    await read(paid.body.orderId);
    expect(await checkouts()).toEqual({ started: before.started + 2, succeeded: before.succeeded + 1, failed: before.failed + 1 });
  });

  test('an order that does not move: the stream ends with event: timeout after its limit (the browser reconnects)', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const sealed = new Map(cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
    const rc = createContext(await unsealSession(sealed), 'events-test');
    const stream = await orderEventStream(rc, r.body.orderId, new AbortController().signal, { pollMs: 20, maxMs: 150 });
    const text = await new Response(stream).text();
    expect(text.match(/event: order/g)).toHaveLength(1);
    expect(text).toMatch(/event: timeout\ndata: \{"afterMs":150\}/);
  });

  test("someone else's order is refused before any stream", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await cartFor(cookie);
    const r = await pay({ uuid: cart.uuid, contact: CONTACT, paymentMethodType: 'cards' }, key(), cookie);
    const james = await sessionOf('postpay@example.com');
    const res = await orderEvents(apiRequest('GET', `/api/eshop/orders/${r.body.orderId}/events`, { cookie: james }), { params: Promise.resolve({ orderId: r.body.orderId }) });
    expect(res.status).toBe(404);
  });
});
