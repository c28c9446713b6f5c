import 'server-only';
import { Agent, errors as undiciErrors, interceptors, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { MAX_REDIRECTS, TIMEOUT_ACCOUNTS_MS, TIMEOUT_IDENTITY_MS, TIMEOUT_SUPPORT_MS } from '@/lib/flags/constants';
import { log } from '@/lib/log';
import { countUpstream } from '@/lib/observability/metrics';
import { startUpstreamSpan } from '@/lib/observability/tracing';
import { buildPath, buildQuery } from './path';
import { familyTimeoutMs, httpError, readRotatedToken } from './rules';
import type { CallOptions, UpstreamFamily, UpstreamResult } from './types';

const TIMEOUTS: Record<UpstreamFamily, number> = {
  accounts: TIMEOUT_ACCOUNTS_MS,
  identity: TIMEOUT_IDENTITY_MS,
  support: TIMEOUT_SUPPORT_MS,
};

const ENV_NAMES: Record<UpstreamFamily, string> = {
  accounts: 'UPSTREAM_ACCOUNTS_URL',
  identity: 'UPSTREAM_IDENTITY_URL',
  support: 'UPSTREAM_SUPPORT_URL',
};

/** The configured base URL of a family; the sandbox's when none is configured. */
export function upstreamBase(family: UpstreamFamily): string {
  const base = process.env[ENV_NAMES[family]] ?? process.env.UPSTREAM_ACCOUNTS_URL ?? process.env.SANDBOX_URL;
  if (!base) throw new Error(`${ENV_NAMES[family]} is not set and no sandbox is running`);
  return base.replace(/\/$/, '');
}

/** The family's time-out now (UPSTREAM_TIMEOUT_MS is read on each call, so tests can set it). */
export function timeoutOf(family: UpstreamFamily): number {
  return familyTimeoutMs(TIMEOUTS[family], process.env.UPSTREAM_TIMEOUT_MS);
}

const dispatchers = new Map<string, Dispatcher>();
/** One keep-alive pool per family and time-out, with that time-out and one redirect. */
function dispatcher(family: UpstreamFamily): Dispatcher {
  const timeout = timeoutOf(family);
  const id = `${family}:${timeout}`;
  let d = dispatchers.get(id);
  if (!d) {
    d = new Agent({ keepAliveTimeout: 30_000, connections: 128, headersTimeout: timeout, bodyTimeout: timeout, connectTimeout: Math.min(timeout, 10_000) })
      .compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTS }));
    dispatchers.set(id, d);
  }
  return d;
}

export type RawCall<S extends z.ZodType> = CallOptions<S> & { family: UpstreamFamily; jwt?: string; requestId?: string };
export type CallOutcome<T> = UpstreamResult<T> & { rotated?: { jwt: string; expiry: number } };

/**
 * Sends one call and parses the answer with the call's zod schema. Never throws: every failure
 * is a typed result (network, timeout, http, auth, validation).
 */
export async function upstreamCall<S extends z.ZodType>(call: RawCall<S>): Promise<CallOutcome<z.infer<S>>> {
  const { family, method = 'GET', action } = call;
  const url = `${upstreamBase(family)}${buildPath(call.path, call.params)}${buildQuery(call.query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    if (name.toLowerCase() !== 'authorization') headers[name.toLowerCase()] = value;
  }
  if (call.jwt) headers.authorization = `Bearer ${call.jwt}`;
  if (call.requestId) headers['x-request-id'] = call.requestId;
  let payload: string | undefined;
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  const started = performance.now();
  // A span and the metrics for every call; the span's traceparent goes to the upstream.
  const span = startUpstreamSpan(family, action, method, call.path, headers);
  const observe = (outcome: string, status?: number, errNumber?: number): void => {
    span.end(outcome, status, errNumber);
    countUpstream(family, action, outcome, (performance.now() - started) / 1000, status);
  };
  const result = await send();
  if (result.ok) observe('ok', result.status);
  else observe(result.error.kind, result.error.status, result.error.errNumber);
  return result;

  async function send(): Promise<CallOutcome<z.infer<S>>> {
    let res: Dispatcher.ResponseData;
    try {
      // The pool's headersTimeout/bodyTimeout are the family's time-out; no per-call timer needed.
      res = await request(url, { method, headers, body: payload, dispatcher: dispatcher(family) });
    } catch (err) {
      const timedOut = err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError || (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
      log.warn({ family, action, requestId: call.requestId, ms: Math.round(performance.now() - started), err: (err as Error).message }, 'upstream unreachable');
      return { ok: false, error: { kind: timedOut ? 'timeout' : 'network', message: 'network error', retryable: true } };
    }
    const text = await res.body.text().catch(() => '');
    const rotated = readRotatedToken(res.headers);
    let body: unknown;
    let parsedOk = true;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        parsedOk = false;
      }
    }
    const ms = Math.round(performance.now() - started);
    if (call.accept?.statuses.includes(res.statusCode) && parsedOk && body !== undefined) {
      const accepted = call.accept.schema.safeParse(body);
      if (accepted.success) return { ok: true, data: accepted.data, status: res.statusCode, rotated };
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      const error = httpError(res.statusCode, parsedOk ? body : undefined, action);
      log.info({ family, action, requestId: call.requestId, status: res.statusCode, errNumber: error.errNumber, ms }, 'upstream error');
      return { ok: false, error, rotated };
    }
    // A 204 says there is nothing to read: the answer of a call whose schema takes no body (a DELETE).
    if (res.statusCode === 204 && body === undefined && parsedOk) {
      const none = call.schema.safeParse(undefined);
      if (none.success) return { ok: true, data: none.data, status: 204, rotated };
    }
    if (!parsedOk || body === undefined) {
      log.warn({ family, action, requestId: call.requestId, status: res.statusCode, ms }, 'upstream sent no usable body');
      return { ok: false, error: { kind: 'validation', status: res.statusCode, message: body === undefined && parsedOk ? 'no response data' : `unknown error in ${action}`, retryable: true }, rotated };
    }
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      log.warn({ family, action, requestId: call.requestId, issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`) }, 'upstream body did not match the contract');
      return { ok: false, error: { kind: 'validation', status: res.statusCode, message: `unknown error in ${action}`, retryable: false }, rotated };
    }
    log.debug({ family, action, requestId: call.requestId, status: res.statusCode, ms }, 'upstream call');
    return { ok: true, data: parsed.data, status: res.statusCode, rotated };
  }
}
