import { forget, hit, recordFailure, resetLimiter, slowDown, slowDownDelayMs } from '@/lib/cache/limiter';
import { SIGN_IN_LIMIT } from '@/lib/flags/constants';

describe('rate limiter (abuse protection on sign-in)', () => {
  beforeEach(() => resetLimiter());
  it('allows up to the limit in a window, then says when to retry', async () => {
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await hit('k', 3, 60_000, now)).allowed).toBe(true);
    const blocked = await hit('k', 3, 60_000, now + 15_000);
    expect(blocked).toEqual({ allowed: false, retryAfterS: 45 });
    expect((await hit('k', 3, 60_000, now + 60_000)).allowed).toBe(true);
  });
  it('forget clears a key', async () => {
    await hit('k', 1, 60_000);
    forget('k');
    expect((await hit('k', 1, 60_000)).allowed).toBe(true);
  });
});

describe('slowing counter (issue 10, finding 5: "the per-login-only counter much higher and slowing (Retry-After growing) rather than locking outright")', () => {
  const rule = { free: 3, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };
  beforeEach(() => resetLimiter());

  it('free failures cost nothing; then each failure doubles the wait, up to the cap', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 30].map((n) => slowDownDelayMs(n, rule))).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('an attempt during the wait is refused with the time left; waiting it out always lets the next one through', async () => {
    const t = 1_000_000;
    for (let i = 0; i < 3; i++) recordFailure('k', rule, t);
    expect(await slowDown('k', rule, t)).toEqual({ allowed: false, retryAfterS: 1 });
    // refused attempts are not failures: the wait does not grow while someone keeps knocking
    expect(await slowDown('k', rule, t + 500)).toEqual({ allowed: false, retryAfterS: 1 });
    expect((await slowDown('k', rule, t + 1000)).allowed).toBe(true);
    recordFailure('k', rule, t + 1000);
    expect(await slowDown('k', rule, t + 1000)).toEqual({ allowed: false, retryAfterS: 2 });
  });

  it('is forgotten an hour (forgetAfterMs) after the last failure', async () => {
    const t = 1_000_000;
    for (let i = 0; i < 10; i++) recordFailure('kept', rule, t);
    recordFailure('kept', rule, t + 59_999);
    expect(await slowDown('kept', rule, t + 59_999)).toEqual({ allowed: false, retryAfterS: 8 });
    for (let i = 0; i < 10; i++) recordFailure('forgotten', rule, t);
    recordFailure('forgotten', rule, t + 60_000); // counts as the first again
    expect(await slowDown('forgotten', rule, t + 60_000)).toEqual({ allowed: true, retryAfterS: 0 });
  });

  it('the sign-in numbers: 100 free, 1 s doubling, at most 5 minutes (docs/adr/009)', () => {
    const r = SIGN_IN_LIMIT.perLogin;
    expect(slowDownDelayMs(r.free - 1, r)).toBe(0);
    expect(slowDownDelayMs(r.free, r)).toBe(1000);
    expect(slowDownDelayMs(r.free + 8, r)).toBe(256_000);
    expect(slowDownDelayMs(r.free + 9, r)).toBe(5 * 60_000);
    expect(slowDownDelayMs(r.free + 1000, r)).toBe(5 * 60_000);
  });
});
