import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as addItem } from '@/app/api/eshop/cart/items/route';
import { GET as listOrders } from '@/app/api/eshop/orders/route';
import { GET as maps } from '@/app/api/maps/route';
import { POST as chatLogin } from '@/app/api/support/chat-login/route';
import { parseEnv } from '@/lib/flags/env';
import { TIMEOUT_ACCOUNTS_MS, TIMEOUT_IDENTITY_MS, TIMEOUT_SUPPORT_MS } from '@/lib/flags/constants';
import { listOrderViews } from '@/lib/eshop/shop';
import { sessionCookieName, unsealSession } from '@/lib/session';
import { timeoutOf } from '@/lib/upstream/client';
import { createContext } from '@/lib/upstream/context';
import { familyTimeoutMs } from '@/lib/upstream/rules';
import type { Sandbox } from '@/sandbox/server';
import { control, PASSWORD, resetAll, startSandbox } from '../support/bff';
import { call, sessionOf, type ErrorOut } from '../support/eshop';

/*
 * Issue 10: "one upstream time-out per client family (make the time-outs configurable for tests)".
 * The sandbox's `timeout` fault never answers; each family's client must give up after its
 * time-out and the route must answer the error table's 5xx with the catalogue's text: never hang,
 * never a 500 'internal'.
 */

const TIMEOUT_MS = 400;
let sandbox: Sandbox;
let url: string;
beforeAll(async () => {
  ({ sandbox, url } = await startSandbox());
  process.env.UPSTREAM_TIMEOUT_MS = String(TIMEOUT_MS);
});
afterAll(() => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
  sandbox.close();
});
beforeEach(() => resetAll(url));

/** Injects a fault that holds the matching request's socket open without ever answering. */
async function hang(path: string, method?: string): Promise<void> {
  await control(url, 'POST', '/faults', { path, kind: 'timeout', times: 1, ...(method ? { method } : {}) });
}

/** Runs a route call and measures how long the answer took. */
async function timed<T>(run: () => Promise<T>): Promise<{ out: T; ms: number }> {
  const started = performance.now();
  const out = await run();
  return { out, ms: performance.now() - started };
}

