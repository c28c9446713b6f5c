import { AsyncLocalStorage } from 'node:async_hooks';
import { isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * Correlation (issue 31, docs/operations.md §4): every log line carries the request id and, when
 * tracing runs, the trace id; an error the customer sees carries a short reference made from
 * them, so that the reference finds the log lines (grep) and the log lines the trace.
 *
 * The request id lives in an AsyncLocalStorage for the length of a request (the route wrapper
 * opens the scope); the trace id is the active span's. Kept on globalThis: Next bundles route
 * handlers and instrumentation apart, and each copy of this module must share one store.
 */

export type Correlation = { requestId?: string; traceId?: string };

const g = globalThis as typeof globalThis & { __portalRequestScope?: AsyncLocalStorage<{ requestId: string }> };
const scope = (g.__portalRequestScope ??= new AsyncLocalStorage<{ requestId: string }>());

/** A request id a client or a proxy (HAProxy) may hand us: short, plain; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The request's id: the one it came with when plain enough to log, else `fresh()`. */
export function requestIdFrom(given: string | null | undefined, fresh: () => string): string {
  return given && REQUEST_ID.test(given) ? given : fresh();
}

/** Runs `fn` with `requestId` as the current request's (log lines inside carry it). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** The active span's trace id, when a trace is being recorded (tracing on). */
export function currentTraceId(): string | undefined {
  const ctx = trace.getActiveSpan()?.spanContext();
  return ctx && isSpanContextValid(ctx) ? ctx.traceId : undefined;
}

/** What every log line carries: the current request id and trace id (each only when known). */
export function correlation(): Correlation {
  const out: Correlation = {};
  const requestId = scope.getStore()?.requestId;
  if (requestId) out.requestId = requestId;
  const traceId = currentTraceId();
  if (traceId) out.traceId = traceId;
  return out;
}

/** How many characters of an id the customer is shown: enough to find one request in a day's logs. */
export const REFERENCE_LENGTH = 8;

/**
 * The customer's reference for an error: the first characters of the trace id when there is a
 * trace, else of the request id. Every log line of the request holds it as the start of its
 * `traceId` or `requestId`.
 */
export function referenceOf(ids: Correlation): string {
  return (ids.traceId ?? ids.requestId ?? '').slice(0, REFERENCE_LENGTH);
}
