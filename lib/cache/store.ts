import { LRUCache } from 'lru-cache';
import { countCache } from '@/lib/observability/metrics';
import { withRedis } from '@/lib/redis/client';
import { CACHE_LIFETIMES_MS, type CacheName } from './lifetimes';
import { decodeValue, encodeValue } from './serial';
import { onSharedTransition, rkey, sharedConfigured, sharedWrite } from './shared';

type Entry = { value: unknown; tags: readonly string[] };

/**
 * The in-process store of this instance: the default, and the fallback while a configured Redis
 * is down (docs/scaling.md). On globalThis: Next bundles route handlers and pages separately,
 * and a module-level store would give each bundle its own copy, so a route's invalidateTag
 * would miss the pages'.
 */
const shared = globalThis as typeof globalThis & { __portalCache?: { store: LRUCache<string, Entry>; inflight: Map<string, Promise<unknown>>; drops: { n: number } } };
shared.__portalCache ??= { store: new LRUCache<string, Entry>({ max: 5000, ttlAutopurge: false }), inflight: new Map(), drops: { n: 0 } };
const { store, inflight, drops } = shared.__portalCache;

/**
 * How many invalidations this instance has made (invalidateTag, clearCache): a value read earlier
 * in a request is still what the cache would answer while this has not moved (lib/customer/calls.ts).
 */
export function invalidationCount(): number {
  return drops.n;
}

/** The longest lifetime: a tag's set of keys outlives every key it names. */
const TAG_SET_TTL_MS = Math.max(...Object.values(CACHE_LIFETIMES_MS));

/**
 * Drops every key of the tag's set, and the set, in one step (no instance reads a key of a
 * half-done invalidation). Batches of 500 keep unpack() under Lua's stack limit.
 */
const INVALIDATE_LUA = `
local ks = redis.call('SMEMBERS', KEYS[1])
for i = 1, #ks, 500 do redis.call('DEL', unpack(ks, i, math.min(i + 499, #ks))) end
redis.call('DEL', KEYS[1])
return #ks`;

// The local copy is only written while Redis is down: whatever it holds from one outage is
// stale by the next one (the other instances went on invalidating in Redis), so each change of
// status empties it.
if (sharedConfigured()) onSharedTransition(() => store.clear());

/** Keys are scoped per customer so one customer's refresh never touches another's data. */
export function cacheKey(name: CacheName, scope: string | 'public', ...parts: string[]): string {
  return [name, scope, ...parts].join('|');
}

type Read = { hit: true; value: unknown } | { hit: false; shared: boolean };

async function read(key: string): Promise<Read> {
  if (sharedConfigured()) {
    const text = await withRedis((r) => r.get(rkey('c', key)));
    if (text !== undefined) {
      if (text === null) return { hit: false, shared: true };
      try {
        return { hit: true, value: decodeValue(text) };
      } catch {
        return { hit: false, shared: true };
      }
    }
  }
  const hit = store.get(key);
  return hit ? { hit: true, value: hit.value } : { hit: false, shared: false };
}

async function write(key: string, name: CacheName, value: unknown, tags: readonly string[], toShared: boolean): Promise<void> {
  const ttl = CACHE_LIFETIMES_MS[name];
  if (toShared) {
    const done = await withRedis(async (r) => {
      const m = r.multi().set(rkey('c', key), encodeValue(value), { expiration: { type: 'PX', value: ttl } });
      for (const t of tags) m.sAdd(rkey('t', t), rkey('c', key)).pExpire(rkey('t', t), TAG_SET_TTL_MS);
      await m.exec();
      return true;
    });
    if (done) return;
  }
  store.set(key, { value, tags }, { ttl });
}

/**
 * Returns the cached value or loads it once (concurrent callers of this instance share the
 * load). `keep` decides whether a loaded value is cached (failures are not).
 */
export async function cached<T>(
  name: CacheName,
  key: string,
  load: () => Promise<T>,
  opts: { tags?: readonly string[]; keep?: (value: T) => boolean } = {},
): Promise<T> {
  // The benchmark measures the BFF's own overhead with every read going upstream.
  if (process.env.CACHE_DISABLED === '1') return load();
  const running = inflight.get(key);
  if (running) {
    countCache(name, true); // shares a load already under way: no extra upstream call
    return running as Promise<T>;
  }
  const p = read(key)
    .then(async (got) => {
      countCache(name, got.hit);
      if (got.hit) return got.value as T;
      const value = await load();
      if (!opts.keep || opts.keep(value)) await write(key, name, value, opts.tags ?? [], got.shared);
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

/**
 * Drops every entry carrying the tag (after a mutation, e.g. `customer:<uuid>`): this
 * instance's at once, and with Redis every instance's (the write is awaited before the API
 * answers: lib/cache/shared.ts). Answers the number of local entries dropped.
 */
export function invalidateTag(tag: string): number {
  drops.n += 1;
  let n = 0;
  for (const [key, entry] of store.entries()) {
    if (entry.tags.includes(tag)) {
      store.delete(key);
      n += 1;
    }
  }
  sharedWrite((r) => r.eval(INVALIDATE_LUA, { keys: [rkey('t', tag)] }));
  return n;
}

/** Tests: empties this instance's store (and the shared one's cache keys when configured). */
export function clearCache(): void {
  drops.n += 1;
  store.clear();
  sharedWrite(async (r) => {
    const keys: string[] = [];
    for await (const batch of r.scanIterator({ MATCH: `${rkey('c', '')}*`, COUNT: 500 })) keys.push(...batch);
    for await (const batch of r.scanIterator({ MATCH: `${rkey('t', '')}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await r.del(keys);
  });
}
