import { createHash } from 'node:crypto';
import { SANDBOX_CLIENTS, TEST_IDENTITIES, type OAuthProvider } from '@/sandbox/oauth';
import type { AuthResponse } from '@/sandbox/tokens';
import { SANDBOX_CLIENTS as APP_CLIENTS } from '@/lib/social/rules';
import { call, control, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
afterEach(async () => {
  await control(run.url, 'POST', '/reset');
});

const callbackOf = (p: OAuthProvider) => `http://127.0.0.1:3000/api/social/callback/${p}`;
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** Picks an identity on the chooser (POST authorize) and returns the redirect's parameters. */
async function choose(p: OAuthProvider, extra: Record<string, string> = {}): Promise<URL> {
  const form = new URLSearchParams({ client_id: SANDBOX_CLIENTS[p].id, redirect_uri: callbackOf(p), state: 'st-1', identity: TEST_IDENTITIES[p][0]?.sub ?? '', ...extra });
  const res = await fetch(`${run.url}/oauth/${p}/authorize`, { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function token(p: OAuthProvider, code: string, opts: { secret?: string; redirectUri?: string; verifier?: string } = {}): Promise<{ status: number; body: Record<string, string> }> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: opts.redirectUri ?? callbackOf(p) });
  if (opts.verifier) form.set('code_verifier', opts.verifier);
  const res = await fetch(`${run.url}/oauth/${p}/token`, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(SANDBOX_CLIENTS[p].id, opts.secret ?? SANDBOX_CLIENTS[p].secret) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('sandbox OAuth provider', () => {
  test('the app uses the same sandbox client credentials', () => {
    expect(APP_CLIENTS).toEqual(SANDBOX_CLIENTS);
  });

  test('discovery names our endpoints for Google and Apple; Facebook has none', async () => {
    const d = await call<Record<string, string>>(run.url, 'GET', '/oauth/google/.well-known/openid-configuration');
    expect(d.body).toMatchObject({ issuer: `${run.url}/oauth/google`, authorization_endpoint: `${run.url}/oauth/google/authorize`, jwks_uri: `${run.url}/oauth/google/jwks` });
    expect((await call(run.url, 'GET', '/oauth/facebook/.well-known/openid-configuration')).status).toBe(404);
    const jwks = await call<{ keys: Array<{ kty: string; alg: string }> }>(run.url, 'GET', '/oauth/apple/jwks');
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });

  test('the Google chooser lists the test accounts and "use another account"', async () => {
    const q = new URLSearchParams({ client_id: SANDBOX_CLIENTS.google.id, redirect_uri: callbackOf('google'), response_type: 'code', state: 's', prompt: 'select_account' });
    const res = await fetch(`${run.url}/oauth/google/authorize?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Choose an account');
    for (const p of TEST_IDENTITIES.google) expect(html).toContain(p.email);
    expect(html).toContain('Use another account');
  });

  test('authorize → code → token (PKCE) → userinfo', async () => {
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const back = await choose('google', { code_challenge: challenge, code_challenge_method: 'S256' });
    expect(back.origin + back.pathname).toBe(callbackOf('google'));
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code') ?? '';
    expect((await token('google', code, { verifier: 'wrong' })).status).toBe(400);

    const again = await choose('google', { code_challenge: challenge, code_challenge_method: 'S256' });
    const t = await token('google', again.searchParams.get('code') ?? '', { verifier });
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ token_type: 'Bearer' });
    expect(t.body.id_token?.split('.')).toHaveLength(3);
    const info = await fetch(`${run.url}/oauth/google/userinfo`, { headers: { authorization: `Bearer ${t.body.access_token}` } });
    expect(await info.json()).toMatchObject({ sub: TEST_IDENTITIES.google[0]?.sub, email: TEST_IDENTITIES.google[0]?.email });
    // a code works once
    expect((await token('google', again.searchParams.get('code') ?? '', { verifier })).body.error).toBe('invalid_grant');
  });

  test('Facebook: client_secret_post, no id token, graph-like userinfo', async () => {
    const back = await choose('facebook');
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code') ?? '', redirect_uri: callbackOf('facebook'), client_id: SANDBOX_CLIENTS.facebook.id, client_secret: SANDBOX_CLIENTS.facebook.secret });
    const res = await fetch(`${run.url}/oauth/facebook/token`, { method: 'POST', body: form });
    const t = (await res.json()) as Record<string, string>;
    expect(res.status).toBe(200);
    expect(t.id_token).toBeUndefined();
    const info = await fetch(`${run.url}/oauth/facebook/userinfo?fields=id,name,email`, { headers: { authorization: `Bearer ${t.access_token}` } });
    expect(await info.json()).toMatchObject({ id: TEST_IDENTITIES.facebook[0]?.sub, email: TEST_IDENTITIES.facebook[0]?.email });
    expect((await fetch(`${run.url}/oauth/facebook/userinfo`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  test('a bad client secret is invalid_client (401)', async () => {
    const back = await choose('apple');
    const t = await token('apple', back.searchParams.get('code') ?? '', { secret: 'wrong' });
    expect(t.status).toBe(401);
    expect(t.body.error).toBe('invalid_client');
  });

  test('an unregistered redirect_uri is refused on the page (never redirected to)', async () => {
    const q = new URLSearchParams({ client_id: SANDBOX_CLIENTS.google.id, redirect_uri: 'https://evil.example/api/social/callback/google', response_type: 'code' });
    const res = await fetch(`${run.url}/oauth/google/authorize?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_request');
    const wrongPath = new URLSearchParams({ client_id: SANDBOX_CLIENTS.google.id, redirect_uri: 'http://127.0.0.1:3000/elsewhere', response_type: 'code' });
    expect((await fetch(`${run.url}/oauth/google/authorize?${wrongPath}`)).status).toBe(400);
    // and the token call must repeat the same redirect_uri
    const back = await choose('google');
    expect((await token('google', back.searchParams.get('code') ?? '', { redirectUri: 'http://localhost:9/api/social/callback/google' })).body.error).toBe('invalid_grant');
  });

  test('an expired code is invalid_grant', async () => {
    const back = await choose('google');
    await control(run.url, 'POST', '/clock', { advanceMs: 61_000 });
    const t = await token('google', back.searchParams.get('code') ?? '');
    expect(t.status).toBe(400);
    expect(t.body.error_description).toMatch(/expired/);
  });

  test('Cancel redirects with error=access_denied and the state', async () => {
    const back = await choose('google', { deny: '1' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('POST /v2/69/auth_check with a social identity', () => {
  async function idToken(p: 'google' | 'apple'): Promise<string> {
    const back = await choose(p);
    return (await token(p, back.searchParams.get('code') ?? '')).body.id_token ?? '';
  }
  const check = (provider: string, authId: string, code: string) =>
    call<AuthResponse & { err_message?: string }>(run.url, 'POST', '/v2/69/auth_check', { body: { IdentityProvider: provider, AuthID: authId, AuthCode: code, IncludeRoles: true } });

  test('a valid Google id token signs in (created once, then found), email verified', async () => {
    const sub = TEST_IDENTITIES.google[0]?.sub ?? '';
    const first = await check('GOOGLE', sub, await idToken('google'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ IdentityProvider: 'GOOGLE', EmailVerified: true, Email: TEST_IDENTITIES.google[0]?.email, FirstName: 'Aroha' });
    expect(first.body.Roles).toHaveLength(1);
    const second = await check('GOOGLE', sub, await idToken('google'));
    expect(second.body.UUID).toBe(first.body.UUID);
  });

  test('a Facebook access token signs in', async () => {
    const back = await choose('facebook');
    const t = await token('facebook', back.searchParams.get('code') ?? '');
    const res = await check('FACEBOOK', TEST_IDENTITIES.facebook[0]?.sub ?? '', t.body.access_token ?? '');
    expect(res.status).toBe(200);
    expect(res.body.IdentityProvider).toBe('FACEBOOK');
  });

  test('a tampered, foreign-audience or mismatched token is refused (401)', async () => {
    const sub = TEST_IDENTITIES.apple[0]?.sub ?? '';
    const good = await idToken('apple');
    const [h, p, s] = good.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), sub: 'someone-else' })).toString('base64url')}.${s}`;
    expect((await check('APPLE', 'someone-else', forged)).status).toBe(401);
    // an Apple token presented as Google: wrong audience
    expect((await check('GOOGLE', sub, good)).status).toBe(401);
    // the token of another subject
    expect((await check('APPLE', 'apple-other', good)).status).toBe(401);
    expect((await check('APPLE', sub, 'not-a-token')).status).toBe(401);
    expect((await check('FACEBOOK', 'x', 'unknown-access-token')).status).toBe(401);
  });

  test('an expired id token is refused', async () => {
    const t = await idToken('google');
    await control(run.url, 'POST', '/clock', { advanceMs: 3_601_000 });
    const res = await check('GOOGLE', TEST_IDENTITIES.google[0]?.sub ?? '', t);
    expect(res.status).toBe(401);
    expect(res.body.err_message).toBe('Identity token has expired');
  });

  test('social providers are for auth_check only; /auth still refuses them', async () => {
    expect((await call(run.url, 'POST', '/v2/69/auth', { body: { IdentityProvider: 'GOOGLE', AuthID: 'x', AuthCode: 'y', IncludeRoles: true } })).status).toBe(400);
  });
});
