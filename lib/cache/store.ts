import { LRUCache } from 'lru-cache';
import { CACHE_LIFETIMES_MS, type CacheName } from './lifetimes';

type Entry = { value: unknown; tags: readonly string[] };

/**
 * The one in-process store of this instance (ARCHITECTURE "Scaling out": Redis is the shared
 * option). On globalThis: Next bundles route handlers and pages separately, and a module-level
 * store would give each bundle its own copy, so a route's invalidateTag would miss the pages'.
 */
const shared = globalThis as typeof globalThis & { __portalCache?: { store: LRUCache<string, Entry>; inflight: Map<string, Promise<unknown>> } };
shared.__portalCache ??= { store: new LRUCache<string, Entry>({ max: 5000, ttlAutopurge: false }), inflight: new Map() };
const { store, inflight } = shared.__portalCache;

/** Keys are scoped per customer so one customer's refresh never touches another's data. */
export function cacheKey(name: CacheName, scope: string | 'public', ...parts: string[]): string {
  return [name, scope, ...parts].join('|');
}

/**
 * Returns the cached value or loads it once (concurrent callers share the load).
 * `keep` decides whether a loaded value is cached (failures are not).
 */
export async function cached<T>(
  name: CacheName,
  key: string,
  load: () => Promise<T>,
  opts: { tags?: readonly string[]; keep?: (value: T) => boolean } = {},
): Promise<T> {
  // The benchmark measures the BFF's own overhead with every read going upstream.
  if (process.env.CACHE_DISABLED === '1') return load();
  const hit = store.get(key);
  if (hit) return hit.value as T;
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const p = load()
    .then((value) => {
      if (!opts.keep || opts.keep(value)) {
        store.set(key, { value, tags: opts.tags ?? [] }, { ttl: CACHE_LIFETIMES_MS[name] });
      }
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, p);
  return p;
}

/** Drops every entry carrying the tag (after a mutation, e.g. `customer:<uuid>`). */
export function invalidateTag(tag: string): number {
  let n = 0;
  for (const [key, entry] of store.entries()) {
    if (entry.tags.includes(tag)) {
      store.delete(key);
      n += 1;
    }
  }
  return n;
}

export function clearCache(): void {
  store.clear();
}