/** How many requests matching `path` the sandbox received (a time-out is not retried behind the user's back). */
async function received(path: string): Promise<number> {
  return (await control<{ requests: unknown[] }>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`)).requests.length;
}

describe('UPSTREAM_TIMEOUT_MS — "Request timeout: 65 s main and identity APIs; 10 s support proxy", lowered for tests', () => {
  test('each family keeps the smaller of its spec time-out and the override; unset or bad leaves the spec', () => {
    expect([familyTimeoutMs(TIMEOUT_ACCOUNTS_MS, undefined), familyTimeoutMs(TIMEOUT_SUPPORT_MS, '')]).toEqual([65_000, 10_000]);
    expect([familyTimeoutMs(TIMEOUT_IDENTITY_MS, '250'), familyTimeoutMs(TIMEOUT_SUPPORT_MS, '30000')]).toEqual([250, 10_000]);
    expect([familyTimeoutMs(TIMEOUT_ACCOUNTS_MS, 'soon'), familyTimeoutMs(TIMEOUT_ACCOUNTS_MS, '0'), familyTimeoutMs(TIMEOUT_ACCOUNTS_MS, '1.5')]).toEqual([65_000, 65_000, 65_000]);
    expect([timeoutOf('accounts'), timeoutOf('identity'), timeoutOf('support')]).toEqual([TIMEOUT_MS, TIMEOUT_MS, TIMEOUT_MS]);
  });

  test('start-up refuses a value that is not a whole number of milliseconds from 100 to 65000', () => {
    const dev = { NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010' };
    expect(parseEnv({ ...dev, UPSTREAM_TIMEOUT_MS: '2000' }).UPSTREAM_TIMEOUT_MS).toBe(2000);
    expect(parseEnv(dev).UPSTREAM_TIMEOUT_MS).toBeUndefined();
    for (const bad of ['soon', '0', '99', '65001', '1.5']) {
      expect(() => parseEnv({ ...dev, UPSTREAM_TIMEOUT_MS: bad })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    }
  });
});

describe('an upstream that never answers: one per client family', () => {
  test('accounts: the orders list and a cart write answer 504 upstream_timeout (network error) after the time-out; the session stays', async () => {
    const cookie = await sessionOf('prepay@example.com');
    await hang('^/eshop/v3/customer/[^/]+/orders$');
    const read = await timed(() => call<ErrorOut>(listOrders, 'GET', '/api/eshop/orders', { cookie }));
    expect([read.out.status, read.out.body.error]).toEqual([504, { code: 'upstream_timeout', message: 'network error', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(read.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(read.ms).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(await received('^/eshop/v3/customer/[^/]+/orders$')).toBe(1);
    // A slow upstream is not a sign-out: the next call, answered, works with the same cookie
    expect((await call(listOrders, 'GET', '/api/eshop/orders', { cookie })).status).toBe(200);

    await hang('^/eshop/v3/cart$', 'POST');
    const write = await timed(() => call<ErrorOut>(addItem, 'POST', '/api/eshop/cart/items', { body: { simType: 'esim', plan: '30-prepay-value-pack' } }));
    expect([write.out.status, write.out.body.error]).toEqual([504, { code: 'upstream_timeout', message: 'network error', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(write.ms).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(await received('^/eshop/v3/cart$')).toBe(1);
  });

  test('identity: sign-in answers 504 upstream_timeout (network error) after the time-out, and sets no session', async () => {
    await hang('^/v2/69/auth$', 'POST');
    const { out, ms } = await timed(() => call<ErrorOut>(signIn, 'POST', '/api/auth/sign-in', { body: { login: 'prepay@example.com', password: PASSWORD } }));
    expect([out.status, out.body.error]).toEqual([504, { code: 'upstream_timeout', message: 'network error', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(out.res.headers.getSetCookie()).toEqual([]);
    expect(await received('^/v2/69/auth$')).toBe(1);
  });

  test("identity: a token refresh that times out is the time-out (504), not 'No auth token', and does not end the session", async () => {
    const cookie = await sessionOf('prepay@example.com');
    const sealed = new Map(cookie.split('; ').map((c) => c.split('=', 2) as [string, string])).get(sessionCookieName());
    const rc = createContext(await unsealSession(sealed), 'timeout-test');
    // A page rendered when the token is about to expire: its first customer call renews it first
    rc.now = () => Date.now() + 30 * 86_400_000;
    await control(url, 'DELETE', '/requests');
    await hang('^/v2/69/auth$', 'POST');
    const { out, ms } = await timed(() => listOrderViews(rc).then(() => null, (e: unknown) => e));
    expect(out).toMatchObject({ code: 'upstream_timeout', status: 504, message: 'network error' });
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(rc.ended).toBe(false);
    expect(await received('^/v2/69/auth$')).toBe(1);
    expect(await received('^/eshop/v3/customer/[^/]+/orders$')).toBe(0);
  });

  test("support: the maps listing answers 503 maps_unavailable ('error while loading maps') after the time-out; chat login gives up quietly", async () => {
    await hang('^/maps/v1/services$');
    const { out, ms } = await timed(() => call<ErrorOut>(maps, 'GET', '/api/maps'));
    expect([out.status, out.body.error]).toEqual([503, { code: 'maps_unavailable', message: 'error while loading maps', reference: expect.stringMatching(/^[0-9a-f]{8}$/) }]);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(await received('^/maps/v1/services$')).toBe(1);

    // "A failure or missing token silently logs the user out of chat": 200 with no provider, in time
    const cookie = await sessionOf('prepay@example.com');
    await hang('^/support/login/');
    const chat = await timed(() => call<{ provider: string | null }>(chatLogin, 'POST', '/api/support/chat-login', { cookie }));
    expect([chat.out.status, chat.out.body]).toEqual([200, { provider: null }]);
    expect(chat.ms).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(await received('^/support/login/')).toBe(1);
  });
});
