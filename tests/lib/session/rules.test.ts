import { isTokenValid, sessionVerdict, shouldLogOut, markSuspended, pageOpenWhileSuspended, suspendedState } from '@/lib/session/rules';

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

describe('"Suspended account: only the suspended page; other pages redirect to not-found" (portal-shop-onboarding.md §4)', () => {
  const now = 1_000_000_000;
  const base = { customerUuid: 'c-1', customerUuids: ['c-1', 'c-2'] };
  it('a fresh mark of the selected account holds; an old one is read again; another account\'s mark does not apply', () => {
    expect(suspendedState({ ...base, suspended: { customerUuid: 'c-1', checkedAt: now - 1000 } }, now, 180_000)).toBe('suspended');
    expect(suspendedState({ ...base, suspended: { customerUuid: 'c-1', checkedAt: now - 180_000 } }, now, 180_000)).toBe('recheck');
    expect(suspendedState({ ...base, suspended: { customerUuid: 'c-2', checkedAt: now } }, now, 180_000)).toBe('none');
    expect(suspendedState(base, now, 180_000)).toBe('none');
  });
  it('only the suspended page opens, and the account chooser when there is another account to choose', () => {
    expect(pageOpenWhileSuspended('/suspended', 1)).toBe(true);
    expect(pageOpenWhileSuspended('/select-account', 2)).toBe(true);
    expect(pageOpenWhileSuspended('/select-account', 1)).toBe(false);
    for (const path of ['/', '/plans', '/ufb', '/eshop', '/onboarding', '/profile', '/suspended/x']) expect(pageOpenWhileSuspended(path, 2)).toBe(false);
  });
  it('"a failure to look up the suspended state is treated as not suspended": a read that is not Suspended drops the mark', () => {
    const s: Parameters<typeof markSuspended>[0] = { ...base };
    markSuspended(s, 'c-1', true, now);
    expect(s.suspended).toEqual({ customerUuid: 'c-1', checkedAt: now });
    markSuspended(s, 'c-1', false, now);
    expect(s.suspended).toBeUndefined();
  });
});
