import { forget, hit, resetLimiter } from '@/lib/cache/limiter';

describe('rate limiter (abuse protection on sign-in)', () => {
  beforeEach(() => resetLimiter());
  it('allows up to the limit in a window, then says when to retry', () => {
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) expect(hit('k', 3, 60_000, now).allowed).toBe(true);
    const blocked = hit('k', 3, 60_000, now + 15_000);
    expect(blocked).toEqual({ allowed: false, retryAfterS: 45 });
    expect(hit('k', 3, 60_000, now + 60_000).allowed).toBe(true);
  });
  it('forget clears a key', () => {
    hit('k', 1, 60_000);
    forget('k');
    expect(hit('k', 1, 60_000).allowed).toBe(true);
  });
});
