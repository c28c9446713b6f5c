import { createHash, randomUUID } from 'node:crypto';
import { withRedis } from '@/lib/redis/client';
import { rkey, sharedConfigured } from './shared';

/**
 * One charge per intent (issue 29, docs/upstream-contract.md "Idempotency-Key"): the first answer
 * of a money route under one Idempotency-Key, kept 24 hours in the shared store (Redis when
 * REDIS_URL is set, this instance's memory otherwise, and while Redis is down) and answered to
 * every repeat. While the first runs, a copy waits for it (on any instance: a pending marker in
 * Redis, `SET NX`); a copy with another request under the same key is refused at once.
 * Only a 2xx answer is kept: after a refusal or a failure the same key may try again, and the
 * upstream, which got the same key, answers what it did the first time.
 */

/** How long a first answer is replayed: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a pending marker holds the key: longer than the slowest upstream call (65 s), so a crashed instance frees it. */
export const IDEMPOTENCY_PENDING_MS = 70_000;
/** How often a copy on another instance looks whether the first has answered. */
export const IDEMPOTENCY_POLL_MS = 50;
const MAX_MEMORY_ENTRIES = 50_000;

export type KeptAnswer = { status: number; body: unknown };
type Entry = { hash: string; answer?: KeptAnswer; token?: string };

/** The same key came with another request (another body, route values or customer). */
export class IdempotencyConflict extends Error {
  constructor() {
    super('Idempotency-Key was used with another request');
    this.name = 'IdempotencyConflict';
  }
}

/** Object keys sorted at every depth, undefined left out: the same request in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

// ---- this instance's store (the default, and the fallback) ----

type Mem = { entries: Map<string, { entry: Entry; until: number }>; running: Map<string, Promise<unknown>> };
const g = globalThis as typeof globalThis & { __portalIdempotency?: Mem };
function mem(): Mem {
  g.__portalIdempotency ??= { entries: new Map(), running: new Map() };
  return g.__portalIdempotency;
}

function memRead(id: string, now: number): Entry | undefined {
  const m = mem();
  const row = m.entries.get(id);
  if (!row) return undefined;
  if (row.until <= now) {
    m.entries.delete(id);
    return undefined;
  }
  return row.entry;
}

function memWrite(id: string, entry: Entry, ttlMs: number, now: number): void {
  const m = mem();
  m.entries.set(id, { entry, until: now + ttlMs });
  if (m.entries.size > MAX_MEMORY_ENTRIES) {
    for (const [k, v] of m.entries) if (v.until <= now) m.entries.delete(k);
    // Still full: the oldest written go first.
    for (const k of m.entries.keys()) {
      if (m.entries.size <= MAX_MEMORY_ENTRIES) break;
      m.entries.delete(k);
    }
  }
}

// ---- the shared store ----

/** Deletes the key only while it is still this run's pending marker. */
const RELEASE_LUA = `
local v = redis.call('GET', KEYS[1])
if v and string.find(v, ARGV[1], 1, true) then return redis.call('DEL', KEYS[1]) end
return 0`;

const parse = (text: string | null | undefined): Entry | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Entry;
  } catch {
    return undefined;
  }
};

/** The entry: from Redis when it answers, else from this instance. `null`: Redis answered there is none. */
async function read(rid: string, id: string, now: number): Promise<Entry | undefined> {
  if (sharedConfigured()) {
    const got = await withRedis((r) => r.get(rid));
    if (got !== undefined) return parse(got);
  }
  return memRead(id, now);
}

/** Takes the key for this run (a pending marker); false when another run has it. */
async function claim(rid: string, id: string, entry: Entry, now: number): Promise<boolean> {
  if (sharedConfigured()) {
    const got = await withRedis((r) => r.set(rid, JSON.stringify(entry), { condition: 'NX', expiration: { type: 'PX', value: IDEMPOTENCY_PENDING_MS } }));
    if (got !== undefined) return got === 'OK';
  }
  if (memRead(id, now)) return false;
  memWrite(id, entry, IDEMPOTENCY_PENDING_MS, now);
  return true;
}

async function keep(rid: string, id: string, entry: Entry, now: number): Promise<void> {
  memWrite(id, entry, IDEMPOTENCY_TTL_MS, now);
  if (sharedConfigured()) await withRedis((r) => r.set(rid, JSON.stringify(entry), { expiration: { type: 'PX', value: IDEMPOTENCY_TTL_MS } }));
}

async function release(rid: string, id: string, token: string): Promise<void> {
  const m = mem();
  if (m.entries.get(id)?.entry.token === token) m.entries.delete(id);
  if (sharedConfigured()) await withRedis((r) => r.eval(RELEASE_LUA, { keys: [rid], arguments: [token] }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` once for `scope` (owner, route and key) and answers its result to every repeat with
 * the same request `hash`: `replayed` says the answer is the first one's. Another hash under the
 * same scope → IdempotencyConflict. `keepIt` says whether an answer is kept (2xx).
 */
export async function runOnce(
  scope: string,
  hash: string,
  run: () => Promise<KeptAnswer>,
  now: () => number = Date.now,
): Promise<{ answer: KeptAnswer; replayed: boolean }> {
  const id = createHash('sha256').update(scope).digest('hex');
  const rid = rkey('i', id);
  const token = randomUUID();
  for (;;) {
    const found = await read(rid, id, now());
    if (found) {
      if (found.hash !== hash) throw new IdempotencyConflict();
      if (found.answer) return { answer: found.answer, replayed: true };
      // The first is running: here, wait for it; on another instance, look again shortly.
      const local = mem().running.get(id);
      if (local) await local.catch(() => undefined);
      else await sleep(IDEMPOTENCY_POLL_MS);
      continue;
    }
    if (await claim(rid, id, { hash, token }, now())) break;
  }
  const p = run();
  mem().running.set(id, p);
  try {
    const answer = await p;
    if (answer.status >= 200 && answer.status < 300) await keep(rid, id, { hash, answer }, now());
    else await release(rid, id, token);
    return { answer, replayed: false };
  } catch (err) {
    await release(rid, id, token);
    throw err;
  } finally {
    if (mem().running.get(id) === p) mem().running.delete(id);
  }
}

/** Tests: forgets this instance's keys (Redis keys expire on their own). */
export function clearIdempotency(): void {
  mem().entries.clear();
  mem().running.clear();
}
