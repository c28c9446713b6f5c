import { uuidFor } from '@/sandbox/store/ids';
import { control, signIn, firstCustomer, start, type Running } from './helpers';
import {
  ADDRESS, ESIM, FWA, PLAN_20, PLAN_30, SIM, STAFF, availability, checkout, freshCustomer, line, makeCart, orderToPay, req,
} from './eshop-helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

type Item = Record<string, unknown> & { UUID: string; ItemImages: Array<{ Orig: string }> };
type CartBody = {
  UUID: string; Number: string; CustomerUUID: string | null; Status: string; AmountCents: number; AmountTaxCents: number; Address: unknown;
  Items: Array<{ UUID: string; Quantity: number; PriceCents: number; PriceCatalogCents: number; AmountCents: number; AmountTaxCents: number; Status: string; Attributes: Record<string, unknown>; Products: Array<Record<string, unknown>> }>;
};

describe('catalogue items', () => {
  test('lists the three SIM items in order, with their fixed UUIDs and prices', async () => {
    const res = await req<{ Items: Item[] }>(run.url, 'GET', '/eshop/v3/69/items');
    expect(res.status).toBe(200);
    const [esim, sim, fwa] = res.body.Items;
    expect(res.body.Items).toHaveLength(3);
    expect(esim).toMatchObject({ SPID: 69, UUID: ESIM, Type: 'TYPE_VIRTUAL', VirtualType: 'VT_ESIM', PriceCents: 0, ServiceType: 'MOBILE', Attributes: { SimType: 'esim' } });
    expect(sim).toMatchObject({ UUID: SIM, Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', VirtualType: 'VT_NONE', PriceCents: 0, PriceCatalogCents: 500, Attributes: { SimType: 'real_sim' } });
    expect(fwa).toMatchObject({ UUID: FWA, Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', ServiceType: 'FWA', PriceCents: 0, Attributes: { SimType: 'fwa_sim' } });
    expect((await req(run.url, 'GET', '/eshop/v3/70/items')).status).toBe(404);
  });

  test('serves each item image as SVG, cached for a day; an unknown one is 404', async () => {
    const { body } = await req<{ Items: Item[] }>(run.url, 'GET', '/eshop/v3/69/items');
    for (const item of body.Items) {
      const path = item.ItemImages[0]?.Orig ?? '';
      expect(path).toMatch(/^\/eshop\/images\/[\w-]+\.svg$/);
      const img = await req(run.url, 'GET', path);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/svg+xml');
      expect(img.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(img.text).toContain('<svg');
    }
    expect((await req(run.url, 'GET', '/eshop/images/nope.svg')).status).toBe(404);
    expect((await req(run.url, 'GET', '/eshop/images/constructor')).status).toBe(404);
  });
});

describe('cart', () => {
  test('an anonymous cart prices SIM and plan from the catalogue, never from the caller', async () => {
    const res = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', {
      body: { SPID: 69, Items: [{ ...line(ESIM, PLAN_20), PriceCents: 1 }, line(SIM, PLAN_30, { Quantity: 2 })] },
    });
    expect(res.status).toBe(200);
    const cart = res.body;
    expect(cart.Number).toMatch(/^C\d{6}$/);
    expect(cart).toMatchObject({ CustomerUUID: null, Status: 'CART', Address: null });
    const [esim, sim] = cart.Items;
    // $20 Prepay Plan: $5 off while the offer runs
    expect(esim?.Products[0]).toMatchObject({ Name: '$20 Prepay Plan', VirtualType: 'VT_PLAN', ProductAvailabilityUUID: PLAN_20, ProductCatalogUUID: uuidFor('catalog:$20 Prepay Plan'), BillingReference: 'prepay', PriceCents: 1500, PriceCatalogCents: 2000 });
    expect(esim).toMatchObject({ AmountCents: 1500, Status: 'CART', Quantity: 1 });
    expect(sim).toMatchObject({ PriceCents: 0, PriceCatalogCents: 500, Quantity: 2, AmountCents: 6000 });
    expect(sim?.Attributes).toMatchObject({ BillingReference: 'prepay', MobileProductCatalogUUID: uuidFor('catalog:$30 Prepay Value Pack') });
    expect(cart.AmountCents).toBe(7500);
    expect(cart.AmountTaxCents).toBe(Math.round((7500 * 3) / 23));

    const read = await req<CartBody>(run.url, 'GET', `/eshop/v3/cart/${cart.UUID}`);
    expect(read.body).toEqual(cart);
  });

  test('a write replaces items and address; a line that names its UUID keeps it', async () => {
    const cart = await makeCart(run.url, [line(ESIM, PLAN_20), line(SIM, PLAN_30)]);
    const kept = cart.Items[1]?.UUID;
    const res = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', {
      body: { UUID: cart.UUID, Address: ADDRESS, Items: [line(SIM, PLAN_30, { UUID: kept, Quantity: 3 })] },
    });
    expect(res.status).toBe(200);
    expect(res.body.UUID).toBe(cart.UUID);
    expect(res.body.Items).toHaveLength(1);
    expect(res.body.Items[0]).toMatchObject({ UUID: kept, Quantity: 3, AmountCents: 9000 });
    expect(res.body.Address).toMatchObject({ City: 'Auckland', Postcode: '1010', Country: 'New Zealand', Lines: ['125 Queen Street', 'Auckland Central'] });
    // An address left out stays; null clears it
    const again = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', { body: { UUID: cart.UUID, Items: [] } });
    expect(again.body.Address).toEqual(res.body.Address);
    expect(again.body.AmountCents).toBe(0);
    const cleared = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', { body: { UUID: cart.UUID, Address: null, Items: [] } });
    expect(cleared.body.Address).toBeNull();
  });

  test('an unknown cart UUID makes a new cart; reading it is 404', async () => {
    const unknown = uuidFor('no such cart');
    const res = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', { body: { UUID: unknown, Items: [line(ESIM)] } });
    expect(res.status).toBe(200);
    expect(res.body.UUID).not.toBe(unknown);
    expect((await req(run.url, 'GET', `/eshop/v3/cart/${unknown}`)).status).toBe(404);
  });

  test.each([
    ['an unknown item', [line(uuidFor('nope'), PLAN_20)], 'Unknown SIM type'],
    ['an unknown plan', [line(ESIM, uuidFor('no plan'))], 'can not find plan'],
    ['a plan not on sale', [line(ESIM, availability('$19 Combo Classic'))], 'can not find plan'],
    ['an add-on as plan', [line(ESIM, availability('2GB Data Boost'))], 'can not find plan'],
    ['a quantity of 0', [line(ESIM, PLAN_20, { Quantity: 0 })], 'Quantity must be a whole number from 1 to 10'],
    ['a fractional quantity', [line(ESIM, PLAN_20, { Quantity: 1.5 })], 'Quantity must be a whole number from 1 to 10'],
  ])('%s is 400', async (_name, items, message) => {
    const res = await req(run.url, 'POST', '/eshop/v3/cart', { body: { Items: items } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ err_message: message, err_number: 1400 });
  });

  test("a customer's cart needs a token acting for that customer (1002 otherwise)", async () => {
    const a = await freshCustomer(run.url);
    const b = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_20)], { jwt: a.jwt, customer: a.customer });
    expect((await req(run.url, 'GET', `/eshop/v3/cart/${cart.UUID}`, { jwt: a.jwt })).status).toBe(200);
    for (const jwt of [undefined, b.jwt]) {
      const read = await req(run.url, 'GET', `/eshop/v3/cart/${cart.UUID}`, { jwt });
      expect(read.status).toBe(401);
      expect(read.body).toMatchObject({ err_number: 1002 });
      const write = await req(run.url, 'POST', '/eshop/v3/cart', { jwt, body: { UUID: cart.UUID, Items: [] } });
      expect(write.body).toMatchObject({ err_number: 1002 });
    }
    // Binding a cart to someone else's customer
    const bind = await req(run.url, 'POST', '/eshop/v3/cart', { jwt: b.jwt, body: { CustomerUUID: a.customer, Items: [] } });
    expect(bind.status).toBe(401);
    expect(bind.body).toMatchObject({ err_number: 1002 });
    const bad = await req(run.url, 'GET', `/eshop/v3/cart/${cart.UUID}`, { jwt: 'not.a.token' });
    expect(bad.body).toMatchObject({ err_number: 1001 });
  });

  test("an anonymous cart is claimed by writing it with the customer's token", async () => {
    const a = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_20)]);
    const claimed = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', { jwt: a.jwt, body: { UUID: cart.UUID, CustomerUUID: a.customer, Items: [line(ESIM, PLAN_20)] } });
    expect(claimed.body.CustomerUUID).toBe(a.customer);
    const newest = await req<CartBody>(run.url, 'GET', `/eshop/v3/customer/${a.customer}/cart`, { jwt: a.jwt });
    expect(newest.status).toBe(200);
    expect(newest.body.UUID).toBe(cart.UUID);
  });

  test("the customer's cart: 404 without one, 1002 for another customer", async () => {
    const a = await freshCustomer(run.url);
    const b = await freshCustomer(run.url);
    expect((await req(run.url, 'GET', `/eshop/v3/customer/${a.customer}/cart`, { jwt: a.jwt })).status).toBe(404);
    const other = await req(run.url, 'GET', `/eshop/v3/customer/${a.customer}/cart`, { jwt: b.jwt });
    expect(other.body).toMatchObject({ err_number: 1002 });
  });
});

