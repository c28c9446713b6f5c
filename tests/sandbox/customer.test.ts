import type { BillingRoute, Customer, MobileProduct, PaymentMethod } from '@/sandbox/store/types';
import type { AuthResponse } from '@/sandbox/tokens';
import { call, firstCustomer, signIn, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

const getAs = <T>(auth: AuthResponse, path: string) => call<T>(run.url, 'GET', path, { jwt: auth.JWT });

async function productsOf(email: string): Promise<MobileProduct[]> {
  const auth = await signIn(run.url, email);
  const res = await getAs<{ MobileProducts: MobileProduct[] }>(auth, `/v2/69/customer/${firstCustomer(auth)}/mobile_products`);
  expect(res.status).toBe(200);
  return res.body.MobileProducts;
}

describe('the demo data', () => {
  test('prepay: an unactivated SIM first, then an active prepay product with a plan and credit', async () => {
    const [sim, active] = await productsOf('prepay@example.com');
    expect(sim).toMatchObject({ Status: 1, BillingReference: '', Addons: [] });
    expect(active).toMatchObject({ Status: 4, MainBalCreditCents: 1250 });
    expect(active?.BillingReference).toMatch(/^prepay:5\d+$/);
    expect(sim?.CreatedAtNanos).toBeLessThan(active?.CreatedAtNanos ?? 0);
    expect(active?.MSISDN).toMatch(/^642\d{7,9}$/);
    expect(active?.SIMID).toMatch(/^8964\d{15,16}$/);
    const base = active?.Addons.find((a) => a.IsBasePlan);
    // Issue 13 (docs/mobile-contract.md §2.8): the $12 Weekly Plan, no seeded add-on.
    expect(base).toMatchObject({ Name: '$12 Weekly Plan', PriceCents: 1200, IsAddon: false, AutoRenew: true });
    expect(active?.Addons).toHaveLength(1);
  });

  test('prepay cards: Visa 4242 is the default expiring in two years, Mastercard 4444 expires this month (NZ time)', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const res = await getAs<{ PaymentMethods: PaymentMethod[] }>(auth, `/customers/${firstCustomer(auth)}/payment_methods`);
    expect(res.body.PaymentMethods.map((c) => [c.Rank, c.CardType, c.CardLast4])).toEqual([
      [1, 'Visa', '4242'],
      [2, 'Mastercard', '4444'],
    ]);
    const [visa, mastercard] = res.body.PaymentMethods;
    const now = new Date(run.sandbox.clock.now());
    expect(visa?.CardExpiryYear).toBe(now.getUTCFullYear() + 2);
    const nz = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric', month: 'numeric' }).formatToParts(now);
    expect(mastercard).toMatchObject({
      CardExpiryMonth: Number(nz.find((p) => p.type === 'month')?.value),
      CardExpiryYear: Number(nz.find((p) => p.type === 'year')?.value),
    });
    expect(res.body.PaymentMethods.every((c) => c.DeletedAtNanos === 0 && /^pm_[0-9a-f]{24}$/.test(c.Token))).toBe(true);
  });

  test('a removed card is not listed', async () => {
    const auth = await signIn(run.url, 'payg@example.com');
    const customer = firstCustomer(auth);
    run.sandbox.store.db
      .prepare('UPDATE payment_methods SET deleted_at_nanos = 1 WHERE customer_uuid = ?')
      .run(customer);
    const res = await getAs<{ PaymentMethods: PaymentMethod[] }>(auth, `/customers/${customer}/payment_methods`);
    expect(res.body.PaymentMethods).toEqual([]);
  });

  test.each([
    ['postpay@example.com', /^postpay:5/, 'parent'],
    ['nocard@example.com', /^prepay:5/, 'child'],
  ])('%s: billing reference and route', async (email, reference, routing) => {
    const [product] = await productsOf(email);
    expect(product?.BillingReference).toMatch(reference);
    const auth = await signIn(run.url, email);
    const routes = await getAs<{ CanInvite: boolean; CanRequest: boolean; BillingRoutes: BillingRoute[] }>(
      auth,
      `/customers/${firstCustomer(auth)}/billing-routes`,
    );
    expect(routes.body.BillingRoutes.map((r) => r.RoutingType)).toEqual([routing]);
    // Neither demo is seeded with a restriction: both may invite and request.
    expect([routes.body.CanInvite, routes.body.CanRequest]).toEqual([true, true]);
  });

  test('payg has its casual rates ended (no plan); noplan has no add-ons; new has nothing', async () => {
    const [payg] = await productsOf('payg@example.com');
    expect(payg?.BillingReference).toMatch(/^payg:/);
    expect(payg?.Addons).toEqual([expect.objectContaining({ IsBasePlan: true, PriceCents: 0, EndedAtNanos: expect.any(Number) })]);
    expect(payg?.Addons[0]?.EndedAtNanos).toBeGreaterThan(0);
    const [noplan] = await productsOf('noplan@example.com');
    expect(noplan).toMatchObject({ Status: 4, Addons: [] });
    expect(await productsOf('new@example.com')).toEqual([]);
  });

  test('suspended and unverified show in the customer account', async () => {
    const suspended = await signIn(run.url, 'suspended@example.com');
    const s = await getAs<Customer>(suspended, `/v2/69/customer/${firstCustomer(suspended)}`);
    expect(s.body).toMatchObject({ AccountState: 'Suspended', SPID: 69 });
    expect(s.body.ExternalRef5).toMatch(/^5/);
    const unverified = await signIn(run.url, 'unverified@example.com');
    const u = await getAs<Customer>(unverified, `/v2/69/customer/${firstCustomer(unverified)}`);
    expect(u.body).toMatchObject({ AccountState: 'Active', EmailVerified: false });
  });

  test('multi: two accounts that can be told apart, each with a product and a card', async () => {
    const auth = await signIn(run.url, 'multi@example.com');
    const accounts = await Promise.all(auth.Roles.map((r) => getAs<Customer>(auth, `/v2/69/customer/${r.CustomerUUID}`)));
    const names = accounts.map((a) => `${a.body.FirstName} ${a.body.LastName}`);
    expect(new Set(names).size).toBe(2);
    expect(accounts[0]?.body.ExternalRef5).not.toBe(accounts[1]?.body.ExternalRef5);
    for (const role of auth.Roles) {
      const products = await getAs<{ MobileProducts: MobileProduct[] }>(auth, `/v2/69/customer/${role.CustomerUUID}/mobile_products`);
      expect(products.body.MobileProducts[0]?.Addons.length).toBeGreaterThan(0);
      const cards = await getAs<{ PaymentMethods: PaymentMethod[] }>(auth, `/customers/${role.CustomerUUID}/payment_methods`);
      expect(cards.body.PaymentMethods).toHaveLength(1);
    }
  });
});

