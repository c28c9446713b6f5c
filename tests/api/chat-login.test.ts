import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as chatLoginRoute } from '@/app/api/support/chat-login/route';
import { GET as getCustomer } from '@/app/api/customer/route';
import type { Sandbox } from '@/sandbox/server';
import { apiRequest, control, cookieFrom, json, PASSWORD, resetAll, startSandbox, upstreamSignIn } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await resetAll(url);
});

async function session(login: string): Promise<string> {
  const res = await signIn(apiRequest('POST', '/api/auth/sign-in', { body: { login, password: PASSWORD } }));
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

type Logged = { method: string; path: string; query: Record<string, string>; authorization: boolean; status?: number };
const logins = async () => (await control<{ requests: Logged[] }>(url, 'GET', `/requests?path=${encodeURIComponent('^/support/login/')}`)).requests;

const chat = (cookie?: string, opts: { origin?: string | null; body?: unknown; path?: string } = {}) =>
  chatLoginRoute(apiRequest('POST', opts.path ?? '/api/support/chat-login', { cookie, origin: opts.origin, body: opts.body }));

describe('POST /api/support/chat-login: "Chat login (/support/login/{uuid}) for signed-in users, silent on failure"', () => {
  test('answers the provider and token of the signed-in customer\'s chat login', async () => {
    const cookie = await session('prepay@example.com');
    const own = (await upstreamSignIn(url, 'prepay@example.com')).Roles[0]?.CustomerUUID;
    await control(url, 'DELETE', '/requests');
    const res = await chat(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toEqual({ provider: 'helpdesk', token: expect.stringMatching(/^\S{20,}$/) });
    const sent = await logins();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: `/support/login/${own}`, query: { platform: 'web' }, authorization: true, status: 200 });
  });

  test('a multi-account user who has not chosen yet logs in to chat as the user', async () => {
    const cookie = await session('multi@example.com');
    const res = await chat(cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ provider: 'helpdesk', token: expect.any(String) });
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 502 }],
    ['a 401 (chat refuses; the portal session is not ended)', { kind: 'status', status: 401 }],
    ['a 403', { kind: 'status', status: 403 }],
    ['a malformed body', { kind: 'malformed' }],
    ['an empty body (no Token)', { kind: 'empty' }],
  ])('upstream failure, %s: silently { provider: null } with 200, and the session lives on', async (_name, fault) => {
    const cookie = await session('postpay@example.com');
    await control(url, 'POST', '/faults', { path: '^/support/login/', ...fault });
    const res = await chat(cookie);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ provider: null });
    const next = cookieFrom(res, cookie);
    expect(next).toContain('portal_session=');
    await control(url, 'DELETE', '/faults');
    expect((await getCustomer(apiRequest('GET', '/api/customer', { cookie: next }))).status).toBe(200);
  });

  test('signed out: 401, and the upstream is not asked', async () => {
    await control(url, 'DELETE', '/requests');
    const res = await chat();
    expect(res.status).toBe(401);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('unauthorised');
    expect(await logins()).toEqual([]);
  });

  test('another site (bad Origin) or no Origin at all: 403, and the upstream is not asked', async () => {
    const cookie = await session('prepay@example.com');
    await control(url, 'DELETE', '/requests');
    const evil = await chat(cookie, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await json<{ error: { code: string } }>(evil)).error.code).toBe('bad_origin');
    expect((await chat(cookie, { origin: null })).status).toBe(403);
    expect(await logins()).toEqual([]);
  });

  test('someone else\'s customer cannot be named: the uuid comes from the session only', async () => {
    const cookie = await session('prepay@example.com');
    const own = (await upstreamSignIn(url, 'prepay@example.com')).Roles[0]?.CustomerUUID ?? '';
    const other = (await upstreamSignIn(url, 'postpay@example.com')).Roles[0]?.CustomerUUID ?? '';
    expect(other).not.toBe(own);
    await control(url, 'DELETE', '/requests');
    const res = await chat(cookie, { body: { uuid: other, customerUuid: other }, path: `/api/support/chat-login?uuid=${other}&customerUuid=${other}` });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ provider: 'helpdesk' });
    const sent = await logins();
    expect(sent.map((r) => r.path)).toEqual([`/support/login/${own}`]);
  });
});
