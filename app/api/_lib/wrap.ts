import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { settleSharedWrites } from '@/lib/cache';
import { ApiError, errorBody } from '@/lib/errors';
import { log } from '@/lib/log';
import { currentTraceId, referenceOf, requestIdFrom, withRequestId } from '@/lib/observability/correlation';
import { countRequest, routeTemplate } from '@/lib/observability/metrics';
import { markActiveSpanError } from '@/lib/observability/tracing';
import { clearedSessionCookie, isSignedIn, sealSession, sessionCookieName, sessionCookieOptions, unsealSession } from '@/lib/session';
import { AccountUnavailable } from '@/lib/customer/account';
import { createContext, ensureToken, settleSession, type RequestContext } from '@/lib/upstream/context';
import { toApiError } from '@/lib/upstream/errors';
import { HINT_COOKIE, SIGNED_IN_HINT, SUSPENDED_HINT } from '@/lib/session/hints';
import { refuseSuspended, type RouteOptions } from './guard';
import { idempotently, markIdempotent } from './idempotent';
import { parseInput, readInput, routeParams } from './input';
import { originAllowed } from './origin';

export type RouteContext = { req: NextRequest; rc: RequestContext; params: Record<string, string> };
type Handler<I> = (input: I, ctx: RouteContext) => Promise<unknown>;
type NextCtx = { params: Promise<Record<string, string | string[]>> };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes the session back when a call renewed or ended it. */
async function persist(res: NextResponse, rc: RequestContext): Promise<void> {
  await settleSession(rc); // an ended or replaced session is revoked before the answer goes out
  await settleSharedWrites(); // invalidations and revocations reach every instance first (docs/scaling.md)
  if (!rc.dirty) return;
  if (rc.ended || !isSignedIn(rc.session)) {
    const c = clearedSessionCookie();
    res.cookies.set(c.name, c.value, c.options);
    res.cookies.delete({ name: SIGNED_IN_HINT, path: '/' });
    res.cookies.delete({ name: SUSPENDED_HINT, path: '/' });
  } else {
    res.cookies.set(sessionCookieName(), await sealSession(rc.session), sessionCookieOptions());
    res.cookies.set(SIGNED_IN_HINT, '1', HINT_COOKIE);
  }
}

function toResponse(err: unknown, requestId: string): NextResponse & { errorCode?: string } {
  const apiError = err instanceof ApiError ? err : err instanceof AccountUnavailable ? toApiError(err.cause) : new ApiError('internal');
  if (!(err instanceof ApiError) && !(err instanceof AccountUnavailable)) log.error({ requestId, err: (err as Error)?.message, stack: (err as Error)?.stack }, 'route handler failed');
  const body = errorBody(apiError);
  // A 5xx names the customer's reference (docs/operations.md §4): it finds this request's log lines and trace.
  if (apiError.status >= 500) body.error.reference = referenceOf({ traceId: currentTraceId(), requestId });
  const res: NextResponse & { errorCode?: string } = NextResponse.json(body, { status: apiError.status });
  res.errorCode = apiError.code;
  if (apiError.code === 'rate_limited' && typeof apiError.details === 'object' && apiError.details && 'retryAfterS' in apiError.details) {
    res.headers.set('retry-after', String((apiError.details as { retryAfterS: number }).retryAfterS));
  }
  return res;
}

function wrap<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>, needsCustomer: boolean, opts: RouteOptions) {
  const route = (req: NextRequest, nextCtx?: NextCtx): Promise<NextResponse> => {
    const requestId = requestIdFrom(req.headers.get('x-request-id'), randomUUID);
    // Every log line of this request carries its id (and trace id): lib/observability/correlation.ts.
    return withRequestId(requestId, () => handle(req, nextCtx, requestId));
  };
  const handle = async (req: NextRequest, nextCtx: NextCtx | undefined, requestId: string): Promise<NextResponse> => {
    const started = performance.now();
    let matched: Record<string, string | string[]> | undefined; // the route's params, once read
    const done = async (res: NextResponse & { errorCode?: string }): Promise<NextResponse> => {
      res.headers.set('x-request-id', requestId);
      const ms = performance.now() - started;
      log.info({ requestId, method: req.method, path: req.nextUrl.pathname, status: res.status, ms: Math.round(ms) }, 'api');
      // Metrics by the route's template, never its raw path (lib/observability/metrics.ts).
      const params = matched ?? (await Promise.resolve(nextCtx?.params).catch(() => undefined)) ?? {};
      countRequest(routeTemplate(req.nextUrl.pathname, params), req.method, res.status, ms / 1000, res.errorCode);
      if (res.status >= 500) markActiveSpanError(res.errorCode ?? 'internal'); // every error trace is kept
      return res;
    };
    const rc = createContext(await unsealSession(req.cookies.get(sessionCookieName())?.value), requestId);
    try {
      if (MUTATING.has(req.method) && !originAllowed(req)) throw new ApiError('bad_origin');
      if (needsCustomer && !isSignedIn(rc.session)) throw new ApiError('unauthorised');
      // Renew a stale token up front: cached reads must not outlive a session that cannot renew.
      if (needsCustomer && !(await ensureToken(rc))) throw rc.refreshFailure ? toApiError(rc.refreshFailure) : new ApiError(rc.ended ? 'session_ended' : 'no_auth_token');
      if (opts.suspended === 'refuse') await refuseSuspended(rc);
      matched = (await nextCtx?.params) ?? {};
      const params = routeParams(matched);
      const raw = await readInput(req, opts.bodyMaxBytes);
      const input: z.infer<S> = schema ? parseInput(schema, raw) : (raw as z.infer<S>);
      const result = opts.idempotent
        ? await idempotently(opts.idempotent, { req, rc, params, input }, () => handler(input, { req, rc, params }))
        : await handler(input, { req, rc, params });
      if (rc.ended && needsCustomer) throw new ApiError('session_ended');
      const res = result instanceof NextResponse ? result : NextResponse.json(result ?? { ok: true });
      await persist(res, rc);
      // A handler may say how its own answer is cached (a public image); everything else is no-store.
      if (!(result instanceof NextResponse && res.headers.has('cache-control'))) res.headers.set('cache-control', 'no-store');
      return done(res);
    } catch (err) {
      const res = toResponse(err, requestId);
      await persist(res, rc);
      return done(res);
    }
  };
  if (opts.idempotent) markIdempotent(route);
  return route;
}

/**
 * A route for anyone: Origin check on mutations, input checks (413 over 1 MB, 422 with field
 * messages), error table. `{ suspended: 'refuse' }` when it acts for the session's customer.
 */
export function withPublic<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>, opts: RouteOptions = {}) {
  return wrap(schema, handler, false, { suspended: 'allow', ...opts });
}

/**
 * A route for a signed-in customer: as withPublic, plus the session (401 when absent or ended)
 * and the pages' guard chain (403 account_suspended; `{ suspended: 'allow' }` for the few
 * routes a suspended account still needs).
 */
export function withCustomer<S extends z.ZodType>(schema: S | null, handler: Handler<z.infer<S>>, opts: RouteOptions = {}) {
  return wrap(schema, handler, true, { suspended: 'refuse', ...opts });
}
