import { resetAppEnv } from '@/lib/flags/env';
import { clearedSessionCookie, sealSession, sessionCookieName, sessionCookieOptions, unsealSession } from '@/lib/session/cookie';

describe('session cookie — "HttpOnly, SameSite=Lax, Secure in production, encrypted with a secret from the environment"', () => {
  afterEach(() => {
    delete process.env.COOKIE_SECURE;
    resetAppEnv();
  });

  it('in production: __Host- prefix, Secure, HttpOnly, Lax, path /', () => {
    process.env.COOKIE_SECURE = 'true';
    resetAppEnv();
    expect(sessionCookieName()).toBe('__Host-portal_session');
    expect(sessionCookieOptions()).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
  });

  it('clearing it repeats Secure and path /, or a browser would ignore the deletion of a __Host- cookie', () => {
    process.env.COOKIE_SECURE = 'true';
    resetAppEnv();
    expect(clearedSessionCookie()).toEqual({ name: '__Host-portal_session', value: '', options: expect.objectContaining({ secure: true, path: '/', httpOnly: true, maxAge: 0 }) });
  });

  it('outside production: plain name, not Secure', () => {
    expect(sessionCookieName()).toBe('portal_session');
    expect(sessionCookieOptions().secure).toBe(false);
  });

  it('seals so the JWT is not readable, and a tampered seal is an empty session', async () => {
    const sealed = await sealSession({ jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig', jwtExpiry: 1 });
    expect(sealed).not.toContain('eyJ');
    expect(await unsealSession(sealed)).toMatchObject({ jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig' });
    expect(await unsealSession(`${sealed.slice(0, -4)}AAAA`)).toEqual({});
    expect(await unsealSession(undefined)).toEqual({});
  });
});
