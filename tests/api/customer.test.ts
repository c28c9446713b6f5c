import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as selectAccount } from '@/app/api/account/select/route';
import { GET as getCustomer } from '@/app/api/customer/route';
import { GET as getProducts } from '@/app/api/customer/products/route';
import { PUT as setCurrent } from '@/app/api/customer/products/current/route';
import { GET as health } from '@/app/api/health/route';
import type { Sandbox } from '@/sandbox/server';
import { clearCache } from '@/lib/cache';
import { withFlags } from '../support/money';
import { upstreamSignIn, apiRequest, control, cookieFrom, json, PASSWORD, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

async function session(login: string): Promise<string> {
  const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login, password: PASSWORD } }));
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

type Requests = { requests: Array<{ method: string; path: string; body?: Record<string, unknown>; authorized?: boolean }> };
const received = (path: string) => control<Requests>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`);

describe('GET /api/customer', () => {
  it('answers the signed-in customer in our own camel-case shape', async () => {
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie: await session('prepay@example.com') }));
    expect(res.status).toBe(200);
    const { customer } = await json<{ customer: Record<string, unknown> }>(res);
    expect(customer).toMatchObject({ email: 'prepay@example.com', suspended: false, emailVerified: true });
    expect(String(customer.accountNumber)).toMatch(/^5/);
    expect(Object.keys(customer).some((k) => /^[A-Z]/.test(k))).toBe(false);
  });

  it('is 401 without a session, and with a tampered cookie', async () => {
    expect((await getCustomer(apiRequest('GET', '/api/customer'))).status).toBe(401);
    const cookie = await session('prepay@example.com');
    const tampered = cookie.replace(/portal_session=(.{10})/, 'portal_session=AAAAAAAAAA');
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie: tampered }));
    expect(res.status).toBe(401);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('unauthorised');
  });

  it('a multi-account sign-in must choose first ("Current account not specified")', async () => {
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie: await session('multi@example.com') }));
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: { code: 'current_account_not_specified', message: 'Current account not specified' } });
  });

  it('reads the account upstream once a request, cache off: the suspended check\'s read is also the answer (issue 32)', async () => {
    const cookie = await session('prepay@example.com');
    await control(url, 'DELETE', '/requests');
    const res = await withFlags({ CACHE_DISABLED: '1' }, () => getCustomer(apiRequest('GET', '/api/customer', { cookie })));
    expect(res.status).toBe(200);
    expect((await json<{ customer: { email: string } }>(res)).customer.email).toBe('prepay@example.com');
    expect((await received('^/v2/69/customer/[^/]+$')).requests).toHaveLength(1);
  });

  it('renews a token inside the 5-minute margin through the identity login, and stores it', async () => {
    await control(url, 'POST', '/token-ttl', { seconds: 200 });
    const cookie = await session('postpay@example.com');
    await control(url, 'DELETE', '/requests');
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie }));
    expect(res.status).toBe(200);
    const refresh = (await received('^/v2/69/auth$')).requests.find((r) => r.body?.IdentityProvider === 'JWT_REFRESH');
    expect(refresh).toBeDefined();
    expect(cookieFrom(res, cookie)).not.toBe(cookie);
  });

  it('takes a rotated token from the response headers into the cookie', async () => {
    await control(url, 'POST', '/token-ttl', { seconds: 1200 });
    const cookie = await session('postpay@example.com');
    await control(url, 'POST', '/clock', { advanceMs: 11 * 60 * 1000 });
    await control(url, 'DELETE', '/requests');
    clearCache();
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie }));
    expect(res.status).toBe(200);
    const next = cookieFrom(res, cookie);
    expect(next).not.toBe(cookie);
    // no refresh was needed: the token was still valid, the upstream rotated it
    expect((await received('^/v2/69/auth$')).requests.some((r) => r.body?.IdentityProvider === 'JWT_REFRESH')).toBe(false);
    expect((await getCustomer(apiRequest('GET', '/api/customer', { cookie: next }))).status).toBe(200);
  });

  it('a 401 from the upstream ends the session and clears the cookie', async () => {
    const cookie = await session('postpay@example.com');
    clearCache(); // the sign-in warmed it; this test is about the upstream call
    await control(url, 'POST', '/faults', { path: '/customer/', kind: 'status', status: 401, times: 1 });
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie }));
    expect(res.status).toBe(401);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('session_ended');
    expect(cookieFrom(res, cookie)).not.toContain('portal_session=');
  });

  it('a changed password elsewhere ends this session ("a password change … ends old sessions")', async () => {
    await control(url, 'POST', '/token-ttl', { seconds: 200 });
    const cookie = await session('payg@example.com');
    const auth = await upstreamSignIn(url, 'payg@example.com');
    await control(url, 'POST', '/clock', { advanceMs: 1000 });
    const changed = await fetch(`${url}/v2/69/auth/LOCAL/${encodeURIComponent(auth.AuthID)}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.JWT}` },
      body: JSON.stringify({ OldPassword: PASSWORD, NewPassword: 'Another-Pass-2026' }),
    });
    expect(changed.status).toBe(200);
    clearCache();
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie }));
    expect(res.status).toBe(401);
    expect(cookieFrom(res, cookie)).not.toContain('portal_session=');
  });

  it('an upstream that hangs past its answer or sends garbage gives 502/503, not a crash', async () => {
    const cookie = await session('postpay@example.com');
    clearCache(); // the sign-in warmed it; this test is about the upstream call
    // Twice: the guard chain's read (a failure there counts as not suspended) and the route's own.
    await control(url, 'POST', '/faults', { path: '/customer/', kind: 'malformed', times: 2 });
    const res = await getCustomer(apiRequest('GET', '/api/customer', { cookie }));
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({ error: { code: 'upstream_bad_response', message: 'something went wrong, try later', reference: expect.stringMatching(/^[0-9a-f]{8}$/) } });
  });
});

describe('products and the current product', () => {
  it('lists products oldest first and auto-selects the first that is not Not Activated', async () => {
    const res = await getProducts(apiRequest('GET', '/api/customer/products', { cookie: await session('prepay@example.com') }));
    const body = await json<{ products: Array<{ uuid: string; statusLabel: string; paymentKind: string }>; currentUuid: string }>(res);
    expect(body.products.map((p) => p.statusLabel)).toEqual(['notActivated', 'active']);
    expect(body.currentUuid).toBe(body.products[1]?.uuid);
    expect(body.products[1]?.paymentKind).toBe('prepay');
  });

  it('lets the customer choose one of their own products and refuses anyone else\'s', async () => {
    const cookie = await session('prepay@example.com');
    const mine = await json<{ products: Array<{ uuid: string }> }>(await getProducts(apiRequest('GET', '/api/customer/products', { cookie })));
    const first = mine.products[0]?.uuid;
    const chosen = await setCurrent(apiRequest('PUT', '/api/customer/products/current', { cookie, body: { productUuid: first } }));
    expect(chosen.status).toBe(200);
    const after = await json<{ currentUuid: string }>(await getProducts(apiRequest('GET', '/api/customer/products', { cookie: cookieFrom(chosen, cookie) })));
    expect(after.currentUuid).toBe(first);

    const other = await session('postpay@example.com');
    const theirs = await json<{ products: Array<{ uuid: string }> }>(await getProducts(apiRequest('GET', '/api/customer/products', { cookie: other })));
    const refused = await setCurrent(apiRequest('PUT', '/api/customer/products/current', { cookie, body: { productUuid: theirs.products[0]?.uuid } }));
    expect(refused.status).toBe(403);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('forbidden');
  });

  it('rejects a malformed product id with 422 and a foreign Origin with 403', async () => {
    const cookie = await session('prepay@example.com');
    expect((await setCurrent(apiRequest('PUT', '/api/customer/products/current', { cookie, body: { productUuid: '../../x' } }))).status).toBe(422);
    expect((await setCurrent(apiRequest('PUT', '/api/customer/products/current', { cookie, origin: 'https://evil.example', body: { productUuid: '00000000-0000-4000-8000-000000000000' } }))).status).toBe(403);
  });
});

describe('POST /api/account/select (several customer accounts)', () => {
  it('switches between the user\'s two accounts without signing out', async () => {
    let cookie = await session('multi@example.com');
    const auth = await upstreamSignIn(url, 'multi@example.com');
    const [a, b] = auth.Roles.map((r) => r.CustomerUUID);
    const names: string[] = [];
    for (const uuid of [a, b]) {
      const res = await selectAccount(apiRequest('POST', '/api/account/select', { cookie, body: { customerUuid: uuid } }));
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ redirectTo: '/profile' });
      cookie = cookieFrom(res, cookie);
      const c = await json<{ customer: { uuid: string; firstName: string; lastName: string } }>(await getCustomer(apiRequest('GET', '/api/customer', { cookie })));
      expect(c.customer.uuid).toBe(uuid);
      names.push(`${c.customer.firstName} ${c.customer.lastName}`);
    }
    expect(names[0]).not.toBe(names[1]);
    const rolesCall = (await received('/auth_roles$')).requests;
    expect(rolesCall.map((r) => r.path)).toEqual([`/customers/${a}/auth_roles`, `/customers/${b}/auth_roles`]);
  });

  it('refuses another customer\'s account without asking the upstream', async () => {
    const cookie = await session('multi@example.com');
    const other = await upstreamSignIn(url, 'postpay@example.com');
    await control(url, 'DELETE', '/requests');
    const res = await selectAccount(apiRequest('POST', '/api/account/select', { cookie, body: { customerUuid: other.Roles[0]?.CustomerUUID } }));
    expect(res.status).toBe(403);
    expect((await received('/auth_roles$')).requests).toEqual([]);
  });

  it('needs a session and a valid id', async () => {
    expect((await selectAccount(apiRequest('POST', '/api/account/select', { body: { customerUuid: '00000000-0000-4000-8000-000000000000' } }))).status).toBe(401);
    const cookie = await session('multi@example.com');
    expect((await selectAccount(apiRequest('POST', '/api/account/select', { cookie, body: { customerUuid: 'nope' } }))).status).toBe(422);
  });
});

describe('GET /api/health', () => {
  it('reports the app and each upstream', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'ok', upstreams: { accounts: { ok: true }, identity: { ok: true }, support: { ok: true } } });
  });
  it('says degraded when an upstream is down', async () => {
    const saved = process.env.SANDBOX_URL;
    process.env.SANDBOX_URL = 'http://127.0.0.1:9';
    try {
      const res = await health();
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ status: 'degraded', upstreams: { accounts: { ok: false } } });
    } finally {
      process.env.SANDBOX_URL = saved;
    }
  });
});
