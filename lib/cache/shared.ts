import { onRedisStatus, redis, redisPrefix, redisUrl, type Redis } from '@/lib/redis/client';

/**
 * Writes to the shared store that a caller does not wait for (an invalidation, a forgotten
 * counter, a failure, a revocation): sent at once, kept in flight until Redis answered, and
 * `settleSharedWrites` awaited before an API answer goes out (app/api/_lib/wrap.ts), so the
 * customer's next request, on any instance, sees them. A write Redis could not take (down) is
 * kept and replayed when it is back (docs/scaling.md §2).
 */
type Op = (r: Redis) => Promise<unknown>;
type Shared = { inflight: Set<Promise<unknown>>; pending: Op[]; hooked: boolean };

const MAX_PENDING = 10_000;
const g = globalThis as typeof globalThis & { __portalSharedWrites?: Shared };

function shared(): Shared {
  g.__portalSharedWrites ??= { inflight: new Set(), pending: [], hooked: false };
  const s = g.__portalSharedWrites;
  if (!s.hooked) {
    s.hooked = true;
    onRedisStatus((status, previous) => {
      for (const l of transitionListeners()) l(status);
      if (status === 'up' && previous !== 'up') replay();
    });
  }
  return s;
}

const tg = globalThis as typeof globalThis & { __portalTransition?: Set<(status: string) => void> };
function transitionListeners(): Set<(status: string) => void> {
  tg.__portalTransition ??= new Set();
  return tg.__portalTransition;
}

/** The stores' hook for a status change (each clears its local copy; see store.ts). */
export function onSharedTransition(fn: (status: string) => void): void {
  shared();
  transitionListeners().add(fn);
}

function keep(op: Op): void {
  const s = shared();
  if (s.pending.length < MAX_PENDING) s.pending.push(op);
}

function replay(): void {
  const s = shared();
  const ops = s.pending.splice(0);
  for (const op of ops) sharedWrite(op);
}

/** True when REDIS_URL is set (the stores are shared, or fall back while Redis is down). */
export function sharedConfigured(): boolean {
  return redisUrl() !== undefined;
}

/** `<prefix><kind>:<key>`, the layout of docs/scaling.md §1. */
export function rkey(kind: 'c' | 't' | 'l' | 'f' | 'r' | 'i', key: string): string {
  return `${redisPrefix()}${kind}:${key}`;
}

/** Sends `op` now; replays it after an outage. Nothing when Redis is not configured. */
export function sharedWrite(op: Op): void {
  if (!sharedConfigured()) return;
  const s = shared();
  const r = redis();
  if (!r) {
    keep(op);
    return;
  }
  const p = op(r)
    .catch(() => keep(op))
    .finally(() => s.inflight.delete(p));
  s.inflight.add(p);
}

/** Waits for every write sent so far (before an answer goes out). Never throws. */
export async function settleSharedWrites(): Promise<void> {
  const s = g.__portalSharedWrites;
  if (!s || s.inflight.size === 0) return;
  await Promise.allSettled([...s.inflight]);
}

/** Tests: forgets writes kept for replay. */
export function dropPendingWrites(): void {
  shared().pending.length = 0;
}