describe('PUT /v2/69/customer/{uuid}', () => {
  test('updates name and email', async () => {
    const auth = await signIn(run.url, 'new@example.com');
    const path = `/v2/69/customer/${firstCustomer(auth)}`;
    const res = await call<Customer>(run.url, 'PUT', path, {
      jwt: auth.JWT,
      body: { SPID: 69, FirstName: 'Rāwiri', LastName: 'Hēnare', Email: 'rawiri@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ FirstName: 'Rāwiri', LastName: 'Hēnare', Email: 'rawiri@example.com' });
    expect((await getAs<Customer>(auth, path)).body.FirstName).toBe('Rāwiri');
  });

  test.each([
    [{ FirstName: 'A', LastName: 'B', Email: 'not-an-email' }],
    [{ FirstName: '', LastName: 'B', Email: 'a@example.com' }],
    [{ SPID: 70, FirstName: 'A', LastName: 'B', Email: 'a@example.com' }],
  ])('refuses %p with 400 1400', async (body) => {
    const auth = await signIn(run.url, 'new@example.com');
    const res = await call(run.url, 'PUT', `/v2/69/customer/${firstCustomer(auth)}`, { jwt: auth.JWT, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ err_number: 1400 });
  });
});

describe('one customer cannot reach another', () => {
  const routes: [string, string, (uuid: string) => string][] = [
    ['GET', 'customer', (u) => `/v2/69/customer/${u}`],
    ['PUT', 'customer update', (u) => `/v2/69/customer/${u}`],
    ['GET', 'mobile products', (u) => `/v2/69/customer/${u}/mobile_products`],
    ['GET', 'payment methods', (u) => `/customers/${u}/payment_methods`],
    ['GET', 'billing routes', (u) => `/customers/${u}/billing-routes`],
    ['POST', 'auth roles', (u) => `/customers/${u}/auth_roles`],
    ['POST', 'support login', (u) => `/support/login/${u}?platform=web`],
  ];

  test.each(routes)('%s %s is 401 1002', async (method, _name, path) => {
    const me = await signIn(run.url, 'prepay@example.com');
    const victim = firstCustomer(await signIn(run.url, 'postpay@example.com'));
    const body = method === 'GET' ? undefined : { SPID: 69, FirstName: 'X', LastName: 'Y', Email: 'x@example.com' };
    const res = await call(run.url, method, path(victim), { jwt: me.JWT, body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ err_message: expect.any(String), err_number: 1002 });
    // …while the same call for one's own account goes through.
    const own = await call(run.url, method, path(firstCustomer(me)), {
      jwt: me.JWT,
      body: method === 'GET' ? undefined : { SPID: 69, FirstName: 'Aroha', LastName: 'Ngata', Email: 'prepay@example.com' },
    });
    expect(own.status).toBe(200);
  });
});

describe('service endpoints', () => {
  test('support login gives a helpdesk token', async () => {
    const auth = await signIn(run.url, 'prepay@example.com');
    const res = await call<{ Provider: string; Token: string }>(run.url, 'POST', `/support/login/${firstCustomer(auth)}?platform=web`, { jwt: auth.JWT });
    expect(res.body.Provider).toBe('helpdesk');
    expect(res.body.Token.length).toBeGreaterThan(20);
  });

  test('remote config and health need no token', async () => {
    const config = await call<{ Parameters: Record<string, string> }>(run.url, 'GET', '/remote-config');
    expect(config.body.Parameters).toMatchObject({ hide_prepay_topup: 'true', dashboard_widgets: 'Data,Voice,SMS,MMS,Hotspot' });
    expect(Object.values(config.body.Parameters).every((v) => typeof v === 'string')).toBe(true);
    const health = await call<{ status: string; time: string }>(run.url, 'GET', '/health');
    expect(health.body.status).toBe('ok');
    expect(Number.isNaN(Date.parse(health.body.time))).toBe(false);
  });

  test('unknown paths and methods are 404 1404', async () => {
    for (const [method, path] of [['GET', '/v2/69/nothing'], ['DELETE', '/health'], ['GET', '/customers']]) {
      const res = await call(run.url, method ?? 'GET', path ?? '/');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ err_message: 'Object not found', err_number: 1404 });
    }
  });
});
