import { nextAuthProvider } from '@/lib/social/next-auth';
import { providerSetups } from '@/lib/social/rules';

const SANDBOX = 'http://127.0.0.1:4010';

describe('nextAuthProvider: next-auth providers for the sandbox or the real services', () => {
  const byId = (env: Parameters<typeof providerSetups>[0]) => Object.fromEntries(providerSetups(env).map((s) => [s.id, nextAuthProvider(s)]));

  it('sandbox: discovery and endpoints at the sandbox, fixed dev clients, Google asks to choose an account', () => {
    const p = byId({ SANDBOX_URL: SANDBOX });
    expect(p.google?.options).toMatchObject({ clientId: 'sandbox-google-client', wellKnown: `${SANDBOX}/oauth/google/.well-known/openid-configuration`, authorization: { params: { prompt: 'select_account', scope: 'openid email profile' } } });
    expect(p.apple?.options).toMatchObject({ wellKnown: `${SANDBOX}/oauth/apple/.well-known/openid-configuration`, authorization: { params: { response_mode: 'query' } } });
    expect(p.facebook?.options).toMatchObject({ authorization: { url: `${SANDBOX}/oauth/facebook/authorize` }, token: `${SANDBOX}/oauth/facebook/token`, userinfo: { url: `${SANDBOX}/oauth/facebook/userinfo` } });
  });

  it('real credentials: next-auth built-in endpoints, nothing of the sandbox', () => {
    const p = byId({ SANDBOX_URL: SANDBOX, GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', APPLE_CLIENT_ID: 'a', APPLE_CLIENT_SECRET: 'as', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' });
    expect(p.google?.wellKnown).toBe('https://accounts.google.com/.well-known/openid-configuration');
    expect(p.google?.options).toEqual({ clientId: 'g', clientSecret: 'gs', authorization: { params: { scope: 'openid email profile', prompt: 'select_account' } } });
    expect(p.apple?.options).toEqual({ clientId: 'a', clientSecret: 'as' });
    expect(p.apple?.wellKnown).toBe('https://appleid.apple.com/.well-known/openid-configuration');
    expect(p.facebook?.options).toEqual({ clientId: 'f', clientSecret: 'fs' });
    expect(JSON.stringify(p)).not.toContain(SANDBOX);
  });
});
