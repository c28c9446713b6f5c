import { withRedis } from '@/lib/redis/client';
import { rkey, sharedConfigured, sharedWrite } from './shared';

/**
 * Fixed-window counters for abuse protection: in-process by default; with REDIS_URL one counter
 * per key in Redis for every instance (atomic INCR with expiry, docs/scaling.md §1), falling
 * back to this instance's counters while Redis is down.
 * `hit` counts one attempt and says whether it is allowed and when the window frees up.
 */
export type Verdict = { allowed: boolean; retryAfterS: number };

const windows = new Map<string, { count: number; resetAt: number }>();

/** INCR; the first hit of a window sets its expiry; answers [count, ms left]. */
const HIT_LUA = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if c == 1 or t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/** This instance's counter (the default, and the fallback). */
export function memoryHit(key: string, limit: number, windowMs: number, now = Date.now()): Verdict {
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + windowMs };
    windows.set(key, w);
    if (windows.size > 50_000) prune(now);
  }
  w.count += 1;
  return { allowed: w.count <= limit, retryAfterS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
}

export async function hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<Verdict> {
  if (sharedConfigured()) {
    const got = await withRedis((r) => r.eval(HIT_LUA, { keys: [rkey('l', key)], arguments: [String(windowMs)] }));
    if (Array.isArray(got) && got.length === 2) {
      const count = Number(got[0]);
      const leftMs = Number(got[1]);
      return { allowed: count <= limit, retryAfterS: Math.max(1, Math.ceil(leftMs / 1000)) };
    }
  }
  return memoryHit(key, limit, windowMs, now);
}

/** A successful sign-in clears the per-login counter. */
export function forget(key: string): void {
  windows.delete(key);
  sharedWrite((r) => r.del(rkey('l', key)));
}

export function resetLimiter(): void {
  windows.clear();
  failures.clear();
  sharedWrite(async (r) => {
    const keys: string[] = [];
    for await (const batch of r.scanIterator({ MATCH: `${rkey('l', '')}*`, COUNT: 500 })) keys.push(...batch);
    for await (const batch of r.scanIterator({ MATCH: `${rkey('f', '')}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await r.del(keys);
  });
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

type Failures = { count: number; lastAt: number };
const failures = new Map<string, Failures>();

/** Counts one failure: a count older than forgetAfterMs starts again; answers the count. */
const FAIL_LUA = `
local v = redis.call('HMGET', KEYS[1], 'c', 'l')
local c = tonumber(v[1]) or 0
local l = tonumber(v[2]) or 0
local now = tonumber(ARGV[1])
if now - l >= tonumber(ARGV[2]) then c = 0 end
c = c + 1
redis.call('HSET', KEYS[1], 'c', c, 'l', now)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return c`;

/** The wait (ms) after `count` failures: 0 up to `free`, then doubling from firstDelayMs, capped. */
export function slowDownDelayMs(count: number, rule: SlowDownRule): number {
  if (count < rule.free) return 0;
  const doublings = Math.min(count - rule.free, 40);
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings);
}

function current(key: string, rule: SlowDownRule, now: number): Failures | undefined {
  const f = failures.get(key);
  if (f && now - f.lastAt >= rule.forgetAfterMs) {
    failures.delete(key);
    return undefined;
  }
  return f;
}

function verdict(f: Failures | undefined, rule: SlowDownRule, now: number): Verdict {
  if (!f || now - f.lastAt >= rule.forgetAfterMs) return { allowed: true, retryAfterS: 0 };
  const waitMs = f.lastAt + slowDownDelayMs(f.count, rule) - now;
  return waitMs > 0 ? { allowed: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true, retryAfterS: 0 };
}

/** This instance's answer (the default, and the fallback). */
export function memorySlowDown(key: string, rule: SlowDownRule, now = Date.now()): Verdict {
  return verdict(current(key, rule, now), rule, now);
}

/** May one more attempt go ahead now? If not, how long until it may (Retry-After). */
export async function slowDown(key: string, rule: SlowDownRule, now = Date.now()): Promise<Verdict> {
  if (sharedConfigured()) {
    const got = await withRedis((r) => r.hmGet(rkey('f', key), ['c', 'l']));
    if (got) {
      const c = got[0] == null ? NaN : Number(got[0]);
      const l = got[1] == null ? NaN : Number(got[1]);
      return verdict(Number.isFinite(c) && Number.isFinite(l) ? { count: c, lastAt: l } : undefined, rule, now);
    }
  }
  return memorySlowDown(key, rule, now);
}

/** Counts one failure (a wrong password) against `key`: here, and in Redis when configured. */
export function recordFailure(key: string, rule: SlowDownRule, now = Date.now()): void {
  const f = current(key, rule, now);
  failures.set(key, { count: (f?.count ?? 0) + 1, lastAt: now });
  if (failures.size > 50_000) {
    for (const [k, v] of failures) if (now - v.lastAt >= rule.forgetAfterMs) failures.delete(k);
  }
  sharedWrite((r) => r.eval(FAIL_LUA, { keys: [rkey('f', key)], arguments: [String(now), String(rule.forgetAfterMs)] }));
}

const spentIds = new Map<string, number>();

/**
 * Spends a single-use id (a captcha solution): true the first time within `ttlMs`, false after.
 * With REDIS_URL one `SET NX PX` for every instance, so a solution spent on one is refused on
 * the others; this instance's memory while Redis is down (docs/scaling.md §1).
 */
export async function spendOnce(key: string, ttlMs: number, now = Date.now()): Promise<boolean> {
  if (sharedConfigured()) {
    const got = await withRedis((r) => r.set(rkey('l', `once:${key}`), '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
    if (got !== undefined) return got === 'OK';
  }
  const until = spentIds.get(key);
  if (until !== undefined && until > now) return false;
  if (spentIds.size > 50_000) for (const [k, u] of spentIds) if (u <= now) spentIds.delete(k);
  spentIds.set(key, now + ttlMs);
  return true;
}
