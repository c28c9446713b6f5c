/**
 * Fixed-window counters for abuse protection (in-process; Redis when instances must share).
 * `hit` counts one attempt and says whether it is allowed and when the window frees up.
 */
const windows = new Map<string, { count: number; resetAt: number }>();

export function hit(key: string, limit: number, windowMs: number, now = Date.now()): { allowed: boolean; retryAfterS: number } {
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + windowMs };
    windows.set(key, w);
    if (windows.size > 50_000) prune(now);
  }
  w.count += 1;
  return { allowed: w.count <= limit, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
}

/** A successful sign-in clears the per-login counter. */
export function forget(key: string): void {
  windows.delete(key);
}

export function resetLimiter(): void {
  windows.clear();
  failures.clear();
}

function prune(now: number): void {
  for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
}

/**
 * A counter that slows rather than locks (issue 10, finding 5): the first `free` failures cost
 * nothing; after that each further attempt must wait `firstDelayMs`, doubled for every failure
 * past `free`, at most `maxDelayMs`, counted from the last failure. Forgotten `forgetAfterMs`
 * after the last failure. Refused attempts are not failures: waiting it out is always enough.
 */
export type SlowDownRule = { readonly free: number; readonly firstDelayMs: number; readonly maxDelayMs: number; readonly forgetAfterMs: number };

const failures = new Map<string, { count: number; lastAt: number }>();

/** The wait (ms) after `count` failures: 0 up to `free`, then doubling from firstDelayMs, capped. */
export function slowDownDelayMs(count: number, rule: SlowDownRule): number {
  if (count < rule.free) return 0;
  const doublings = Math.min(count - rule.free, 40);
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings);
}

function current(key: string, rule: SlowDownRule, now: number): { count: number; lastAt: number } | undefined {
  const f = failures.get(key);
  if (f && now - f.lastAt >= rule.forgetAfterMs) {
    failures.delete(key);
    return undefined;
  }
  return f;
}

/** May one more attempt go ahead now? If not, how long until it may (Retry-After). */
export function slowDown(key: string, rule: SlowDownRule, now = Date.now()): { allowed: boolean; retryAfterS: number } {
  const f = current(key, rule, now);
  if (!f) return { allowed: true, retryAfterS: 0 };
  const waitMs = f.lastAt + slowDownDelayMs(f.count, rule) - now;
  return waitMs > 0 ? { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true, retryAfterS: 0 };
}

/** Counts one failure (a wrong password) against `key`. */
export function recordFailure(key: string, rule: SlowDownRule, now = Date.now()): void {
  const f = current(key, rule, now);
  failures.set(key, { count: (f?.count ?? 0) + 1, lastAt: now });
  if (failures.size > 50_000) {
    for (const [k, v] of failures) if (now - v.lastAt >= rule.forgetAfterMs) failures.delete(k);
  }
}
