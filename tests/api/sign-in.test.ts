import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as signOut } from '@/app/api/auth/sign-out/route';
import { GET as sessionEnded } from '@/app/api/auth/session-ended/route';
import { SIGN_IN_LIMIT } from '@/lib/flags/constants';
import type { Sandbox } from '@/sandbox/server';
import { upstreamSignIn, apiRequest, control, cookieFrom, json, PASSWORD, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

const post = (body: unknown, opts: Parameters<typeof apiRequest>[2] = {}) => signIn(apiRequest('POST', '/api/auth/sign-in', { body, ...opts }));

describe('POST /api/auth/sign-in', () => {
  it.each([
    ['prepay@example.com', '/profile'],
    ['postpay@example.com', '/profile'],
    ['payg@example.com', '/profile'],
    ['unverified@example.com', '/email-verify-page'],
    ['suspended@example.com', '/suspended'],
    ['nocard@example.com', '/no-payment-methods'],
    ['noplan@example.com', '/no-plans-page'],
    ['multi@example.com', '/select-account'],
    ['new@example.com', '/no-payment-methods'],
  ])('%s lands on %s', async (login, target) => {
    const res = await post({ login, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectTo: target });
  });

  it('sets an HttpOnly, SameSite=Lax cookie that does not carry the JWT in clear', async () => {
    const res = await post({ login: 'prepay@example.com', password: PASSWORD });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).not.toMatch(/eyJ/);
    const body = JSON.stringify(await json(res));
    expect(body).not.toMatch(/eyJ|JWT/);
  });

  it('sends the upstream the login with IncludeRoles, and never logs the password', async () => {
    await post({ login: 'prepay@example.com', password: PASSWORD });
    const log = await control<{ requests: Array<{ method: string; path: string; body?: Record<string, unknown> }> }>(url, 'GET', '/requests?path=/v2/69/auth');
    const auth = log.requests.find((r) => r.method === 'POST' && r.path === '/v2/69/auth');
    expect(auth?.body).toMatchObject({ IdentityProvider: 'LOCAL', AuthID: 'prepay@example.com', IncludeRoles: true });
    expect(JSON.stringify(log)).not.toContain(PASSWORD);
  });

  it('gives one message for a wrong password and an unknown login ("The email address or password is invalid, check details")', async () => {
    const wrong = await post({ login: 'prepay@example.com', password: 'Nope-Pass-2026' });
    const unknown = await post({ login: 'nobody@example.com', password: 'Nope-Pass-2026' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: { code: 'invalid_credentials', message: 'The email address or password is invalid, check details' } };
    expect(await json(wrong)).toEqual(expected);
    expect(await json(unknown)).toEqual(expected);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('rejects bad input with 422 and says which field ("please enter")', async () => {
    const res = await post({ login: 'prepay@example.com' });
    expect(res.status).toBe(422);
    const body = await json<{ error: { code: string; details: Array<{ path: string; message: string }> } }>(res);
    expect(body.error.code).toBe('bad_input');
    expect(body.error.details).toContainEqual(expect.objectContaining({ path: 'password' }));
    const notJson = await signIn(apiRequest('POST', '/api/auth/sign-in', { raw: '{login:' }));
    expect(notJson.status).toBe(422);
    const empty = await post({ login: '  ', password: PASSWORD });
    expect((await json<{ error: { details: Array<{ message: string }> } }>(empty)).error.details[0]?.message).toBe('please enter');
  });

  it('refuses a request without our Origin', async () => {
    expect((await post({ login: 'prepay@example.com', password: PASSWORD }, { origin: null })).status).toBe(403);
    const foreign = await post({ login: 'prepay@example.com', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await json<{ error: { code: string } }>(foreign)).error.code).toBe('bad_origin');
  });

  it('keeps a same-site redirect and drops any other', async () => {
    const kept = await post({ login: 'prepay@example.com', password: PASSWORD, redirect: '/profile/plans' });
    expect(await json(kept)).toEqual({ redirectTo: '/profile/plans' });
    const dropped = await post({ login: 'prepay@example.com', password: PASSWORD, redirect: 'https://evil.example/profile' });
    expect(await json(dropped)).toEqual({ redirectTo: '/profile' });
    const sneaky = await post({ login: 'prepay@example.com', password: PASSWORD, redirect: '//evil.example' });
    expect(await json(sneaky)).toEqual({ redirectTo: '/profile' });
  });

  it('limits attempts per login with 429 and a retry time', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perLogin; i++) expect((await post({ login: 'postpay@example.com', password: `Wrong-${i}-aaaa` })).status).toBe(401);
    const limited = await post({ login: 'postpay@example.com', password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<{ error: { code: string } }>(limited)).error.code).toBe('rate_limited');
  });

  it('an upstream that fails gives a clear message, not a crash', async () => {
    await control(url, 'POST', '/faults', { path: '^/v2/69/auth$', kind: 'status', status: 503, times: 1 });
    const down = await post({ login: 'prepay@example.com', password: PASSWORD });
    expect(down.status).toBe(502);
    expect(await json(down)).toEqual({ error: { code: 'upstream_error', message: 'something went wrong, try later' } });
    await control(url, 'POST', '/faults', { path: '^/v2/69/auth$', kind: 'malformed', times: 1 });
    const garbled = await post({ login: 'prepay@example.com', password: PASSWORD });
    expect(garbled.status).toBe(502);
    expect((await json<{ error: { code: string } }>(garbled)).error.code).toBe('upstream_bad_response');
    await control(url, 'POST', '/faults', { path: '^/v2/69/auth$', kind: 'empty', times: 1 });
    expect((await post({ login: 'prepay@example.com', password: PASSWORD })).status).toBe(502);
    // and the next try works
    expect((await post({ login: 'prepay@example.com', password: PASSWORD })).status).toBe(200);
  });

  it('an unreachable upstream is a 503 network error', async () => {
    const saved = process.env.SANDBOX_URL;
    process.env.SANDBOX_URL = 'http://127.0.0.1:9';
    try {
      const res = await post({ login: 'prepay@example.com', password: PASSWORD });
      expect(res.status).toBe(503);
      expect(await json(res)).toEqual({ error: { code: 'upstream_unavailable', message: 'network error' } });
    } finally {
      process.env.SANDBOX_URL = saved;
    }
  });
});

describe('POST /api/auth/sign-out', () => {
  it('clears the session cookie', async () => {
    const cookie = cookieFrom(await post({ login: 'prepay@example.com', password: PASSWORD }));
    expect(cookie).toContain('portal_session=');
    const res = await signOut(apiRequest('POST', '/api/auth/sign-out', { cookie }));
    expect(res.status).toBe(200);
    expect(cookieFrom(res, cookie)).not.toContain('portal_session=');
  });
  it('checks the Origin', async () => {
    expect((await signOut(apiRequest('POST', '/api/auth/sign-out', { origin: 'https://evil.example' }))).status).toBe(403);
  });
});

describe('GET /api/auth/session-ended', () => {
  it('clears the cookie and sends to sign-in with the page kept', async () => {
    const res = sessionEnded(apiRequest('GET', '/api/auth/session-ended?redirect=%2Fprofile%2Fplans', { cookie: 'portal_session=x' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/sign-in?expired=1&redirect=%2Fprofile%2Fplans');
    expect(cookieFrom(res, 'portal_session=x')).toBe('');
  });
  it('drops a foreign redirect', () => {
    const res = sessionEnded(apiRequest('GET', '/api/auth/session-ended?redirect=https%3A%2F%2Fevil.example'));
    expect(res.headers.get('location')).toBe('http://localhost:3000/sign-in?expired=1');
  });
});

describe('sign-in when the account cannot be read', () => {
  it('still signs in and sends to the profile, which shows the outage with a retry', async () => {
    const auth = await upstreamSignIn(url, 'postpay@example.com');
    await control(url, 'POST', '/faults', { path: `/customer/${auth.Roles[0]?.CustomerUUID}/mobile_products`, kind: 'status', status: 503 });
    const res = await post({ login: 'postpay@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectTo: '/profile' });
    expect(cookieFrom(res)).toContain('portal_session=');
  });
});