describe('checkout', () => {
  test('makes a CONFIRMED order and a payment intent; the cart is closed', async () => {
    const { jwt, customer, cart, answer } = await orderToPay(run.url);
    expect(answer.OrderID).toMatch(/^SO\d{6}$/);
    expect(answer.PaymentIntentID).toMatch(/^pi_/);
    expect(answer.ClientSecret).toMatch(new RegExp(`^${answer.PaymentIntentID}_secret_`));
    const order = await req<Record<string, unknown>>(run.url, 'GET', `/eshop/v3/customer/${customer}/order/${answer.OrderID}`, { jwt });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      OrderNumber: answer.OrderID, Status: 'CONFIRMED', CustomerUUID: customer, AmountCents: 3000, Email: 'buyer@example.com', Name: 'Kiri Buyer',
      Phone: '0215550123', Notes: 'Leave at the door', PaymentMethodType: 'cards', PaidAtNanos: 0,
    });
    expect((await req(run.url, 'GET', `/eshop/v3/cart/${cart.UUID}`, { jwt })).status).toBe(404);
    const write = await req(run.url, 'POST', '/eshop/v3/cart', { jwt, body: { UUID: cart.UUID, Items: [] } });
    expect(write.status).toBe(409);
    expect(write.body).toEqual({ err_message: 'Cart is already checked out', err_number: 1409 });
    expect((await req(run.url, 'GET', `/eshop/v3/customer/${customer}/cart`, { jwt })).status).toBe(404);
  });

  test('a second checkout of the same unpaid cart gives the same answer, and no second order', async () => {
    const { jwt, customer, cart, answer } = await orderToPay(run.url);
    const again = await checkout(run.url, jwt, customer, cart.UUID);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answer);
    const list = await req<{ Orders: unknown[] }>(run.url, 'GET', `/eshop/v3/customer/${customer}/orders`, { jwt });
    expect(list.body.Orders).toHaveLength(1);
  });

  test('an Idempotency-Key replay of the same request returns the first answer unchanged (keys in any order)', async () => {
    const who = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
    const first = await checkout(run.url, who.jwt, who.customer, cart.UUID, {}, 'key-1');
    expect(first.status).toBe(200);
    const { PaymentOptions, ...rest } = { SPID: 69, UUID: cart.UUID, CustomerUUID: who.customer, Address: ADDRESS, Email: 'buyer@example.com', Name: 'Kiri Buyer', Phone: '0215550123', Notes: 'Leave at the door', PaymentOptions: { PaymentMethodType: 'cards' } };
    const reordered = await req(run.url, 'POST', '/eshop/v3/checkout', { jwt: who.jwt, headers: { 'idempotency-key': 'key-1' }, body: { PaymentOptions, ...rest } });
    expect([reordered.status, reordered.body]).toEqual([200, first.body]);
  });

  // Issue 10: "an Idempotency-Key is bound to the request it came with (a key reused with another cart is 409, not the old order)"
  const KEY_REUSED = { err_message: 'Idempotency-Key was used with another request', err_number: 1409 };

  test('an Idempotency-Key reused with another cart is 409, not the first order; that cart then checks out under a new key', async () => {
    const who = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
    const first = await checkout(run.url, who.jwt, who.customer, cart.UUID, {}, 'key-1');
    expect(first.status).toBe(200);
    const other = await makeCart(run.url, [line(ESIM, PLAN_20)], { jwt: who.jwt, customer: who.customer });
    const reused = await checkout(run.url, who.jwt, who.customer, other.UUID, {}, 'key-1');
    expect([reused.status, reused.body]).toEqual([409, KEY_REUSED]);
    // The refused request made nothing: the other cart is still open, and a new key buys it
    expect((await req(run.url, 'GET', `/eshop/v3/cart/${other.UUID}`, { jwt: who.jwt })).status).toBe(200);
    const fresh = await checkout(run.url, who.jwt, who.customer, other.UUID, {}, 'key-2');
    expect(fresh.status).toBe(200);
    expect(fresh.body.OrderID).not.toBe(first.body.OrderID);
    const list = await req<{ Orders: Array<{ OrderNumber: string }> }>(run.url, 'GET', `/eshop/v3/customer/${who.customer}/orders`, { jwt: who.jwt });
    expect(list.body.Orders.map((o) => o.OrderNumber).sort()).toEqual([first.body.OrderID, fresh.body.OrderID].sort());
  });

  test.each([
    ['another payment option', { PaymentOptions: { PaymentMethodType: 'afterpay' } }],
    ['another delivery address', { Address: { ...ADDRESS, Lines: ['1 Other Street'] } }],
    ['other contact details', { Email: 'someone.else@example.com' }],
    ['other notes', { Notes: 'Ring the bell' }],
  ])('an Idempotency-Key reused for the same cart with %s is 409, not the first answer', async (_name, change) => {
    const who = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
    expect((await checkout(run.url, who.jwt, who.customer, cart.UUID, {}, 'key-1')).status).toBe(200);
    const reused = await checkout(run.url, who.jwt, who.customer, cart.UUID, change, 'key-1');
    expect([reused.status, reused.body]).toEqual([409, KEY_REUSED]);
  });

  test('an Idempotency-Key is remembered for 24 hours, per customer', async () => {
    const who = await freshCustomer(run.url);
    const other = await freshCustomer(run.url);
    const first = await checkout(run.url, who.jwt, who.customer, (await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer })).UUID, {}, 'shared-key');
    // Another customer's same key is a different key
    const theirs = await checkout(run.url, other.jwt, other.customer, (await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: other.jwt, customer: other.customer })).UUID, {}, 'shared-key');
    expect(theirs.status).toBe(200);
    expect(theirs.body.OrderID).not.toBe(first.body.OrderID);
    await control(run.url, 'POST', '/clock', { advanceMs: 24 * 3_600_000 + 1000 });
    const jwt = (await signIn(run.url, who.email)).JWT;
    const later = await checkout(run.url, jwt, who.customer, (await makeCart(run.url, [line(ESIM, PLAN_20)], { jwt, customer: who.customer })).UUID, {}, 'shared-key');
    expect(later.status).toBe(200);
    expect(later.body.OrderID).not.toBe(first.body.OrderID);
  });

  test.each([
    ['an empty cart', [], {}, 'No Order Items'],
    ['a physical SIM without a street', [line(SIM, PLAN_30)], { Address: { ...ADDRESS, Lines: [] } }, 'Delivery address needs at least street, city and postcode'],
    ['a physical SIM without a city', [line(SIM, PLAN_30)], { Address: { ...ADDRESS, City: '' } }, 'Delivery address needs at least street, city and postcode'],
    ['a physical SIM without a postcode', [line(FWA)], { Address: { ...ADDRESS, Postcode: ' ' } }, 'Delivery address needs at least street, city and postcode'],
    ['no email', [line(ESIM, PLAN_30)], { Email: '' }, 'please enter'],
    ['no name', [line(ESIM, PLAN_30)], { Name: '' }, 'please enter'],
    ['no phone', [line(ESIM, PLAN_30)], { Phone: undefined }, 'please enter'],
    ['bill_routes without a parent route', [line(ESIM, PLAN_30)], { PaymentOptions: { PaymentMethodType: 'bill_routes' } }, 'Please add a payment card to continue'],
  ])('%s is 400', async (_name, items, over, message) => {
    const who = await freshCustomer(run.url);
    const cart = await makeCart(run.url, items, { jwt: who.jwt, customer: who.customer });
    const res = await checkout(run.url, who.jwt, who.customer, cart.UUID, over);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ err_message: message, err_number: 1400 });
    // Nothing was ordered: the cart is still open
    expect((await req(run.url, 'GET', `/eshop/v3/cart/${cart.UUID}`, { jwt: who.jwt })).status).toBe(200);
  });

  test('an eSIM needs no delivery address', async () => {
    const who = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
    const res = await checkout(run.url, who.jwt, who.customer, cart.UUID, { Address: null });
    expect(res.status).toBe(200);
  });

  test('needs a token, acting for the customer and the cart owner (1001 / 1002)', async () => {
    const a = await freshCustomer(run.url);
    const b = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: a.jwt, customer: a.customer });
    const none = await req(run.url, 'POST', '/eshop/v3/checkout', { body: { UUID: cart.UUID, CustomerUUID: a.customer } });
    expect(none.body).toMatchObject({ err_number: 1001 });
    expect((await checkout(run.url, b.jwt, a.customer, cart.UUID)).body).toMatchObject({ err_number: 1002 });
    expect((await checkout(run.url, b.jwt, b.customer, cart.UUID)).body).toMatchObject({ err_number: 1002 });
    expect((await checkout(run.url, a.jwt, a.customer, uuidFor('no cart'))).status).toBe(404);
  });

  test('bill_routes with a parent billing route is PAID at once, without a client secret', async () => {
    const who = await freshCustomer(run.url, 'postpay');
    const cart = await makeCart(run.url, [line(ESIM, availability('$35 Postpay Starter'))], { jwt: who.jwt, customer: who.customer });
    const res = await checkout(run.url, who.jwt, who.customer, cart.UUID, { PaymentOptions: { PaymentMethodType: 'bill_routes' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ClientSecret: '', OrderID: expect.stringMatching(/^SO\d{6}$/) });
    const order = await req(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/${res.body.OrderID}`, { jwt: who.jwt });
    expect(order.body).toMatchObject({ Status: 'PAID', PaymentMethodType: 'bill_routes' });
    // A paid cart cannot be checked out again
    expect((await checkout(run.url, who.jwt, who.customer, cart.UUID)).status).toBe(409);
  });

  test('an order of 0 cents is PAID at once', async () => {
    const who = await freshCustomer(run.url);
    const cart = await makeCart(run.url, [line(ESIM)], { jwt: who.jwt, customer: who.customer });
    const res = await checkout(run.url, who.jwt, who.customer, cart.UUID, { Address: null });
    expect(res.body).toEqual({ ClientSecret: '', OrderID: expect.stringMatching(/^SO/) });
    const order = await req(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/${res.body.OrderID}`, { jwt: who.jwt });
    expect(order.body).toMatchObject({ Status: 'PAID', AmountCents: 0 });
  });
});

