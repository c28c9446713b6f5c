import { isTokenValid, sessionVerdict, shouldLogOut } from '@/lib/session/rules';

const now = Date.parse('2026-11-23T10:00:00Z');
const inMinutes = (m: number) => Math.floor(now / 1000) + m * 60;

describe('isTokenValid — "A token counts as valid only if its expiry is more than 5 minutes ahead."', () => {
  it.each([
    [inMinutes(60), true],
    [inMinutes(5) + 1, true],
    [inMinutes(5), false],
    [inMinutes(1), false],
    [inMinutes(-1), false],
    [undefined, false],
    [Number.NaN, false],
  ])('expiry %s → %s', (expiry, valid) => expect(isTokenValid(expiry, now)).toBe(valid));
});

describe('sessionVerdict — "Stored auth data without a future expiry is discarded" / "Auto-login tries a stored-token refresh and logs out if none is stored."', () => {
  it('keeps a valid token', () => expect(sessionVerdict({ jwt: 'j', jwtExpiry: inMinutes(30) }, now)).toBe('keep'));
  it('refreshes a stale token when an identity token is stored', () =>
    expect(sessionVerdict({ jwt: 'j', jwtExpiry: inMinutes(2), identityId: 'i', identityToken: 't' }, now)).toBe('refresh'));
  it('refreshes a missing token when an identity token is stored', () =>
    expect(sessionVerdict({ identityId: 'i', identityToken: 't' }, now)).toBe('refresh'));
  it('discards data without a future expiry and nothing to refresh with', () => {
    expect(sessionVerdict({ jwt: 'j', jwtExpiry: inMinutes(-10) }, now)).toBe('discard');
    expect(sessionVerdict({}, now)).toBe('discard');
  });
});

describe('shouldLogOut — "A 401 logs the user out unless the error number is 1002."', () => {
  it('logs out on 401', () => {
    expect(shouldLogOut(401, 1001)).toBe(true);
    expect(shouldLogOut(401, undefined)).toBe(true);
  });
  it('not on 1002 or other statuses', () => {
    expect(shouldLogOut(401, 1002)).toBe(false);
    expect(shouldLogOut(403, 1001)).toBe(false);
    expect(shouldLogOut(500, undefined)).toBe(false);
  });
});
