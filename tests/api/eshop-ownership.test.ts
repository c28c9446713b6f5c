import { GET as getCart } from '@/app/api/eshop/cart/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { PATCH as patchLine, DELETE as deleteLine } from '@/app/api/eshop/cart/items/[line]/route';
import { POST as addBundle } from '@/app/api/eshop/cart/bundle/route';
import { POST as claim } from '@/app/api/eshop/cart/claim/route';
import { POST as checkout } from '@/app/api/eshop/checkout/route';
import { GET as getOrder } from '@/app/api/eshop/orders/[orderId]/route';
import { GET as orderEvents } from '@/app/api/eshop/orders/[orderId]/events/route';
import type { CartView, CheckoutResult } from '@/lib/eshop/types';
import type { Sandbox } from '@/sandbox/server';
import { apiRequest, control, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';

/*
 * Issue 10: "Add the missing route-handler tests: … another customer's ids for cart lines and
 * bundles". ARCHITECTURE: "A handler never trusts a customer UUID, product UUID or account number
 * from the browser without checking it belongs to the session's customer." Each route is tried by
 * another demo customer (and by a visitor) with Aroha's cart, lines and order: refused, and the
 * upstream is asked to change nothing.
 */

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());

const PLAN = '30-prepay-value-pack';
const CONTACT = { email: 'prepay@example.com', name: 'Aroha Ngata', phone: '0215550101' };

type Fixture = { aroha: string; james: string; arohaCart: CartView; jamesCart: CartView; arohaOrder: string };
let f: Fixture;

async function cartOf(cookie: string): Promise<CartView> {
  const r = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { cookie, body: { simType: 'esim', plan: PLAN } });
  expect(r.status).toBe(200);
  return r.body.cart;
}

beforeAll(async () => {
  await resetAll(url);
  process.env.FLAG_MULTI_PLAN_SIMS = 'true';
  const aroha = await sessionOf('prepay@example.com');
  const james = await sessionOf('postpay@example.com');
  const bought = await cartOf(aroha);
  const paid = await call<CheckoutResult>(checkout, 'POST', '/api/eshop/checkout', { cookie: aroha, body: { uuid: bought.uuid, contact: CONTACT, paymentMethodType: 'cards' }, headers: { 'idempotency-key': 'ownership-1' } });
  expect(paid.status).toBe(200);
  f = { aroha, james, arohaCart: await cartOf(aroha), jamesCart: await cartOf(james), arohaOrder: paid.body.orderId };
}, 60_000); // two sign-ins, three carts and a checkout, on a busy 2-core machine
afterAll(() => {
  delete process.env.FLAG_MULTI_PLAN_SIMS;
});

type Attempt = { status: number; body: ErrorOut };
type Case = [name: string, who: 'james' | 'visitor', status: number, code: string, run: (cookie: string | undefined) => Promise<Attempt>];

const line = () => f.arohaCart.lines[0]!.uuid;
const sims = [{ simType: 'esim', plan: PLAN }, { simType: 'esim', plan: PLAN }];
const orderEventsOf = async (cookie: string | undefined): Promise<Attempt> => {
  const res = await orderEvents(
    apiRequest('GET', `/api/eshop/orders/${f.arohaOrder}/events`, { cookie }),
    { params: Promise.resolve({ orderId: f.arohaOrder }) },
  );
  return { status: res.status, body: (await res.json()) as ErrorOut };
};

