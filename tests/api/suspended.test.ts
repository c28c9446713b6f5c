import { PUT as putName } from '@/app/api/account/name/route';
import { POST as selectAccount } from '@/app/api/account/select/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as signOut } from '@/app/api/auth/sign-out/route';
import { GET as getCustomer } from '@/app/api/customer/route';
import { GET as getProducts } from '@/app/api/customer/products/route';
import { GET as getCart } from '@/app/api/eshop/cart/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { POST as checkout } from '@/app/api/eshop/checkout/route';
import { GET as listOrders } from '@/app/api/eshop/orders/route';
import { POST as chatLogin } from '@/app/api/support/chat-login/route';
import { NextRequest } from 'next/server';
import { clearCache } from '@/lib/cache';
import { proxy } from '@/proxy';
import type { CartView } from '@/lib/eshop/types';
import type { Sandbox } from '@/sandbox/server';
import { apiRequest, APP, control, cookieFrom, json, PASSWORD, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';

/**
 * Issue 10, finding 4: "Suspended accounts keep full API access (they placed an order on
 * bill-to-account). `withCustomer` enforces the same guard chain as the pages: a suspended
 * customer gets 403 `account_suspended` from every customer route except sign-out and the few
 * the suspended page needs." Spec: "Suspended accounts: only the suspended page."
 */

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

type Logged = { requests: Array<{ method: string; path: string; body: unknown }> };
const PLAN = '30-prepay-value-pack';
const SUSPENDED = { status: 403, code: 'account_suspended', message: 'Your account is suspended' };
const refusal = (r: { status: number; body: ErrorOut }) => ({ status: r.status, code: r.body.error?.code, message: r.body.error?.message });
const upstream = async (path: RegExp) => (await control<Logged>(url, 'GET', '/requests')).requests.filter((r) => path.test(r.path)).map((r) => `${r.method} ${r.path}`);

async function visitorCart(): Promise<CartView> {
  const r = await call<{ cart: CartView }>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: PLAN } });
  expect(r.status).toBe(200);
  return r.body.cart;
}

describe('a suspended account (suspended@example.com)', () => {
  test('signs in and lands on the suspended page', async () => {
    const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login: 'suspended@example.com', password: PASSWORD } }));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectTo: '/suspended' });
  });

  test('cannot check out on bill-to-account: 403 account_suspended, and no order reaches the upstream', async () => {
    const cookie = await sessionOf('suspended@example.com');
    const cart = await visitorCart();
    await control(url, 'DELETE', '/requests');
    const r = await call<ErrorOut>(checkout, 'POST', '/api/eshop/checkout', {
      cookie,
      headers: { 'idempotency-key': 'suspended-1' },
      body: { uuid: cart.uuid, contact: { email: 'suspended@example.com', name: 'Hemi Walker', phone: '0275550505' }, paymentMethodType: 'bill_routes' },
    });
    expect(refusal(r)).toEqual(SUSPENDED);
    expect(await upstream(/order|checkout|cart/i)).toEqual([]);
  });

  test('cannot fill or read a cart, change the name or read the account', async () => {
    const cookie = await sessionOf('suspended@example.com');
    clearCache();
    await control(url, 'DELETE', '/requests');
    expect(refusal(await call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { cookie, body: { simType: 'esim', plan: PLAN } }))).toEqual(SUSPENDED);
    expect(refusal(await call<ErrorOut>(getCart, 'GET', '/api/eshop/cart', { cookie }))).toEqual(SUSPENDED);
    expect(refusal(await call<ErrorOut>(putName, 'PUT', '/api/account/name', { cookie, body: { firstName: 'Someone', lastName: 'Else' } }))).toEqual(SUSPENDED);
    expect(refusal(await call<ErrorOut>(getCustomer, 'GET', '/api/customer', { cookie }))).toEqual(SUSPENDED);
    expect(refusal(await call<ErrorOut>(getProducts, 'GET', '/api/customer/products', { cookie }))).toEqual(SUSPENDED);
    expect(refusal(await call<ErrorOut>(listOrders, 'GET', '/api/eshop/orders', { cookie }))).toEqual(SUSPENDED);
    // Nothing but the one customer read that decides it: the pages' cached read, once for all six calls.
    expect(await upstream(/^\/(?!v2\/69\/auth)/)).toEqual([expect.stringMatching(/^GET \/v2\/69\/customer\/[\w-]+$/)]);
  });

  test('can still sign out, choose its account and reach the help chat (what the suspended page offers)', async () => {
    const cookie = await sessionOf('suspended@example.com');
    const uuid = (await upstreamCustomer(cookie)).uuid;
    const chosen = await call<{ redirectTo: string }>(selectAccount, 'POST', '/api/account/select', { cookie, body: { customerUuid: uuid } });
    expect([chosen.status, chosen.body.redirectTo]).toEqual([200, '/suspended']);
    expect((await call(chatLogin, 'POST', '/api/support/chat-login', { cookie })).status).toBe(200);
    const out = await signOut(apiRequest('POST', '/api/auth/sign-out', { cookie }));
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ redirectTo: '/' });
    expect(cookieFrom(out, cookie)).not.toMatch(/portal_session=/);
  });

  test('"a failure to look up the suspended state is treated as not suspended"', async () => {
    const cookie = await sessionOf('suspended@example.com');
    clearCache();
    await control(url, 'POST', '/faults', { path: '^/v2/69/customer/[\\w-]+$', kind: 'status', status: 503, times: 1 });
    const r = await call<{ products: unknown[] }>(getProducts, 'GET', '/api/customer/products', { cookie });
    expect(r.status).toBe(200);
    expect(r.body.products.length).toBe(1);
  });

  test('an active account is not refused by the same calls', async () => {
    const cookie = await sessionOf('prepay@example.com');
    expect((await call(putName, 'PUT', '/api/account/name', { cookie, body: { firstName: 'Aroha', lastName: 'Ngata' } })).status).toBe(200);
    expect((await call(getCustomer, 'GET', '/api/customer', { cookie })).status).toBe(200);
    expect((await call(addItem, 'POST', '/api/eshop/cart/items', { cookie, body: { simType: 'esim', plan: PLAN } })).status).toBe(200);
  });
});

