import { GET as getItems } from '@/app/api/eshop/items/route';
import { GET as getImage } from '@/app/api/eshop/images/[file]/route';
import { GET as getCart } from '@/app/api/eshop/cart/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { PATCH as patchLine, DELETE as deleteLine } from '@/app/api/eshop/cart/items/[line]/route';
import { POST as addBundle } from '@/app/api/eshop/cart/bundle/route';
import { POST as claim } from '@/app/api/eshop/cart/claim/route';
import { POST as unlock } from '@/app/api/eshop/plans/unlock/route';
import { GET as addresses, POST as saveAddress } from '@/app/api/eshop/addresses/route';
import { GET as paymentOptions } from '@/app/api/eshop/payment-options/route';
import { GET as search } from '@/app/api/location/search/route';
import { listPlans } from '@/lib/catalog/calls';
import type { CartView, SimItemView, AddressView } from '@/lib/eshop/types';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';
import { withFlags } from '../support/money';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await resetAll(url);
  delete process.env.FLAG_MULTI_PLAN_SIMS;
  delete process.env.FLAG_MULTIPLE_SIMS;
  delete process.env.FLAG_FWA_MODULE;
  delete process.env.FLAG_BUY_NOW_PAY_LATER;
  delete process.env.FLAG_AFTERPAY_MODULE;
  delete process.env.FLAG_KLARNA_MODULE;
});

const PLAN = '30-prepay-value-pack';
type CartOut = { cart: CartView };

async function newCart(opts: { cookie?: string; simType?: string; plan?: string; quantity?: number } = {}): Promise<CartView> {
  const r = await call<CartOut>(addItem, 'POST', '/api/eshop/cart/items', { cookie: opts.cookie, body: { simType: opts.simType ?? 'esim', plan: opts.plan ?? PLAN, ...(opts.quantity ? { quantity: opts.quantity } : {}) } });
  expect(r.status).toBe(200);
  return r.body.cart;
}

