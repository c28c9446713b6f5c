import { SpanKind, trace } from '@opentelemetry/api';
import { createClient } from 'redis';

/**
 * The one Redis client of this process (docs/scaling.md §2), or none when REDIS_URL is unset.
 *
 * A dead or slow Redis must never stall a request: short connect and command timeouts, no
 * offline queue (a command while disconnected fails at once), and reconnection by itself with a
 * backoff. Callers go through `withRedis`, which answers `undefined` whenever Redis cannot, so
 * every caller has its in-process fallback. On globalThis: route handlers, pages and proxy.ts
 * are bundled apart and must share one connection and one state.
 *
 * No `server-only` here: tests and scripts use it too; nothing in it is secret.
 */
export const CONNECT_TIMEOUT_MS = 500;
export const COMMAND_TIMEOUT_MS = 250;
export const PING_INTERVAL_MS = 2000;
export const MAX_RECONNECT_DELAY_MS = 2000;

export type RedisStatus = 'off' | 'connecting' | 'up' | 'down';
export type Redis = ReturnType<typeof make>;

type Listener = (status: RedisStatus, previous: RedisStatus) => void;
type State = {
  url: string;
  client: Redis;
  status: RedisStatus;
  since: number;
  error?: string;
  listeners: Set<Listener>;
};

const g = globalThis as typeof globalThis & { __portalRedis?: State | null; __portalRedisListeners?: Set<Listener> };

/** REDIS_URL, or undefined (the in-process stores). */
export function redisUrl(): string | undefined {
  const url = process.env.REDIS_URL?.trim();
  return url ? url : undefined;
}

/** Prefix of every key this app writes (several apps may share one Redis). */
export function redisPrefix(): string {
  return process.env.REDIS_PREFIX?.trim() || 'portal:';
}

function listeners(): Set<Listener> {
  g.__portalRedisListeners ??= new Set();
  return g.__portalRedisListeners;
}

function logLine(level: 'info' | 'warn', msg: string, extra: Record<string, unknown> = {}): void {
  // One JSON line like pino's (lib/log imports server-only; this module must not).
  const line = JSON.stringify({ level: level === 'warn' ? 40 : 30, time: Date.now(), msg, ...extra });
  if (process.env.NODE_ENV === 'test' && !process.env.REDIS_LOG) return;
  (level === 'warn' ? console.warn : console.log)(line);
}

function setStatus(s: State, next: RedisStatus, error?: string): void {
  if (s.status === next) {
    if (error) s.error = error;
    return;
  }
  const previous = s.status;
  const downSince = s.since;
  s.status = next;
  s.since = Date.now();
  s.error = next === 'up' ? undefined : error ?? s.error;
  if (next === 'down') logLine('warn', 'redis down: shared state falls back to this instance', { error: s.error });
  if (next === 'up') logLine('info', 'redis up: shared state in redis', previous === 'down' ? { downForMs: Date.now() - downSince } : {});
  for (const l of listeners()) {
    try {
      l(next, previous);
    } catch {
      // a listener's failure is its own
    }
  }
}

function make(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: PING_INTERVAL_MS,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: undefined,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), MAX_RECONNECT_DELAY_MS),
    },
  });
}

function start(url: string): State {
  const client = make(url);
  const s: State = { url, client, status: 'connecting', since: Date.now(), listeners: listeners() };
  client.on('ready', () => setStatus(s, 'up'));
  client.on('error', (err: unknown) => setStatus(s, 'down', err instanceof Error ? err.message || err.name : String(err)));
  client.on('reconnecting', () => {
    if (s.status === 'up') setStatus(s, 'down', 'connection lost');
  });
  client.on('end', () => setStatus(s, 'down', 'connection closed'));
  client.connect().catch((err: unknown) => setStatus(s, 'down', err instanceof Error ? err.message : String(err)));
  return s;
}

function state(): State | null {
  const url = redisUrl();
  if (!url) return null;
  if (g.__portalRedis && g.__portalRedis.url === url) return g.__portalRedis;
  g.__portalRedis = start(url);
  return g.__portalRedis;
}

/** The client when it is ready for commands, else undefined (starts connecting on first use). */
export function redis(): Redis | undefined {
  const s = state();
  return s && s.status === 'up' && s.client.isReady ? s.client : undefined;
}

/** Runs `op` on Redis; undefined when Redis is off, not ready or the command failed. */
export async function withRedis<T>(op: (r: Redis) => Promise<T>): Promise<T | undefined> {
  const r = redis();
  if (!r) return undefined;
  // A span per round trip when tracing is on (docs/operations.md §2); never a key (they hold customer ids) or a value.
  const span = trace.getTracer('telco-portal').startSpan('redis', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'redis' } });
  try {
    return await op(r);
  } catch (err) {
    const s = state();
    if (s) s.error = err instanceof Error ? err.message : String(err);
    // Not an error of the trace: the caller falls back to this instance's own store.
    span.setAttribute('redis.outcome', 'failed');
    return undefined;
  } finally {
    span.end();
  }
}

/** Called on every status change (the stores replay what they could not write, and so on). */
export function onRedisStatus(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** The status as last seen, without a round trip (the metrics' portal_redis_up). */
export function redisStatusNow(): RedisStatus {
  return redisUrl() ? (g.__portalRedis?.status ?? 'connecting') : 'off';
}

export type RedisHealth = { status: RedisStatus; since?: string; ms?: number; error?: string };

/** For /api/health: the status and, when up, one PING's round trip. */
export async function redisHealth(): Promise<RedisHealth> {
  const s = state();
  if (!s) return { status: 'off' };
  const since = new Date(s.since).toISOString();
  if (s.status !== 'up') return { status: s.status, since, ...(s.error ? { error: s.error } : {}) };
  const t = performance.now();
  const pong = await withRedis((r) => r.ping());
  if (pong !== 'PONG') return { status: 'down', since, error: s.error ?? 'no answer to PING' };
  return { status: 'up', since, ms: Math.round((performance.now() - t) * 100) / 100 };
}

/** Tests and scripts: closes this process's client (the next use opens a new one). */
export async function closeRedis(): Promise<void> {
  const s = g.__portalRedis;
  g.__portalRedis = null;
  if (!s) return;
  s.status = 'off';
  s.client.removeAllListeners();
  s.client.on('error', () => undefined);
  await s.client.close().catch(() => s.client.destroy());
}

/** Waits until Redis is up (tests, the cluster's start): false after `timeoutMs`. */
export async function redisReady(timeoutMs = 5000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (redis()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}
