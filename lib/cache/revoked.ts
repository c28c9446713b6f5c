import { withRedis } from '@/lib/redis/client';
import { rkey, sharedConfigured, sharedWrite } from './shared';

/**
 * Revoked sessions (issue 10, finding 2: "a signed-out (or timed-out) cookie must be refused by
 * the server: give each session an id, keep revoked ids until their expiry in the shared store").
 *
 * The interface is asynchronous so that a store shared by several instances (Redis: `SET
 * revoked:<id> 1 PX <ms left>` / `EXISTS`) can replace the in-process one without touching a
 * caller. The in-process store never evicts an entry before its time: an LRU that dropped a
 * revoked id under memory pressure would bring the session back to life. Entries go when the
 * session they name could no longer be used anyway (its own expiry).
 */
export interface RevocationStore {
  /** Remembers `id` as revoked until `untilMs` (epoch ms); later calls keep the longest time. */
  revoke(id: string, untilMs: number): Promise<void>;
  /** True while `id` is revoked. */
  isRevoked(id: string, nowMs: number): Promise<boolean>;
  /** Tests only. */
  clear(): Promise<void>;
}

/** Pruning every so many writes keeps the map to the sessions that can still be replayed. */
const PRUNE_EVERY = 1000;

export function memoryRevocationStore(): RevocationStore {
  const until = new Map<string, number>();
  let writes = 0;
  return {
    async revoke(id, untilMs) {
      until.set(id, Math.max(untilMs, until.get(id) ?? 0));
      writes += 1;
      if (writes % PRUNE_EVERY === 0) {
        const now = Date.now();
        for (const [k, t] of until) if (t <= now) until.delete(k);
      }
    },
    async isRevoked(id, nowMs) {
      const t = until.get(id);
      if (t === undefined) return false;
      if (t <= nowMs) {
        until.delete(id);
        return false;
      }
      return true;
    },
    async clear() {
      until.clear();
    },
  };
}

/**
 * With REDIS_URL (docs/scaling.md §1): `SET <prefix>r:<id> 1 PX <ms left>` for every instance,
 * and this instance's memory as well, so a sign-out made here is refused here even while Redis
 * is down; a revocation Redis could not take is replayed when it is back (lib/cache/shared.ts).
 * A check asks Redis; while Redis is down, this instance's memory answers.
 */
export function redisRevocationStore(local: RevocationStore = memoryRevocationStore()): RevocationStore {
  return {
    async revoke(id, untilMs) {
      await local.revoke(id, untilMs);
      // PX, the time left when the write is made (a replay after an outage included), not PXAT: an
      // instance's clock and Redis's may differ, and only the time left means the same on both.
      sharedWrite((r) => {
        const leftMs = untilMs - Date.now();
        return leftMs > 0 ? r.set(rkey('r', id), '1', { expiration: { type: 'PX', value: leftMs } }) : Promise.resolve(null);
      });
    },
    async isRevoked(id, nowMs) {
      if (await local.isRevoked(id, nowMs)) return true;
      const n = await withRedis((r) => r.exists(rkey('r', id)));
      return n !== undefined && n > 0;
    },
    async clear() {
      await local.clear();
      sharedWrite(async (r) => {
        const keys: string[] = [];
        for await (const batch of r.scanIterator({ MATCH: `${rkey('r', '')}*`, COUNT: 500 })) keys.push(...batch);
        if (keys.length) await r.del(keys);
      });
    },
  };
}

/**
 * One store per process, on globalThis: route handlers, pages and proxy.ts are bundled apart,
 * and a sign-out in one bundle must be seen by all (the same reason as store.ts).
 */
const shared = globalThis as typeof globalThis & { __portalRevoked?: RevocationStore };

function store(): RevocationStore {
  shared.__portalRevoked ??= sharedConfigured() ? redisRevocationStore() : memoryRevocationStore();
  return shared.__portalRevoked;
}

/** Replaces the store (a shared one when instances must agree; tests). */
export function setRevocationStore(next: RevocationStore): void {
  shared.__portalRevoked = next;
}

export async function revokeSession(id: string, untilMs: number): Promise<void> {
  if (!id || untilMs <= Date.now()) return;
  await store().revoke(id, untilMs);
}

export async function isSessionRevoked(id: string, nowMs = Date.now()): Promise<boolean> {
  return store().isRevoked(id, nowMs);
}

export async function clearRevocations(): Promise<void> {
  await store().clear();
}