describe('GET /api/eshop/items and images', () => {
  test('the three SIM items in order, in our shape; the physical SIM struck through at $5', async () => {
    const r = await call<{ items: SimItemView[] }>(getItems, 'GET', '/api/eshop/items');
    expect(r.status).toBe(200);
    expect(r.body.items.map((i) => i.simType)).toEqual(['esim', 'real_sim', 'fwa_sim']);
    expect(r.body.items[1]).toMatchObject({ priceCents: 0, originalPriceCents: 500, physical: true, serviceType: 'MOBILE' });
    expect(r.body.items[0]?.imageUrl).toMatch(/^\/api\/eshop\/images\/[\w.-]+$/);
  });

  test('an image is proxied with a day of public cache; unknown names are 404', async () => {
    const items = await call<{ items: SimItemView[] }>(getItems, 'GET', '/api/eshop/items');
    const file = items.body.items[0]!.imageUrl!.split('/').pop()!;
    const res = await getImage(new (await import('next/server')).NextRequest(`http://localhost:3000/api/eshop/images/${file}`), { params: Promise.resolve({ file }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await res.text()).startsWith('<')).toBe(true);
    const bad = await call<ErrorOut>(getImage, 'GET', '/api/eshop/images/..%2Fsecret', { params: { file: '../secret' } });
    expect(bad.status).toBe(404);
  });

  test('upstream 5xx or garbage → a clear typed error (502 something went wrong / bad response), never a 500', async () => {
    await control(url, 'POST', '/faults', { path: '/eshop/v3/69/items', kind: 'status', status: 503, times: 1 });
    const r = await call<ErrorOut>(getItems, 'GET', '/api/eshop/items');
    expect(r.status).toBe(502);
    expect(r.body.error.message).toBe('something went wrong, try later');
    await control(url, 'POST', '/faults', { path: '/eshop/v3/69/items', kind: 'malformed', times: 1 });
    expect((await call<ErrorOut>(getItems, 'GET', '/api/eshop/items')).body.error.code).toBe('upstream_bad_response');
  });
});

describe('cart — POST /api/eshop/cart/items, GET /api/eshop/cart', () => {
  test('creates a cart: the SIM and its plan are two lines; totals from the upstream', async () => {
    const cart = await newCart({ simType: 'real_sim' });
    expect(cart.number).toMatch(/^C\d{6}$/);
    expect(cart.lines.map((l) => l.type)).toEqual(['sim', 'plan']);
    const [sim, plan] = cart.lines;
    // Multiple SIMs are off as shipped: one SIM per line, so no quantity to change.
    expect(sim).toMatchObject({ quantifiable: false, removable: true, quantity: 1, item: { simType: 'real_sim' } });
    expect(plan).toMatchObject({ quantifiable: false, removable: false, parent: sim!.uuid, item: { planSlug: PLAN } });
    expect(cart.totalCents).toBe(plan!.priceCents + sim!.priceCents);
    expect(plan!.price).toBe(plan!.priceCents / 100);
    expect(cart).toMatchObject({ hasPhysical: true, hasEsim: false, customerBound: false });
    const again = await call<CartOut>(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`);
    expect(again.body.cart).toEqual(cart);
  });

  test('"multiple SIMs off" (shipped): one SIM per line; the same SIM and plan again is a line of its own; more than one on a line is 422', async () => {
    const cart = await newCart();
    const again = await call<CartOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { uuid: cart.uuid, simType: 'esim', plan: PLAN } });
    expect(again.body.cart.lines.filter((l) => !l.parent).map((l) => [l.quantity, l.quantifiable])).toEqual([[1, false], [1, false]]);
    const two = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { uuid: cart.uuid, simType: 'esim', plan: PLAN, quantity: 2 } });
    expect(two.status).toBe(422);
    const sim = cart.lines[0]!;
    const up = await call<ErrorOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${sim.uuid}`, { body: { uuid: cart.uuid, quantity: 2 }, params: { line: sim.uuid } });
    expect(up.status).toBe(422);
    const after = await call<CartOut>(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`);
    expect(after.body.cart.lines.filter((l) => !l.parent).map((l) => l.quantity)).toEqual([1, 1]);
  });

  test('with multiple SIMs on, the same SIM and plan again adds to its quantity; another SIM type is a new line', async () => {
    process.env.FLAG_MULTIPLE_SIMS = 'true';
    const cart = await newCart();
    expect(cart.lines[0]).toMatchObject({ quantifiable: true });
    const r = await call<CartOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { uuid: cart.uuid, simType: 'esim', plan: PLAN } });
    expect(r.body.cart.lines[0]).toMatchObject({ uuid: cart.lines[0]!.uuid, quantity: 2 });
    const r2 = await call<CartOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { uuid: cart.uuid, simType: 'real_sim', plan: PLAN } });
    expect(r2.body.cart.lines.filter((l) => !l.parent)).toHaveLength(2);
  });

  test("'Plan not specified'; 'Unknown SIM type'; 'can not find plan'; the default SIM type is real_sim", async () => {
    const noPlan = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim' } });
    expect([noPlan.status, noPlan.body.error]).toEqual([422, { code: 'plan_not_specified', message: 'Plan not specified' }]);
    const badType = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'nano', plan: PLAN } });
    expect([badType.status, badType.body.error]).toEqual([422, { code: 'unknown_sim_type', message: 'Unknown SIM type' }]);
    const fwa = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'fwa_sim', plan: PLAN } });
    expect(fwa.body.error.message).toBe('Unknown SIM type');
    const unknown = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: 'no-such-plan' } });
    expect([unknown.status, unknown.body.error.message]).toEqual([422, 'can not find plan']);
    const all = await listPlans(undefined, { includeUnavailable: true });
    const off = all.ok ? all.plans.find((p) => !p.available) : undefined;
    expect(off).toBeDefined();
    const offSale = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: off!.availabilityUuid } });
    expect(offSale.body.error.message).toBe('can not find plan');
    const dflt = await newCart({ simType: '' });
    expect(dflt.lines[0]?.item.simType).toBe('real_sim');
  });

  test('bad input is 422; a foreign Origin is refused', async () => {
    expect((await call(addItem, 'POST', '/api/eshop/cart/items', { body: { plan: PLAN, quantity: 0 } })).status).toBe(422);
    expect((await call(addItem, 'POST', '/api/eshop/cart/items', { body: { plan: 7 } })).status).toBe(422);
    expect((await call(getCart, 'GET', `/api/eshop/cart?uuid=${'x'.repeat(101)}`)).status).toBe(422);
    expect((await call(addItem, 'POST', '/api/eshop/cart/items', { body: { plan: PLAN }, origin: 'https://evil.example' })).status).toBe(403);
  });

  test('without a uuid: a signed-in customer\'s newest open cart (restoring on another device)', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const cart = await newCart({ cookie });
    const r = await call<CartOut>(getCart, 'GET', '/api/eshop/cart', { cookie });
    expect([r.status, r.body.cart.uuid]).toEqual([200, cart.uuid]);
  });

  test('without a uuid and no open cart: 200 with no cart, never a 404 (every page load of a signed-in customer asks)', async () => {
    const cookie = await sessionOf('prepay@example.com');
    const none = await call<{ cart: CartView | null }>(getCart, 'GET', '/api/eshop/cart', { cookie });
    expect([none.status, none.body]).toEqual([200, { cart: null }]);
    const visitor = await call<{ cart: CartView | null }>(getCart, 'GET', '/api/eshop/cart');
    expect([visitor.status, visitor.body]).toEqual([200, { cart: null }]);
  });

  test('an unknown cart is 404 cart_not_found', async () => {
    const r = await call<ErrorOut>(getCart, 'GET', '/api/eshop/cart?uuid=00000000-0000-4000-8000-000000000000');
    expect([r.status, r.body.error.code]).toEqual([404, 'cart_not_found']);
  });
});

describe('quantity — "Quantity set to zero removes the item; decreasing from 1 removes it"', () => {
  test('PATCH sets the quantity (line ids stay); 0 removes the SIM and its plan', async () => {
    process.env.FLAG_MULTIPLE_SIMS = 'true';
    const cart = await newCart();
    const sim = cart.lines[0]!;
    const up = await call<CartOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${sim.uuid}`, { body: { uuid: cart.uuid, quantity: 3 }, params: { line: sim.uuid } });
    expect(up.status).toBe(200);
    expect(up.body.cart.lines.map((l) => [l.uuid, l.quantity])).toEqual([[sim.uuid, 3], [cart.lines[1]!.uuid, 3]]);
    expect(up.body.cart.totalCents).toBe(cart.totalCents * 3);
    const gone = await call<CartOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${sim.uuid}`, { body: { uuid: cart.uuid, quantity: 0 }, params: { line: sim.uuid } });
    expect(gone.body.cart.lines).toEqual([]);
  });

  test('DELETE removes a line (by the SIM or its plan line); an unknown line is 404', async () => {
    const cart = await newCart();
    const r = await call<CartOut>(deleteLine, 'DELETE', `/api/eshop/cart/items/${cart.lines[1]!.uuid}?uuid=${cart.uuid}`, { params: { line: cart.lines[1]!.uuid } });
    expect(r.body.cart.lines).toEqual([]);
    const missing = await call<ErrorOut>(deleteLine, 'DELETE', `/api/eshop/cart/items/nope?uuid=${cart.uuid}`, { params: { line: 'nope' } });
    expect(missing.status).toBe(404);
    expect((await call(deleteLine, 'DELETE', '/api/eshop/cart/items/x', { params: { line: 'x' } })).status).toBe(422);
  });
});

describe('ownership — the customer from the session; the upstream refuses another customer\'s cart', () => {
  test('a signed-in cart is bound; someone else (or a visitor) reading or writing it is refused 403', async () => {
    const aroha = await sessionOf('prepay@example.com');
    const cart = await newCart({ cookie: aroha });
    expect(cart.customerBound).toBe(true);
    expect((await call(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`, { cookie: aroha })).status).toBe(200);
    const james = await sessionOf('postpay@example.com');
    const other = await call<ErrorOut>(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`, { cookie: james });
    expect([other.status, other.body.error.code]).toEqual([403, 'forbidden']);
    const write = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { cookie: james, body: { uuid: cart.uuid, simType: 'esim', plan: PLAN } });
    expect(write.status).toBe(403);
    expect((await call(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`)).status).toBe(403);
    // James stays signed in: a refusal of someone else's cart does not end his session
    expect((await call(addresses, 'GET', '/api/eshop/addresses', { cookie: james })).status).toBe(200);
  });

  test('claim binds a visitor\'s cart to the session\'s customer (signed in only)', async () => {
    const cart = await newCart();
    expect((await call(claim, 'POST', '/api/eshop/cart/claim', { body: { uuid: cart.uuid } })).status).toBe(401);
    const aroha = await sessionOf('prepay@example.com');
    const r = await call<CartOut>(claim, 'POST', '/api/eshop/cart/claim', { cookie: aroha, body: { uuid: cart.uuid } });
    expect(r.status).toBe(200);
    expect(r.body.cart).toMatchObject({ uuid: cart.uuid, customerBound: true });
    expect(r.body.cart.lines.map((l) => l.uuid)).toEqual(cart.lines.map((l) => l.uuid));
    expect((await call(getCart, 'GET', `/api/eshop/cart?uuid=${cart.uuid}`)).status).toBe(403);
    const james = await sessionOf('postpay@example.com');
    expect((await call(claim, 'POST', '/api/eshop/cart/claim', { cookie: james, body: { uuid: cart.uuid } })).status).toBe(403);
  });
});

