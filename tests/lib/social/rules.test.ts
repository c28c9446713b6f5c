import { parseEnv } from '@/lib/flags/env';
import { safeRedirect } from '@/lib/session/redirect';
import { authCheckBody, callbackFailure, isSocialError, providerSetups, SANDBOX_CLIENTS, startFailure } from '@/lib/social/rules';

describe('authCheckBody: the provider identity → auth_check (spec §7)', () => {
  it('Google and Apple send the subject and the id token', () => {
    expect(authCheckBody({ provider: 'google', providerAccountId: 'g-1', id_token: 'id.tok.en', access_token: 'at' })).toEqual({ IdentityProvider: 'GOOGLE', AuthID: 'g-1', AuthCode: 'id.tok.en', IncludeRoles: true });
    expect(authCheckBody({ provider: 'apple', providerAccountId: 'a-1', id_token: 'x.y.z' })).toEqual({ IdentityProvider: 'APPLE', AuthID: 'a-1', AuthCode: 'x.y.z', IncludeRoles: true });
  });

  it('Facebook (no id token) sends the access token', () => {
    expect(authCheckBody({ provider: 'facebook', providerAccountId: 'f-1', access_token: 'fb-at' })).toEqual({ IdentityProvider: 'FACEBOOK', AuthID: 'f-1', AuthCode: 'fb-at', IncludeRoles: true });
  });

  it('nothing without the proof, the subject, or for another provider', () => {
    expect(authCheckBody({ provider: 'google', providerAccountId: 'g-1', access_token: 'at' })).toBeUndefined();
    expect(authCheckBody({ provider: 'facebook', providerAccountId: 'f-1', id_token: 'x' })).toBeUndefined();
    expect(authCheckBody({ provider: 'google', providerAccountId: '', id_token: 'x' })).toBeUndefined();
    expect(authCheckBody({ provider: 'github', providerAccountId: 'x', id_token: 'x' })).toBeUndefined();
  });
});

describe('providerSetups: sandbox or real provider', () => {
  it('without credentials every provider is the sandbox, at SANDBOX_URL', () => {
    const setups = providerSetups({ SANDBOX_URL: 'http://127.0.0.1:4010/' });
    expect(setups.map((s) => [s.id, s.mode])).toEqual([['google', 'sandbox'], ['apple', 'sandbox'], ['facebook', 'sandbox']]);
    expect(setups[0]).toMatchObject({ clientId: SANDBOX_CLIENTS.google.id, wellKnown: 'http://127.0.0.1:4010/oauth/google/.well-known/openid-configuration' });
    expect(setups[2]).toMatchObject({ authorizationUrl: 'http://127.0.0.1:4010/oauth/facebook/authorize', tokenUrl: 'http://127.0.0.1:4010/oauth/facebook/token', userinfoUrl: 'http://127.0.0.1:4010/oauth/facebook/userinfo' });
  });

  it('real credentials win, per provider, with no sandbox endpoints', () => {
    const setups = providerSetups({ SANDBOX_URL: 'http://127.0.0.1:4010', GOOGLE_CLIENT_ID: 'gid', GOOGLE_CLIENT_SECRET: 'gsecret' });
    expect(setups[0]).toEqual({ id: 'google', mode: 'real', clientId: 'gid', clientSecret: 'gsecret' });
    expect(setups[1]?.mode).toBe('sandbox');
  });

  it('on a real upstream without sandbox, only configured providers are offered', () => {
    expect(providerSetups({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's' }).map((s) => s.id)).toEqual(['facebook']);
    expect(providerSetups({})).toEqual([]);
  });

  it('the environment wants both halves of a client or neither', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(() => parseEnv({ ...base, APPLE_CLIENT_ID: 'x' })).toThrow(/APPLE_CLIENT_SECRET/);
    expect(parseEnv({ ...base, APPLE_CLIENT_ID: 'x', APPLE_CLIENT_SECRET: 'y' }).APPLE_CLIENT_ID).toBe('x');
  });
});

describe('failures and redirects', () => {
  it('a hand-shake that cannot start: Apple says apple_script_load_error, the others unavailable', () => {
    expect(startFailure('apple')).toBe('apple_script_load_error');
    expect(startFailure('google')).toBe('unavailable');
    expect(startFailure('facebook')).toBe('unavailable');
  });

  it('callback failures: denied consent, upstream refusal, anything else', () => {
    expect(callbackFailure('access_denied', false)).toBe('denied');
    expect(callbackFailure(undefined, true)).toBe('refused');
    expect(callbackFailure('server_error', false)).toBe('failed');
    expect(callbackFailure(undefined, false)).toBe('failed');
  });

  it('only known reasons are shown', () => {
    expect(isSocialError('denied')).toBe(true);
    expect(isSocialError('<script>')).toBe(false);
  });

  it.each([
    ['/profile', '/profile'],
    ['/profile/personal-data?tab=1', '/profile/personal-data?tab=1'],
    ['//evil.example', undefined],
    ['https://evil.example/', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
  ])('the social `redirect` %s is kept as %s', (given, kept) => {
    expect(safeRedirect(given)).toBe(kept);
  });
});
