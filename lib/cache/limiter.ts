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
}

function prune(now: number): void {
  for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
}