describe('bundles — POST /api/eshop/cart/bundle (multi-plan SIMs flag)', () => {
  const sims = (n: number) => Array.from({ length: n }, () => ({ simType: 'esim', plan: PLAN }));

  test('off in the shipped configuration ("multiple SIMs disallowed")', async () => {
    const r = await call<ErrorOut>(addBundle, 'POST', '/api/eshop/cart/bundle', { body: { type: 'family', sims: sims(2) } });
    expect([r.status, r.body.error.code]).toEqual([404, 'bundles_off']);
  });

  test('a family bundle: one line per SIM, grouped, the first the owner', async () => {
    process.env.FLAG_MULTI_PLAN_SIMS = 'true';
    const r = await call<CartOut>(addBundle, 'POST', '/api/eshop/cart/bundle', { body: { type: 'family', sims: [{ simType: 'esim', plan: PLAN, name: 'Ana' }, { simType: 'real_sim', plan: PLAN }] } });
    expect(r.status).toBe(200);
    expect(r.body.cart.lines.map((l) => l.type)).toEqual(['esim', 'plan', 'sim', 'plan']);
    const received = await control<{ requests: Array<{ path: string; body?: { Items?: Array<{ Attributes: Record<string, unknown> }> } }> }>(url, 'GET', `/requests?path=${encodeURIComponent('^/eshop/v3/cart$')}`);
    const items = received.requests.at(-1)?.body?.Items ?? [];
    expect(items[0]?.Attributes).toMatchObject({ BundleType: 'family', SetupMobileGroup: true, BecomeGroupOwner: true, SetupBillRouting: true, RequestedForName: 'Ana', AutoRenew: true, BillingReference: 'prepay' });
    // "Self-managed SIMs are saved as ReuseTheCustomer": the sandbox's SIM items are self-managed
    expect(items.map((i) => i.Attributes.CustomerCreation)).toEqual(['ReuseTheCustomer', 'ReuseTheCustomer']);
    expect(items[1]?.Attributes).toMatchObject({ BecomeGroupOwner: false, BundleID: items[0]?.Attributes.BundleID });
  });

  test("each SIM's problem: 'SIM n plan is not specified', 'SIM n plan is not available', 'SIM n type is not available'", async () => {
    process.env.FLAG_MULTI_PLAN_SIMS = 'true';
    const r = await call<ErrorOut>(addBundle, 'POST', '/api/eshop/cart/bundle', {
      body: { type: 'companion', sims: [{ simType: 'esim', plan: PLAN }, { simType: 'esim' }, { simType: 'esim', plan: 'no-such-plan' }, { simType: 'nano', plan: PLAN }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({
      code: 'sim_invalid', message: 'SIM 2 plan is not specified',
      details: [
        { sim: 2, code: 'plan_not_specified', message: 'SIM 2 plan is not specified' },
        { sim: 3, code: 'plan_not_available', message: 'SIM 3 plan is not available' },
        { sim: 4, code: 'type_not_available', message: 'SIM 4 type is not available' },
      ],
    });
  });

  test('sizes: family needs 2; at most 5 SIMs', async () => {
    process.env.FLAG_MULTI_PLAN_SIMS = 'true';
    const one = await call<ErrorOut>(addBundle, 'POST', '/api/eshop/cart/bundle', { body: { type: 'family', sims: sims(1) } });
    expect([one.status, one.body.error.code]).toEqual([422, 'bundle_size']);
    const six = await call<ErrorOut>(addBundle, 'POST', '/api/eshop/cart/bundle', { body: { type: 'simple', sims: sims(6) } });
    expect(six.body.error).toEqual({ code: 'bundle_size', message: 'A bundle has at most 5 SIMs' });
    expect((await call(addBundle, 'POST', '/api/eshop/cart/bundle', { body: { type: 'party', sims: sims(2) } })).status).toBe(422);
  });
});

describe('password-gated plans — "Password-gated plans require a password"', () => {
  test('unlock with the right password lists Staff Unlimited; a wrong one is 403', async () => {
    const ok = await call<{ plans: Array<{ name: string; slug: string; availabilityUuid: string }> }>(unlock, 'POST', '/api/eshop/plans/unlock', { body: { password: 'STAFF2026' } });
    expect(ok.status).toBe(200);
    expect(ok.body.plans.map((p) => p.name)).toContain('Staff Unlimited');
    const bad = await call<ErrorOut>(unlock, 'POST', '/api/eshop/plans/unlock', { body: { password: 'staff2026' } });
    expect([bad.status, bad.body.error]).toEqual([403, { code: 'plan_password_incorrect', message: 'The plan password is incorrect' }]);
  });

  test('plan-password tries are limited per IP (429 with Retry-After)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 30; i += 1) await call(unlock, 'POST', '/api/eshop/plans/unlock', { body: { password: `guess-${i}` }, headers });
    const r = await call<ErrorOut>(unlock, 'POST', '/api/eshop/plans/unlock', { body: { password: 'STAFF2026' }, headers });
    expect([r.status, r.body.error.code]).toEqual([429, 'rate_limited']);
    expect(r.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  test('the gated plan goes into the cart only with its password', async () => {
    const ok = await call<{ plans: Array<{ name: string; availabilityUuid: string }> }>(unlock, 'POST', '/api/eshop/plans/unlock', { body: { password: 'STAFF2026' } });
    const staff = ok.body.plans.find((p) => p.name === 'Staff Unlimited')!;
    const without = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: staff.availabilityUuid } });
    expect(without.status).toBe(422);
    const wrong = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: staff.availabilityUuid, planPassword: 'nope' } });
    expect(wrong.body.error.code).toBe('plan_password_incorrect');
    const right = await call<CartOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: staff.availabilityUuid, planPassword: 'STAFF2026' } });
    expect(right.status).toBe(200);
    expect(right.body.cart.lines[1]?.name).toBe('Staff Unlimited');
    // later writes of that cart (another SIM, a quantity) keep the unlocked line
    const more = await call<CartOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { uuid: right.body.cart.uuid, simType: 'real_sim', plan: PLAN } });
    expect(more.status).toBe(200);
    const line = right.body.cart.lines[0]!.uuid;
    process.env.FLAG_MULTIPLE_SIMS = 'true';
    const two = await call<CartOut>(patchLine, 'PATCH', `/api/eshop/cart/items/${line}`, { body: { uuid: right.body.cart.uuid, quantity: 2 }, params: { line } });
    expect([two.status, two.body.cart.lines[0]?.quantity]).toEqual([200, 2]);
  });
});

