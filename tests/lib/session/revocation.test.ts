import { sealData } from 'iron-session';
import { COOKIE_MAX_AGE_S } from '@/lib/flags/constants';
import { sealSession, sessionCookieName, sessionSecret, unsealSession } from '@/lib/session/cookie';
import { revokeSession } from '@/lib/session/revocation';

let cookieValue: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'portal_session' && cookieValue ? { name, value: cookieValue } : undefined) }),
}));
// imported after the mock: getSession() reads the cookie through next/headers
import { getSession } from '@/lib/session';

const signedIn = { jwt: 'eyJ.x.y', jwtExpiry: 4_000_000_000, customerUuids: ['c1'], customerUuid: 'c1' };

/*
 * Issue 10, finding 2: "A signed-out (or timed-out) cookie must be refused by the server: give
 * each session an id, keep revoked ids until their expiry in the shared store. The cookie's
 * lifetime stays the spec's 90 days at most."
 */
describe('session ids and revocation', () => {
  it('a session sealed for the first time gets an id and an end 90 days on; later seals keep both', async () => {
    const now = Date.now();
    const first = await unsealSession(await sealSession(signedIn, now));
    expect(first.sid).toMatch(/^[\w-]{22}$/);
    expect(first.expiresAt).toBe(now + COOKIE_MAX_AGE_S * 1000);
    const renewed = await unsealSession(await sealSession({ ...first, jwt: 'eyJ.new.y' }, now + 1000));
    expect(renewed).toMatchObject({ sid: first.sid, expiresAt: first.expiresAt, jwt: 'eyJ.new.y' });
    const other = await unsealSession(await sealSession(signedIn, now));
    expect(other.sid).not.toBe(first.sid);
  });

  it('a revoked session reads as signed out, even when its seal was just read (the unseal cache)', async () => {
    const seal = await sealSession(signedIn);
    const data = await unsealSession(seal);
    expect(data.jwt).toBe('eyJ.x.y');
    expect((await unsealSession(seal)).jwt).toBe('eyJ.x.y');
    await revokeSession(data);
    expect(await unsealSession(seal)).toEqual({});
  });

  it('getSession() (every page) reads a revoked cookie as signed out', async () => {
    cookieValue = await sealSession(signedIn);
    expect(sessionCookieName()).toBe('portal_session');
    const data = await getSession();
    expect(data.customerUuid).toBe('c1');
    await revokeSession(data);
    expect(await getSession()).toEqual({});
  });

  it('a session past its end is refused, however it was renewed (90 days at most)', async () => {
    const now = Date.now();
    const seal = await sealSession({ ...signedIn, sid: 'old-session', expiresAt: now + 5_000 }, now);
    expect((await unsealSession(seal, now + 4_999)).sid).toBe('old-session');
    expect(await unsealSession(seal, now + 5_000)).toEqual({});
  });

  it('a cookie without an id (sealed before sessions had one) cannot be revoked, so it is refused', async () => {
    const legacy = await sealData(signedIn, { password: sessionSecret(), ttl: COOKIE_MAX_AGE_S });
    expect(await unsealSession(legacy)).toEqual({});
  });
});