const CASES: Case[] = [
  ['reading her cart', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(getCart, 'GET', `/api/eshop/cart?uuid=${f.arohaCart.uuid}`, { cookie })],
  ['adding a SIM to her cart', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { cookie, body: { uuid: f.arohaCart.uuid, simType: 'esim', plan: PLAN } })],
  ['changing the quantity of her line', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${line()}`, { cookie, body: { uuid: f.arohaCart.uuid, quantity: 3 }, params: { line: line() } })],
  ['removing her line', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(deleteLine, 'DELETE', `/api/eshop/cart/items/${line()}?uuid=${f.arohaCart.uuid}`, { cookie, params: { line: line() } })],
  ['changing her line through his own cart', 'james', 404, 'not_found', (cookie) => call<ErrorOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${line()}`, { cookie, body: { uuid: f.jamesCart.uuid, quantity: 3 }, params: { line: line() } })],
  ['removing her line through his own cart', 'james', 404, 'not_found', (cookie) => call<ErrorOut>(deleteLine, 'DELETE', `/api/eshop/cart/items/${line()}?uuid=${f.jamesCart.uuid}`, { cookie, params: { line: line() } })],
  ['adding a bundle to her cart', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(addBundle, 'POST', '/api/eshop/cart/bundle', { cookie, body: { uuid: f.arohaCart.uuid, type: 'family', sims } })],
  ['claiming her cart', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(claim, 'POST', '/api/eshop/cart/claim', { cookie, body: { uuid: f.arohaCart.uuid } })],
  ['checking out her cart', 'james', 403, 'forbidden', (cookie) => call<ErrorOut>(checkout, 'POST', '/api/eshop/checkout', { cookie, body: { uuid: f.arohaCart.uuid, contact: CONTACT, paymentMethodType: 'bill_routes' }, headers: { 'idempotency-key': 'ownership-2' } })],
  ['reading her order', 'james', 404, 'order_not_found', (cookie) => call<ErrorOut>(getOrder, 'GET', `/api/eshop/orders/${f.arohaOrder}`, { cookie, params: { orderId: f.arohaOrder } })],
  ["following her order's events", 'james', 404, 'order_not_found', orderEventsOf],
  ['reading her cart', 'visitor', 403, 'forbidden', (cookie) => call<ErrorOut>(getCart, 'GET', `/api/eshop/cart?uuid=${f.arohaCart.uuid}`, { cookie })],
  ['changing the quantity of her line', 'visitor', 403, 'forbidden', (cookie) => call<ErrorOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${line()}`, { cookie, body: { uuid: f.arohaCart.uuid, quantity: 3 }, params: { line: line() } })],
  ['removing her line', 'visitor', 403, 'forbidden', (cookie) => call<ErrorOut>(deleteLine, 'DELETE', `/api/eshop/cart/items/${line()}?uuid=${f.arohaCart.uuid}`, { cookie, params: { line: line() } })],
  ['adding a bundle to her cart', 'visitor', 403, 'forbidden', (cookie) => call<ErrorOut>(addBundle, 'POST', '/api/eshop/cart/bundle', { cookie, body: { uuid: f.arohaCart.uuid, type: 'family', sims } })],
  ['reading her order', 'visitor', 401, 'unauthorised', (cookie) => call<ErrorOut>(getOrder, 'GET', `/api/eshop/orders/${f.arohaOrder}`, { cookie, params: { orderId: f.arohaOrder } })],
];

describe("another customer's cart, lines, bundle and order (Aroha's, tried by James or a visitor)", () => {
  test.each(CASES)('%s, as %s → %i %s; the upstream changes nothing', async (_name, who, status, code, run) => {
    await control(url, 'DELETE', '/requests');
    const r = await run(who === 'james' ? f.james : undefined);
    expect([r.status, r.body.error.code]).toEqual([status, code]);
    // No write reached the upstream: whatever it was asked about carts and checkouts were reads
    const asked = await control<{ requests: Array<{ method: string; path: string }> }>(url, 'GET', `/requests?path=${encodeURIComponent('^/eshop/v3/(cart|checkout)')}`);
    expect(asked.requests.filter((q) => q.method !== 'GET').map((q) => `${q.method} ${q.path}`)).toEqual([]);
    // Her cart is as she left it
    const hers = await call<{ cart: CartView }>(getCart, 'GET', `/api/eshop/cart?uuid=${f.arohaCart.uuid}`, { cookie: f.aroha });
    expect(hers.status).toBe(200);
    expect(hers.body.cart.lines.map((l) => [l.uuid, l.quantity])).toEqual(f.arohaCart.lines.map((l) => [l.uuid, l.quantity]));
    expect(hers.body.cart.customerBound).toBe(true);
  });

  test("a refusal does not end James's session, and his own cart is untouched", async () => {
    const mine = await call<{ cart: CartView }>(getCart, 'GET', `/api/eshop/cart?uuid=${f.jamesCart.uuid}`, { cookie: f.james });
    expect(mine.status).toBe(200);
    expect(mine.body.cart.lines.map((l) => [l.uuid, l.quantity])).toEqual(f.jamesCart.lines.map((l) => [l.uuid, l.quantity]));
  });
});