describe('orders', () => {
  test("lists a customer's orders newest first; another customer's are 1002 or 404", async () => {
    const who = await freshCustomer(run.url);
    const first = await makeCart(run.url, [line(ESIM, PLAN_30)], { jwt: who.jwt, customer: who.customer });
    const a = await checkout(run.url, who.jwt, who.customer, first.UUID);
    await control(run.url, 'POST', '/clock', { advanceMs: 1000 });
    const second = await makeCart(run.url, [line(ESIM, PLAN_20)], { jwt: who.jwt, customer: who.customer });
    const b = await checkout(run.url, who.jwt, who.customer, second.UUID);
    const list = await req<{ Orders: Array<{ OrderNumber: string }> }>(run.url, 'GET', `/eshop/v3/customer/${who.customer}/orders`, { jwt: who.jwt });
    expect(list.body.Orders.map((o) => o.OrderNumber)).toEqual([b.body.OrderID, a.body.OrderID]);

    const other = await freshCustomer(run.url);
    expect((await req(run.url, 'GET', `/eshop/v3/customer/${who.customer}/orders`, { jwt: other.jwt })).body).toMatchObject({ err_number: 1002 });
    expect((await req(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/${a.body.OrderID}`, { jwt: other.jwt })).body).toMatchObject({ err_number: 1002 });
    expect((await req(run.url, 'GET', `/eshop/v3/customer/${other.customer}/order/${a.body.OrderID}`, { jwt: other.jwt })).status).toBe(404);
    expect((await req(run.url, 'GET', `/eshop/orders-esim-status/${other.customer}/order/${a.body.OrderID}`, { jwt: other.jwt })).status).toBe(404);
    expect((await req(run.url, 'GET', `/eshop/v3/customer/${who.customer}/order/SO000000`, { jwt: who.jwt })).status).toBe(404);
  });

  test('the eSIM status lists a PENDING profile per eSIM before completion', async () => {
    const { jwt, customer, answer } = await orderToPay(run.url, [line(ESIM, PLAN_30, { Quantity: 2 })]);
    const res = await req<{ ESIMs: Array<Record<string, unknown>> }>(run.url, 'GET', `/eshop/orders-esim-status/${customer}/order/${answer.OrderID}`, { jwt });
    expect(res.status).toBe(200);
    expect(res.body.ESIMs).toHaveLength(2);
    expect(res.body.ESIMs[0]).toMatchObject({ Status: 'PENDING', ActivationCode: '', SMDPAddress: 'smdp.sandbox.example', MatchingID: expect.stringMatching(/^[0-9A-F]{5}(-[0-9A-F]{5}){3}$/) });
  });

  test('the control route fails an order with its note; unknown is 404', async () => {
    const { jwt, customer, answer } = await orderToPay(run.url);
    const res = await control<Record<string, unknown>>(run.url, 'POST', `/orders/${answer.OrderID}/fail`, { note: 'Stock ran out' });
    expect(res.status).toBe(200);
    const order = await req<{ Status: string; OrderNotes: Array<{ Note: string }> }>(run.url, 'GET', `/eshop/v3/customer/${customer}/order/${answer.OrderID}`, { jwt });
    expect(order.body.Status).toBe('FAILED');
    expect(order.body.OrderNotes.map((n) => n.Note)).toContain('Stock ran out');
    expect((await control(run.url, 'POST', '/orders/SO000000/fail', { note: 'x' })).status).toBe(404);
  });
});

describe('password-gated plans', () => {
  test('unlock_plans with the password lists the gated plan; a wrong or empty one is 403', async () => {
    const res = await req<{ Entries: Array<{ Name: string; PriceInfo: { PriceCents: number } }> }>(run.url, 'POST', '/eshop/v3/69/unlock_plans', { body: { Password: 'STAFF2026' } });
    expect(res.status).toBe(200);
    expect(res.body.Entries.map((e) => e.Name)).toEqual(['Staff Unlimited']);
    expect(res.body.Entries[0]?.PriceInfo.PriceCents).toBe(3000);
    for (const Password of ['staff2026', '', 'nope']) {
      const wrong = await req(run.url, 'POST', '/eshop/v3/69/unlock_plans', { body: { Password } });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toEqual({ err_message: 'The plan password is incorrect', err_number: 1403 });
    }
  });

  test('is in no public plan list', async () => {
    const prepay = await req<{ PrepayAddons: Array<{ Name: string }> }>(run.url, 'GET', '/v3/69/prepay_mobile_plans');
    const all = await req<{ Entries: Array<{ Name: string }> }>(run.url, 'POST', '/catalog/v2/entries?noauth=true', { body: {} });
    expect(prepay.body.PrepayAddons.map((e) => e.Name)).not.toContain('Staff Unlimited');
    expect(all.body.Entries.map((e) => e.Name)).not.toContain('Staff Unlimited');
  });

  test('a cart item with the gated plan needs its password, which is never echoed', async () => {
    const missing = await req(run.url, 'POST', '/eshop/v3/cart', { body: { Items: [line(ESIM, STAFF)] } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ err_message: 'The plan password is incorrect', err_number: 1400 });
    const wrong = await req(run.url, 'POST', '/eshop/v3/cart', { body: { Items: [{ ItemUUID: ESIM, Quantity: 1, Attributes: { MobileProductAvailabilityUUID: STAFF, PlanPassword: 'STAFF' } }] } });
    expect(wrong.status).toBe(400);
    const ok = await req<CartBody>(run.url, 'POST', '/eshop/v3/cart', { body: { Items: [{ ItemUUID: ESIM, Quantity: 1, Attributes: { MobileProductAvailabilityUUID: STAFF, PlanPassword: 'STAFF2026' } }] } });
    expect(ok.status).toBe(200);
    expect(ok.body.AmountCents).toBe(3000);
    expect(ok.body.Items[0]?.Attributes).not.toHaveProperty('PlanPassword');
    expect(ok.text).not.toContain('STAFF2026');
    const log = await control<{ requests: Array<{ body: unknown }> }>(run.url, 'GET', '/requests?path=/eshop/v3/cart');
    expect(JSON.stringify(log.body.requests)).not.toContain('STAFF2026');
  });
});

describe('the demo data', () => {
  test('a prepay sign-in still works with the e-shop tables in place', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    expect(firstCustomer(auth)).toBe(uuidFor('seed:prepay@example.com:customer:0'));
  });
});