/** What proxy.ts answers a page request with this session: its status and where it rewrites or redirects. */
async function page(path: string, cookie: string): Promise<[string, number, string | null]> {
  const res = await proxy(new NextRequest(`${APP}${path}`, { headers: { cookie } }));
  return [path, res.status, res.headers.get('x-middleware-rewrite') ?? res.headers.get('location')];
}

describe('issue 30 item 2: "Suspended account: only the suspended page; other pages redirect to not-found"', () => {
  const notFound = (path: string): [string, number, string] => [path, 404, `${APP}/en/not-found-page`];

  test('after signing in, public, shop, broadband, onboarding and profile pages answer not-found; the suspended page renders', async () => {
    const cookie = await sessionOf('suspended@example.com');
    await control(url, 'DELETE', '/requests');
    for (const path of ['/', '/plans', '/ufb', '/help', '/eshop', '/sim-purchase', '/broadband', '/onboarding', '/welcome', '/profile', '/select-account', '/link/help', '/sign-in']) {
      expect(await page(path, cookie)).toEqual(notFound(path));
    }
    expect(await page('/suspended', cookie)).toEqual(['/suspended', 200, `${APP}/en/suspended`]);
    // The session knew: none of these pages read the upstream to decide.
    expect(await upstream(/^\/v2\/69\/customer/)).toEqual([]);
  });

  test('an active account opens the same pages as before', async () => {
    const cookie = await sessionOf('prepay@example.com');
    for (const path of ['/', '/plans', '/ufb', '/help']) {
      expect(await page(path, cookie)).toEqual([path, 200, `${APP}/en${path === '/' ? '' : path}`]);
    }
  });

  test('an account found suspended by a route after sign-in is kept to the suspended page from then on', async () => {
    // The sign-in's own read of the account fails ("treated as not suspended"): the session starts unmarked.
    await control(url, 'POST', '/faults', { path: '^/v2/69/customer/[\\w-]+$', kind: 'status', status: 503, times: 1 });
    const cookie = await sessionOf('suspended@example.com');
    expect(await page('/plans', cookie)).toEqual(['/plans', 200, `${APP}/en/plans`]);
    const refused = await getProducts(apiRequest('GET', '/api/customer/products', { cookie }));
    expect(refused.status).toBe(403);
    expect(await page('/plans', cookieFrom(refused, cookie))).toEqual(notFound('/plans'));
  });
});

test('a suspended mark older than the customer lookup\'s 3 minutes is read again: a restored account opens its pages and the mark goes', async () => {
  const { sealSession, sessionCookieName, unsealSession } = await import('@/lib/session');
  const cookie = await sessionOf('prepay@example.com');
  const session = await unsealSession(cookie.split('; ').find((c) => c.startsWith(`${sessionCookieName()}=`))?.slice(sessionCookieName().length + 1));
  const marked = async (ageMs: number) => `${sessionCookieName()}=${await sealSession({ ...session, suspended: { customerUuid: session.customerUuid ?? '', checkedAt: Date.now() - ageMs } })}`;
  expect(await page('/plans', await marked(60_000))).toEqual(['/plans', 404, `${APP}/en/not-found-page`]);
  const res = await proxy(new NextRequest(`${APP}/plans`, { headers: { cookie: await marked(181_000) } }));
  expect(res.status).toBe(200);
  const renewed = cookieFrom(res).split('; ').find((c) => c.startsWith(`${sessionCookieName()}=`))?.slice(sessionCookieName().length + 1);
  expect((await unsealSession(renewed)).suspended).toBeUndefined();
});

/** The session's customer UUID, read at the upstream (the BFF's own read is refused). */
async function upstreamCustomer(cookie: string): Promise<{ uuid: string }> {
  const { unsealSession, sessionCookieName } = await import('@/lib/session');
  const raw = cookie.split('; ').find((c) => c.startsWith(`${sessionCookieName()}=`))?.slice(sessionCookieName().length + 1);
  const session = await unsealSession(raw);
  return { uuid: session.customerUuid ?? '' };
}
