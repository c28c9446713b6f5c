import type { LoggedRequest } from '@/sandbox/request-log';
import { DEMO_STATES } from '@/sandbox/store';
import type { Customer, MobileProduct, PaymentMethod } from '@/sandbox/store/types';
import { call, claimsOf, control, DEFAULT_NOW, firstCustomer, signIn, start, type Running, DEMO_PASSWORD } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());

interface Created {
  email: string;
  password: string;
  customerUuids: string[];
}

const create = async (body: Record<string, unknown>): Promise<Created> => {
  const res = await control<Created>(run.url, 'POST', '/customers', body);
  expect(res.status).toBe(200);
  return res.body;
};

describe('POST /__control/customers', () => {
  test.each(DEMO_STATES.map((s) => [s]))('creates a fresh %s customer', async (state) => {
    const created = await create({ state });
    expect(created.email).toMatch(/^e2e-[0-9a-f]+@example\.com$/);
    expect(created.password).toBe(DEMO_PASSWORD);
    const auth = await signIn(run.url, created.email, created.password);
    expect(auth.Roles.map((r) => r.CustomerUUID)).toEqual(created.customerUuids);
    expect(created.customerUuids).toHaveLength(state === 'multi' ? 2 : 1);
    expect(auth.EmailVerified).toBe(state !== 'unverified');

    const uuid = firstCustomer(auth);
    const customer = (await call<Customer>(run.url, 'GET', `/v2/69/customer/${uuid}`, { jwt: auth.JWT })).body;
    expect(customer.AccountState).toBe(state === 'suspended' ? 'Suspended' : 'Active');
    const products = (await call<{ MobileProducts: MobileProduct[] }>(run.url, 'GET', `/v2/69/customer/${uuid}/mobile_products`, { jwt: auth.JWT })).body.MobileProducts;
    const cards = (await call<{ PaymentMethods: PaymentMethod[] }>(run.url, 'GET', `/customers/${uuid}/payment_methods`, { jwt: auth.JWT })).body.PaymentMethods;
    const expected: Record<string, [number, number]> = { prepay: [2, 2], new: [0, 0], nocard: [1, 0], child: [1, 0], 'fibre-only': [0, 1] };
    expect([products.length, cards.length]).toEqual(expected[state] ?? [1, 1]);

    // Its own numbers, not a copy of the seeded customer's.
    const seeded = await signIn(run.url, `${state}@example.com`);
    const seededCustomer = (await call<Customer>(run.url, 'GET', `/v2/69/customer/${firstCustomer(seeded)}`, { jwt: seeded.JWT })).body;
    expect(customer.ExternalRef5).not.toBe(seededCustomer.ExternalRef5);
    expect(customer.ExternalRef5).toMatch(/^5\d{7}$/);
  });

  test('takes email, password and names', async () => {
    const created = await create({ email: 'Kiri.Test@example.com', password: 'Own-Pass-2026', firstName: 'Kiri', lastName: 'Tawhiri' });
    const auth = await signIn(run.url, 'kiri.test@example.com', 'Own-Pass-2026');
    expect(auth).toMatchObject({ FirstName: 'Kiri', LastName: 'Tawhiri' });
    expect(created.email).toBe('Kiri.Test@example.com');
  });

  test('refuses a taken email and an unknown state', async () => {
    expect((await control(run.url, 'POST', '/customers', { email: 'prepay@example.com' })).status).toBe(409);
    expect((await control(run.url, 'POST', '/customers', { state: 'vip' })).status).toBe(400);
  });
});

describe('POST /__control/reset', () => {
  test('restores the demo data, the clock and forgets created customers', async () => {
    const created = await create({ state: 'new' });
    const auth = await signIn(run.url, 'prepay@example.com');
    await call(run.url, 'PUT', `/v2/69/customer/${firstCustomer(auth)}`, {
      jwt: auth.JWT,
      body: { SPID: 69, FirstName: 'Changed', LastName: 'Name', Email: 'changed@example.com' },
    });
    await control(run.url, 'POST', '/clock', { advanceMs: 86_400_000 });

    const resetAt = Date.now();
    expect((await control(run.url, 'POST', '/reset')).status).toBe(200);

    const again = await signIn(run.url, 'prepay@example.com');
    // Seeded identifiers are stable across resets.
    expect(firstCustomer(again)).toBe(firstCustomer(auth));
    const customer = await call<Customer>(run.url, 'GET', `/v2/69/customer/${firstCustomer(again)}`, { jwt: again.JWT });
    expect(customer.body.FirstName).toBe('Aroha');
    const gone = await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'LOCAL', AuthID: created.email, AuthCode: DEMO_PASSWORD },
    });
    expect(gone.status).toBe(401);
    const clock = await control<{ now: number; offsetMs: number }>(run.url, 'GET', '/clock');
    expect(clock.body.offsetMs).toBe(0);
    // Back to the instant the test's sandbox started at (tests/sandbox/helpers.ts), not to today,
    // and running from there at the real pace since the reset.
    expect(clock.body.now).toBeGreaterThanOrEqual(DEFAULT_NOW);
    expect(clock.body.now - DEFAULT_NOW).toBeLessThanOrEqual(Date.now() - resetAt);
  });
});