describe('location — GET /api/location/search, GET /api/eshop/addresses', () => {
  test('search answers addresses in our shape; under 3 characters, none (and no upstream call)', async () => {
    const r = await call<{ results: AddressView[] }>(search, 'GET', '/api/location/search?q=queen');
    expect(r.status).toBe(200);
    // The sandbox's location service knows one Queen Street
    expect(r.body.results.map((a) => a.formatted)).toEqual(['125 Queen Street, Auckland Central, Auckland 1010']);
    expect(r.body.results[0]).toEqual(expect.objectContaining({ locationProvider: 'nzpost', locationProviderIdx: expect.stringMatching(/^\d+$/), city: 'Auckland', postcode: '1010' }));
    const searches = async () => (await control<{ requests: Array<{ query: Record<string, string> }> }>(url, 'GET', `/requests?path=${encodeURIComponent('^/location/search$')}`)).requests.map((q) => q.query.q);
    expect(await searches()).toEqual(['queen']);
    expect((await call<{ results: AddressView[] }>(search, 'GET', '/api/location/search?q=qu')).body.results).toEqual([]);
    expect(await searches()).toEqual(['queen']);
  });

  test('saved delivery addresses: Rank ascending, default first; none is an empty list; signed in only', async () => {
    const r = await call<{ addresses: AddressView[] }>(addresses, 'GET', '/api/eshop/addresses', { cookie: await sessionOf('prepay@example.com') });
    expect(r.status).toBe(200);
    expect(r.body.addresses).toHaveLength(2);
    expect(r.body.addresses.map((a) => [a.rank, a.isDefault])).toEqual([[1, true], [2, false]]);
    const none = await call<{ addresses: AddressView[] }>(addresses, 'GET', '/api/eshop/addresses', { cookie: await sessionOf('postpay@example.com') });
    expect([none.status, none.body.addresses]).toEqual([200, []]);
    expect((await call(addresses, 'GET', '/api/eshop/addresses')).status).toBe(401);
  });

  test("saving a delivery address: 'No Location' without one; a searched address saved as the default comes first", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const none = await call<ErrorOut>(saveAddress, 'POST', '/api/eshop/addresses', { cookie, body: {} });
    expect([none.status, none.body.error]).toEqual([400, { code: 'no_location', message: 'No Location' }]);
    const unknown = await call<ErrorOut>(saveAddress, 'POST', '/api/eshop/addresses', { cookie, body: { locationProvider: 'NZPost', locationProviderIdx: 'nope' } });
    expect(unknown.body.error.message).toBe('No Location');
    const found = (await call<{ results: AddressView[] }>(search, 'GET', '/api/location/search?q=street')).body.results.at(-1)!;
    const saved = await call<{ address: AddressView }>(saveAddress, 'POST', '/api/eshop/addresses', { cookie, body: { locationProvider: found.locationProvider, locationProviderIdx: found.locationProviderIdx, makeDefault: true } });
    expect(saved.status).toBe(200);
    const list = await call<{ addresses: AddressView[] }>(addresses, 'GET', '/api/eshop/addresses', { cookie });
    expect(list.body.addresses[0]).toMatchObject({ formatted: found.formatted, isDefault: true });
    expect(list.body.addresses).toHaveLength(3);
  });

  test('an unreachable upstream is 503 upstream_unavailable (network error), never a 500', async () => {
    const real = process.env.SANDBOX_URL;
    process.env.SANDBOX_URL = 'http://127.0.0.1:9';
    try {
      const r = await call<ErrorOut>(search, 'GET', '/api/location/search?q=queen');
      expect([r.status, r.body.error]).toEqual([503, { code: 'upstream_unavailable', message: 'network error', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
      const add = await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: PLAN } });
      expect(add.status).toBe(503);
    } finally {
      process.env.SANDBOX_URL = real;
    }
  });

  test('a failing location service is a clear typed error, never a 500', async () => {
    await control(url, 'POST', '/faults', { path: '/location/search', kind: 'status', status: 500, times: 1 });
    const r = await call<ErrorOut>(search, 'GET', '/api/location/search?q=queen');
    expect([r.status, r.body.error.code]).toEqual([502, 'upstream_error']);
  });
});

