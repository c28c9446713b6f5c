import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/social/[...nextauth]/route';
import { unsealSession } from '@/lib/session';
import type { Sandbox } from '@/sandbox/server';
import { APP, control, cookieFrom, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

const ctx = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });

function startRequest(provider: string, form: Record<string, string> = {}, origin: string | null = APP): NextRequest {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' });
  if (origin) headers.set('origin', origin);
  return new NextRequest(`${APP}/api/social/start/${provider}`, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
}

/** Start → the sandbox chooser → a choice (or Cancel) → back at our callback, like a browser. */
async function handshake(provider: 'google' | 'apple' | 'facebook', choice: Record<string, string>, form: Record<string, string> = {}) {
  const started = await POST(startRequest(provider, form), ctx('start', provider));
  expect(started.status).toBe(303);
  const authorize = new URL(started.headers.get('location') ?? '');
  expect(authorize.origin).toBe(url);
  const jar = cookieFrom(started);
  const body = new URLSearchParams([...authorize.searchParams].filter(([k]) => k !== 'response_type'));
  for (const [k, v] of Object.entries(choice)) body.set(k, v);
  const chosen = await fetch(`${url}${authorize.pathname}`, { method: 'POST', body, redirect: 'manual' });
  const back = new URL(chosen.headers.get('location') ?? '');
  expect(back.pathname).toBe(`/api/social/callback/${provider}`);
  const res = await GET(new NextRequest(back, { headers: { host: 'localhost:3000', cookie: jar } }), ctx('callback', provider));
  return { authorize, res };
}

describe('social sign-in through next-auth and the sandbox', () => {
  it.each([
    ['google', 'google-aroha'],
    ['apple', 'apple-mere'],
    ['facebook', 'facebook-tama'],
  ] as const)('%s: the callback writes our HttpOnly session cookie and lands on the profile', async (provider, sub) => {
    const { authorize, res } = await handshake(provider, { identity: sub });
    // Google is asked to let the user pick an account; the others are sent no prompt.
    expect(authorize.searchParams.get('prompt')).toBe(provider === 'google' ? 'select_account' : null);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/profile');
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('portal_session='));
    expect(session).toMatch(/HttpOnly/i);
    // The page it lands on sends the analytics `login` event with this provider (and deletes the hint).
    const loginHint = cookies.find((c) => c.startsWith('login_event='));
    expect(loginHint).toMatch(new RegExp(`^login_event=${provider};`));
    expect(loginHint).toMatch(/Max-Age=300/i);
    expect(loginHint).not.toMatch(/HttpOnly/i);
    // next-auth's own session is never handed out; the JWT is in no header or body in clear
    expect(cookies.some((c) => /next-auth\.session-token=[^;]/.test(c))).toBe(false);
    const data = await unsealSession(/portal_session=([^;]+)/.exec(session ?? '')?.[1]);
    expect(data).toMatchObject({ identityProvider: provider.toUpperCase(), emailVerified: true, authId: `${provider.toUpperCase()}:${sub}` });
    expect(data.jwt).toMatch(/^eyJ/);
    // The JWT itself, not the letters 'eyJ': a sealed cookie is random base64 and holds them now and then.
    expect(cookies.join('\n')).not.toContain(data.jwt);
    expect(cookies.filter((c) => !c.startsWith('portal_session=')).join('\n')).not.toMatch(/eyJ/);
    expect(await res.text()).not.toMatch(/eyJ|JWT/);
    // the upstream got the provider's subject and token
    const log = await control<{ requests: Array<{ path: string; body?: Record<string, unknown> }> }>(url, 'GET', '/requests?path=auth_check');
    expect(log.requests.at(-1)?.body).toMatchObject({ IdentityProvider: provider.toUpperCase(), AuthID: sub, IncludeRoles: true });
  });

  it('a same-site redirect given at the start is where the sign-in lands; a foreign one is dropped', async () => {
    const ok = await handshake('google', { identity: 'google-sam' }, { redirect: '/profile/personal-data' });
    expect(new URL(ok.res.headers.get('location') ?? '').pathname).toBe('/profile/personal-data');
    const evil = await handshake('google', { identity: 'google-sam' }, { redirect: '//evil.example/x' });
    expect(new URL(evil.res.headers.get('location') ?? '').href).toBe(`${APP}/profile`);
  });

  it('denied consent returns to /sign-in?social=denied without a session', async () => {
    const { res } = await handshake('google', { deny: '1' });
    expect(res.headers.get('location')).toBe(`${APP}/sign-in?social=denied&provider=google`);
    expect(res.headers.getSetCookie().some((c) => /^portal_session=[^;]/.test(c))).toBe(false);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('login_event='))).toBe(false);
  });

  it('an upstream refusal returns to /sign-in?social=refused', async () => {
    await control(url, 'POST', '/faults', { path: '/v2/69/auth_check', kind: 'status', status: 401 });
    const { res } = await handshake('apple', { identity: 'apple-mere' });
    expect(res.headers.get('location')).toBe(`${APP}/sign-in?social=refused&provider=apple`);
    await control(url, 'DELETE', '/faults');
  });

  it('Apple unreachable at the start shows apple_script_load_error; Google shows unavailable', async () => {
    await control(url, 'POST', '/faults', { path: '/oauth/(apple|google)/.well-known', kind: 'status', status: 503 });
    const apple = await POST(startRequest('apple'), ctx('start', 'apple'));
    expect(apple.headers.get('location')).toBe(`${APP}/sign-in?social=apple_script_load_error&provider=apple`);
    const google = await POST(startRequest('google'), ctx('start', 'google'));
    expect(google.headers.get('location')).toBe(`${APP}/sign-in?social=unavailable&provider=google`);
    await control(url, 'DELETE', '/faults');
  });

  it('a start from another site is refused; next-auth pages and unknown providers go to /sign-in', async () => {
    const foreign = await POST(startRequest('google', {}, 'https://evil.example'), ctx('start', 'google'));
    expect(foreign.headers.get('location')).toBe(`${APP}/sign-in?social=failed&provider=google`);
    const page = await GET(new NextRequest(`${APP}/api/social/signin`, { headers: { host: 'localhost:3000' } }), ctx('signin'));
    expect(page.headers.get('location')).toBe(`${APP}/sign-in`);
    const unknown = await POST(startRequest('myspace'), ctx('start', 'myspace'));
    expect(unknown.headers.get('location')).toBe(`${APP}/sign-in`);
  });

  it('a callback without the hand-shake cookies (forged state) does not sign in', async () => {
    const res = await GET(new NextRequest(`${APP}/api/social/callback/google?code=abc&state=forged`, { headers: { host: 'localhost:3000' } }), ctx('callback', 'google'));
    expect(res.headers.get('location')).toBe(`${APP}/sign-in?social=failed&provider=google`);
  });
});