describe('the clock', () => {
  afterEach(() => control(run.url, 'POST', '/reset'));

  test('advance moves JWT times; scale speeds it up', async () => {
    const before = run.sandbox.clock.now();
    await control(run.url, 'POST', '/clock', { advanceMs: 10 * 86_400_000 });
    const auth = await signIn(run.url, 'prepay@example.com');
    expect(claimsOf(auth.JWT).iat).toBeGreaterThan(before / 1000 + 9 * 86_400);

    const scaled = await control<{ scale: number; now: number }>(run.url, 'POST', '/clock', { scale: 1000 });
    expect(scaled.body.scale).toBe(1000);
    await new Promise((r) => setTimeout(r, 50));
    const later = await control<{ now: number }>(run.url, 'GET', '/clock');
    expect(later.body.now - scaled.body.now).toBeGreaterThanOrEqual(40_000);
  });

  test('refuses an empty or negative change', async () => {
    expect((await control(run.url, 'POST', '/clock', {})).status).toBe(400);
    expect((await control(run.url, 'POST', '/clock', { scale: -1 })).status).toBe(400);
  });
});

describe('GET /__control/requests', () => {
  const requests = async (path?: string): Promise<LoggedRequest[]> =>
    (await control<{ requests: LoggedRequest[] }>(run.url, 'GET', `/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`)).body.requests;

  test('shows what arrived, with every secret masked', async () => {
    await control(run.url, 'DELETE', '/requests');
    const auth = await signIn(run.url, 'noplan@example.com');
    const identity = await call<{ UUID: string; Token: string }>(run.url, 'POST', '/v2/auth_token', { jwt: auth.JWT, body: { ExtraData1: auth.AuthID } });
    await call(run.url, 'POST', '/v2/69/auth', {
      body: { IdentityProvider: 'JWT_REFRESH', AuthID: identity.body.UUID, AuthCode: identity.body.Token, Nested: { Token: 'inner-secret' } },
    });
    await call(run.url, 'PUT', '/v2/69/auth/LOCAL/noplan%40example.com', {
      jwt: auth.JWT,
      body: { OldPassword: 'Wrong-Old-Pass-1', NewPassword: 'Next-Pass-2027' },
    });
    await call(run.url, 'GET', '/health?probe=1');

    const log = await requests();
    const text = JSON.stringify(log);
    for (const secret of [DEMO_PASSWORD, identity.body.Token, 'inner-secret', 'Wrong-Old-Pass-1', 'Next-Pass-2027', auth.JWT]) {
      expect(text).not.toContain(secret);
    }
    expect(log.map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /v2/69/auth',
      'POST /v2/auth_token',
      'POST /v2/69/auth',
      'PUT /v2/69/auth/LOCAL/noplan%40example.com',
      'GET /health',
    ]);
    expect(log[0]?.body).toMatchObject({ AuthID: 'noplan@example.com', AuthCode: '***' });
    expect(log[1]).toMatchObject({ authorization: true, headers: { authorization: '***' }, status: 200 });
    expect(log[0]?.authorization).toBe(false);
    expect(log[3]).toMatchObject({ status: 400, body: { OldPassword: '***', NewPassword: '***' } });
    expect(log[4]?.query).toEqual({ probe: '1' });

    expect((await requests('^/health$')).map((e) => e.path)).toEqual(['/health']);
  });

  test('keeps only the last 200', async () => {
    await control(run.url, 'DELETE', '/requests');
    await Promise.all(Array.from({ length: 205 }, (_, i) => call(run.url, 'GET', `/health?n=${i}`)));
    expect(await requests()).toHaveLength(200);
  });
});

test("a test's sandbox starts at mid-month unless it asks for another instant or for real time", async () => {
  const at = Date.parse('2027-02-28T10:50:00Z');
  const startedAt = Date.now();
  const [plain, chosen, real] = await Promise.all([start(), start({ now: at }), start({ now: 'real' })]);
  try {
    expect(DEFAULT_NOW).toBe(Date.parse('2026-03-17T02:00:00Z'));
    expect(plain.sandbox.clock.now() - DEFAULT_NOW).toBeGreaterThanOrEqual(0);
    expect(plain.sandbox.clock.now() - DEFAULT_NOW).toBeLessThanOrEqual(Date.now() - startedAt);
    expect(chosen.sandbox.clock.now() - at).toBeGreaterThanOrEqual(0);
    expect(chosen.sandbox.clock.now() - at).toBeLessThanOrEqual(Date.now() - startedAt);
    expect(Math.abs(real.sandbox.clock.now() - Date.now())).toBeLessThan(5_000);
  } finally {
    await Promise.all([plain.sandbox.close(), chosen.sandbox.close(), real.sandbox.close()]);
  }
  // Three whole demos seeded at once: slow on a busy machine.
}, 60_000);

test('without testMode there is no control API', async () => {
  const plain = await start({ testMode: false });
  try {
    for (const [method, path] of [['POST', '/__control/reset'], ['GET', '/__control/clock']] as const) {
      const res = await call(plain.url, method, path);
      expect(res.status).toBe(404);
    }
  } finally {
    await plain.sandbox.close();
  }
});
