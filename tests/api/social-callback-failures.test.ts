import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/social/[...nextauth]/route';
import * as authCalls from '@/lib/auth/calls';
import type { Sandbox } from '@/sandbox/server';
import { APP, control, cookieFrom, resetAll, startSandbox } from '../support/bff';

jest.mock('@/lib/auth/calls', () => {
  const actual = jest.requireActual<typeof import('@/lib/auth/calls')>('@/lib/auth/calls');
  return { ...actual, socialSignIn: jest.fn(actual.socialSignIn) };
});

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

const ctx = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

/** Start → the sandbox's chooser → a choice → our callback request, as the browser would make it. */
async function callbackRequest(provider: 'google' | 'apple' | 'facebook', identity: string): Promise<NextRequest> {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', origin: APP });
  const started = await POST(new NextRequest(`${APP}/api/social/start/${provider}`, { method: 'POST', headers, body: '' }), ctx('start', provider));
  const authorize = new URL(started.headers.get('location') ?? '');
  const body = new URLSearchParams([...authorize.searchParams].filter(([k]) => k !== 'response_type'));
  body.set('identity', identity);
  const chosen = await fetch(`${url}${authorize.pathname}`, { method: 'POST', body, redirect: 'manual' });
  return new NextRequest(new URL(chosen.headers.get('location') ?? ''), { headers: { host: 'localhost:3000', cookie: cookieFrom(started) } });
}

const sessionSet = (res: Response) => res.headers.getSetCookie().some((c) => /^portal_session=[^;]/.test(c));

/**
 * Issue 10, finding 9: "the social callback swallow[s] every error (auth failures included): only
 * the expected absence becomes null; anything else goes to the error boundary or the session
 * end." Spec §7: "Social sign-in sends the provider and identifiers to the auth check."
 */
describe('social callback: what the auth check answered decides the outcome', () => {
  test('the identity refused (401, no such user): refused, no session', async () => {
    await control(url, 'POST', '/faults', { path: '^/v2/69/auth_check$', kind: 'status', status: 401 });
    const res = await GET(await callbackRequest('google', 'google-aroha'), ctx('callback', 'google'));
    expect(res.headers.get('location')).toBe(`${APP}/sign-in?social=refused&provider=google`);
    expect(sessionSet(res)).toBe(false);
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 503 }],
    ['a malformed answer', { kind: 'malformed' }],
  ])('the auth check could not answer (%s): unavailable (try later), told apart from a refusal and a failed hand-shake', async (_, fault) => {
    await control(url, 'POST', '/faults', { path: '^/v2/69/auth_check$', ...fault });
    const res = await GET(await callbackRequest('apple', 'apple-mere'), ctx('callback', 'apple'));
    expect(res.headers.get('location')).toBe(`${APP}/sign-in?social=unavailable&provider=apple`);
    expect(sessionSet(res)).toBe(false);
  });

  test('a fault of ours in the auth check is thrown (the error log and a 500), not shown as a sign-in message', async () => {
    jest.mocked(authCalls.socialSignIn).mockRejectedValueOnce(new TypeError('a bug'));
    const req = await callbackRequest('facebook', 'facebook-tama');
    await expect(GET(req, ctx('callback', 'facebook'))).rejects.toThrow('a bug');
  });

  test('a hand-shake that is not ours (forged or garbled state, no code) fails without calling the auth check', async () => {
    for (const q of ['code=abc&state=forged', 'state=%FF%FE', 'error=server_error', '']) {
      const res = await GET(new NextRequest(`${APP}/api/social/callback/google?${q}`, { headers: { host: 'localhost:3000' } }), ctx('callback', 'google'));
      expect([q, res.headers.get('location')]).toEqual([q, `${APP}/sign-in?social=failed&provider=google`]);
    }
    const log = await control<{ requests: unknown[] }>(url, 'GET', '/requests?path=auth_check');
    expect(log.requests).toEqual([]);
  });
});
