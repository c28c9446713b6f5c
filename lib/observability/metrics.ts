import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { LRUCache } from 'lru-cache';

/**
 * The process's Prometheus metrics (issue 31; docs/operations.md lists each with its labels).
 * Served by GET /api/metrics to our own scraper only.
 *
 * One registry per process, on globalThis: Next bundles route handlers, pages and
 * instrumentation apart (and reloads modules in dev), and each copy of this module must count
 * into the same series. Every label is bounded: route templates ('/api/customer/top-up/[intentId]'),
 * upstream families and action names, cache names, flows and outcomes from fixed lists; never a
 * customer id, a raw path or anything the customer typed.
 *
 * No `server-only` here: the upstream client, the cache and Redis (which tests and scripts use
 * too) count through it; nothing in it is secret.
 */

export const PAYMENT_FLOWS = ['top_up', 'pay_bill', 'add_on', 'checkout', 'activation', 'guest'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
export type PaymentOutcome = 'started' | 'succeeded' | 'failed' | 'declined';
export type ActivationOutcome = 'started' | 'completed' | 'failed';
export type PortOutcome = 'requested' | 'completed' | 'rejected';
export type SignInOutcome = 'succeeded' | 'failed';

/** Seconds: from a cached read (1 ms) to an upstream time-out (30 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function build() {
  const registry = new Registry();
  const m = {
    registry,
    httpRequests: new Counter({ name: 'portal_http_requests_total', help: 'API requests answered, by route template, method and status class.', labelNames: ['route', 'method', 'status'] as const, registers: [registry] }),
    httpErrors: new Counter({ name: 'portal_http_errors_total', help: 'API requests answered with a 5xx, by route template and error code.', labelNames: ['route', 'method', 'code'] as const, registers: [registry] }),
    httpDuration: new Histogram({ name: 'portal_http_request_duration_seconds', help: 'API request duration, by route template and method.', labelNames: ['route', 'method'] as const, buckets: DURATION_BUCKETS, registers: [registry] }),
    upstreamCalls: new Counter({ name: 'portal_upstream_calls_total', help: 'Upstream calls, by family, action and outcome (ok, http, network, timeout, validation, auth).', labelNames: ['family', 'action', 'outcome'] as const, registers: [registry] }),
    upstreamErrors: new Counter({ name: 'portal_upstream_errors_total', help: 'Upstream calls that failed (no answer, a 5xx or an unreadable body), by family and action.', labelNames: ['family', 'action', 'kind'] as const, registers: [registry] }),
    upstreamDuration: new Histogram({ name: 'portal_upstream_call_duration_seconds', help: 'Upstream call duration, by family and action.', labelNames: ['family', 'action'] as const, buckets: DURATION_BUCKETS, registers: [registry] }),
    cacheLookups: new Counter({ name: 'portal_cache_lookups_total', help: 'Cache reads, by cache name and result (hit, miss).', labelNames: ['cache', 'result'] as const, registers: [registry] }),
    rateLimited: new Counter({ name: 'portal_rate_limited_total', help: 'Requests refused with 429 rate_limited, by route template.', labelNames: ['route'] as const, registers: [registry] }),
    redisUp: new Gauge({ name: 'portal_redis_up', help: '1 while the shared Redis is up, 0 while it is down or connecting; absent when REDIS_URL is unset.', labelNames: ['role'] as const, registers: [registry] }),
    payments: new Counter({ name: 'portal_payments_total', help: 'Payments by flow and outcome (started, succeeded, failed, declined).', labelNames: ['flow', 'outcome'] as const, registers: [registry] }),
    activations: new Counter({ name: 'portal_activations_total', help: 'SIM activations by outcome (started, completed, failed).', labelNames: ['outcome'] as const, registers: [registry] }),
    ports: new Counter({ name: 'portal_ports_total', help: 'Number ports by outcome (requested, completed, rejected).', labelNames: ['outcome'] as const, registers: [registry] }),
    clientErrors: new Counter({ name: 'portal_client_errors_total', help: 'Errors reported by browsers (POST /api/client-errors), by kind (error, rejection, chunk, boundary).', labelNames: ['kind'] as const, registers: [registry] }),
    signIns: new Counter({ name: 'portal_sign_ins_total', help: 'Sign-ins by outcome (succeeded, failed).', labelNames: ['outcome'] as const, registers: [registry] }),
    /** Intents whose final status was counted already (the page polls until final). */
    finals: new LRUCache<string, true>({ max: 10_000 }),
  };
  if (process.env.NODE_ENV !== 'test') collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  return m;
}

type Metrics = ReturnType<typeof build>;
const g = globalThis as typeof globalThis & { __portalMetrics?: Metrics };

/** This process's metrics (made on first use). */
export function metrics(): Metrics {
  g.__portalMetrics ??= build();
  return g.__portalMetrics;
}