describe('GET /api/eshop/payment-options', () => {
  test('cards always; bill_routes with billing routing on and a parent billing route with spend left (billTo: its payer and what is left); afterpay/klarna only when buyNowPayLater AND the module flag; the sandbox provider', async () => {
    const prepay = await call<{ paymentOptions: string[]; payments: { provider: string; apiBase?: string } }>(paymentOptions, 'GET', '/api/eshop/payment-options', { cookie: await sessionOf('prepay@example.com') });
    expect(prepay.body).toEqual({ paymentOptions: ['cards'], payments: { provider: 'sandbox', publishableKey: 'pk_test_sandbox', apiBase: url }, billTo: null });
    const postpayCookie = await sessionOf('postpay@example.com');
    const off = await call<{ paymentOptions: string[]; billTo: unknown }>(paymentOptions, 'GET', '/api/eshop/payment-options', { cookie: postpayCookie });
    expect([off.body.paymentOptions, off.body.billTo]).toEqual([['cards'], null]);
    const postpay = await withFlags({ FLAG_BILLING_ROUTING: 'true' }, () => call<{ paymentOptions: string[]; billTo: unknown }>(paymentOptions, 'GET', '/api/eshop/payment-options', { cookie: postpayCookie }));
    expect(postpay.body.paymentOptions).toEqual(['cards', 'bill_routes']);
    expect(postpay.body.billTo).toMatchObject({ routingType: 'parent', remainingSpend: 6450, spendLimit: 10000, spendCycle: 1, payer: expect.stringMatching(/\S/) });
    process.env.FLAG_AFTERPAY_MODULE = 'true';
    const cookie = await sessionOf('prepay@example.com');
    expect((await call<{ paymentOptions: string[] }>(paymentOptions, 'GET', '/api/eshop/payment-options', { cookie })).body.paymentOptions).toEqual(['cards']);
    process.env.FLAG_BUY_NOW_PAY_LATER = 'true';
    expect((await call<{ paymentOptions: string[] }>(paymentOptions, 'GET', '/api/eshop/payment-options', { cookie })).body.paymentOptions).toEqual(['cards', 'afterpay']);
    expect((await call(paymentOptions, 'GET', '/api/eshop/payment-options')).status).toBe(401);
  });
});