/** Prometheus's text exposition of every metric, and its content type; `redisStatus` from lib/redis/client.ts. */
export async function exposition(redisStatus: string): Promise<{ text: string; contentType: string }> {
  const m = metrics();
  const status = redisStatus;
  if (status === 'off') m.redisUp.reset();
  else m.redisUp.set({ role: 'shared' }, status === 'up' ? 1 : 0);
  return { text: await m.registry.metrics(), contentType: m.registry.contentType };
}

const ACTION = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
/** An action name as a label: the code's own names; anything else (never expected) is 'other'. */
export function actionLabel(action: string): string {
  return ACTION.test(action) ? action : 'other';
}

/**
 * A route's template from its path and the params Next matched: each segment that is a
 * param's value becomes `[name]` ('/api/customer/top-up/pi_123' → '/api/customer/top-up/[intentId]').
 * Route handlers only exist for the app's own templates, so the set is bounded.
 */
export function routeTemplate(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const hasParams = Object.values(params).some((v) => v !== undefined);
  if (!hasParams) return pathname || '/'; // a route without params is its own template
  const single = new Map<string, string>();
  const spread = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) spread.set(v, name);
    else if (value) single.set(value, name);
  }
  const out: string[] = [];
  for (const segment of pathname.split('/')) {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // kept as sent
    }
    const name = single.get(decoded);
    const rest = spread.get(decoded);
    if (name) out.push(`[${name}]`);
    else if (rest) {
      if (out[out.length - 1] !== `[...${rest}]`) out.push(`[...${rest}]`);
    } else out.push(segment);
  }
  return out.join('/') || '/';
}

/** One API request answered (app/api/_lib/wrap.ts). */
export function countRequest(route: string, method: string, status: number, seconds: number, code?: string): void {
  const m = metrics();
  m.httpRequests.inc({ route, method, status: `${Math.floor(status / 100)}xx` });
  m.httpDuration.observe({ route, method }, seconds);
  if (status >= 500) m.httpErrors.inc({ route, method, code: code ?? 'internal' });
  if (status === 429 && code === 'rate_limited') m.rateLimited.inc({ route });
}

/** One upstream call (lib/upstream/client.ts): `outcome` is 'ok' or the error's kind. */
export function countUpstream(family: string, action: string, outcome: string, seconds: number, status?: number): void {
  const m = metrics();
  const a = actionLabel(action);
  m.upstreamCalls.inc({ family, action: a, outcome });
  m.upstreamDuration.observe({ family, action: a }, seconds);
  const failed = outcome === 'network' || outcome === 'timeout' || outcome === 'validation' || (outcome === 'http' && (status ?? 0) >= 500);
  if (failed) m.upstreamErrors.inc({ family, action: a, kind: outcome });
}

/** One cache read (lib/cache/store.ts). */
export function countCache(cache: string, hit: boolean): void {
  metrics().cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** A payment's step. A final outcome named with its intent counts once per intent in this process. */
export function countPayment(flow: PaymentFlow, outcome: PaymentOutcome, intentId?: string): void {
  if (outcome === 'started' || once(intentId && `payment:${intentId}`)) metrics().payments.inc({ flow, outcome });
}

type Answer = { ok: true } | { ok: false; error: { kind: string; status?: number } };

/**
 * The upstream's answer to a payment it was asked to take (after `countPayment(flow, 'started')`):
 * nothing when it took it; 'declined' when it refused it (a 4xx: the card, the amount, the
 * payment type); 'failed' when it could not (no answer, a 5xx, an unreadable body).
 */
export function countPaymentAnswer(flow: PaymentFlow, res: Answer): void {
  if (res.ok) return;
  const s = res.error.status ?? 0;
  countPayment(flow, res.error.kind === 'http' && s >= 400 && s < 500 ? 'declined' : 'failed');
}

/** A payment's transaction read: a final status counts once per intent (or order) id. */
export function countPaymentStatus(flow: PaymentFlow, status: string, id: string): void {
  if (status === 'completed' || status === 'succeeded') countPayment(flow, 'succeeded', id);
  else if (status === 'failed') countPayment(flow, 'failed', id);
}

/** Counts `outcome` once per `key` in this process (a state read by polling), or every time without one. */
function once(key: string | undefined): boolean {
  if (!key) return true;
  const m = metrics();
  if (m.finals.has(key)) return false;
  m.finals.set(key, true);
  return true;
}

/** An activation's step; a final outcome read by polling names its product (`once`) and counts once. */
export function countActivation(outcome: ActivationOutcome, onceFor?: string): void {
  if (once(onceFor && `activation:${outcome}:${onceFor}`)) metrics().activations.inc({ outcome });
}

/** A port's step; a final outcome read by polling names its product (`once`) and counts once. */
export function countPort(outcome: PortOutcome, onceFor?: string): void {
  if (once(onceFor && `port:${outcome}:${onceFor}`)) metrics().ports.inc({ outcome });
}

/** One browser error report accepted (app/api/client-errors). */
export function countClientError(kind: 'error' | 'rejection' | 'chunk' | 'boundary'): void {
  metrics().clientErrors.inc({ kind });
}

export function countSignIn(outcome: SignInOutcome): void {
  metrics().signIns.inc({ outcome });
}
