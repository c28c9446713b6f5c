import 'server-only';
import { z } from 'zod';
import { revokeSession } from '@/lib/session/revocation';
import { sessionVerdict, shouldLogOut } from '@/lib/session/rules';
import type { SessionData } from '@/lib/session/types';
import { upstreamCall, type CallOutcome, type RawCall } from './client';
import type { CallOptions, UpstreamError, UpstreamFamily, UpstreamResult } from './types';

/**
 * One request's view of the session: the upstream calls of that request read and renew the
 * token here; the route wrapper (or proxy) writes the cookie back when `dirty`, and clears it
 * when `ended`.
 */
export type RequestContext = {
  session: SessionData;
  requestId: string;
  dirty: boolean;
  ended: boolean;
  refreshing?: Promise<boolean>;
  /**
   * Why the last token refresh failed when the identity API could not answer (network, time-out,
   * 5xx): the session is not over, so callers answer this error (504, 503, 502), not 'No auth token'.
   */
  refreshFailure?: UpstreamError;
  now?: () => number;
  /** The id and end of the session this request came with: revoked when it ends or is replaced. */
  readonly startedAs?: Pick<SessionData, 'sid' | 'expiresAt'>;
  /** The revocation endSession started (awaited before the answer goes out). */
  revoking?: Promise<void>;
  /** A money route's Idempotency-Key (app/api/_lib/idempotent.ts): sent with the calls marked `money`. */
  idempotencyKey?: string;
};

export function createContext(session: SessionData, requestId: string): RequestContext {
  return { session, requestId, dirty: false, ended: false, startedAs: session.sid ? { sid: session.sid, expiresAt: session.expiresAt } : undefined };
}

const refreshSchema = z.object({ JWT: z.string().min(1), JWTExpiry: z.number() });

/** Renews the JWT through the identity login (IdentityProvider JWT_REFRESH). */
async function refresh(ctx: RequestContext): Promise<boolean> {
  const s = ctx.session;
  if (!s.identityId || !s.identityToken) return false;
  const res = await upstreamCall({
    family: 'identity',
    method: 'POST',
    path: '/v2/{spid}/auth',
    body: { IdentityProvider: 'JWT_REFRESH', AuthID: s.identityId, AuthCode: s.identityToken, IncludeRoles: true, CustomerUUID: s.customerUuid },
    schema: refreshSchema,
    action: 'refresh',
    requestId: ctx.requestId,
  });
  if (!res.ok) {
    // An identity the upstream refuses ends the session; a network failure or time-out does not.
    if (res.error.status === 401) await endSession(ctx).revoking;
    else ctx.refreshFailure = res.error;
    return false;
  }
  ctx.refreshFailure = undefined;
  s.jwt = res.data.JWT;
  s.jwtExpiry = res.data.JWTExpiry;
  ctx.dirty = true;
  return true;
}

/**
 * Ends the session (sign-out, a token the upstream refused or that can no longer be renewed):
 * this request answers without it, and its id is revoked on the server (lib/session/revocation)
 * so that the cookie, replayed, reads as signed out. The revocation is under way on return;
 * `settleSession` (the route wrapper) and the async paths here await it.
 */
export function endSession(ctx: RequestContext): RequestContext {
  const { sid, expiresAt } = ctx.session;
  if (sid) ctx.revoking = Promise.all([ctx.revoking, revokeSession({ sid, expiresAt })]).then(() => undefined);
  ctx.session = {};
  ctx.ended = true;
  ctx.dirty = true;
  return ctx;
}

/**
 * Before the answer goes out: the revocation endSession started is stored, and a session this
 * request replaced (a new sign-in over it, a password change, "sign out of all devices") is
 * revoked too, so no earlier cookie of this browser outlives it.
 */
export async function settleSession(ctx: RequestContext): Promise<void> {
  await ctx.revoking;
  const before = ctx.startedAs;
  if (before?.sid && ctx.session.sid !== before.sid) await revokeSession(before);
}

/**
 * A token that is valid now, refreshing first when needed. "A missing token while a refresh is
 * in progress waits, then fails with 'No auth token'."
 */
export async function ensureToken(ctx: RequestContext): Promise<string | undefined> {
  const now = ctx.now?.() ?? Date.now();
  const verdict = sessionVerdict(ctx.session, now);
  if (verdict === 'keep') return ctx.session.jwt;
  if (verdict === 'discard') {
    if (ctx.session.jwt || ctx.session.identityId) await endSession(ctx).revoking;
    return undefined;
  }
  ctx.refreshing ??= refresh(ctx).finally(() => {
    ctx.refreshing = undefined;
  });
  const ok = await ctx.refreshing;
  return ok ? ctx.session.jwt : undefined;
}

const NO_AUTH_TOKEN = { ok: false as const, error: { kind: 'auth' as const, status: 401, message: 'No auth token', retryable: false } };

/** A call made with the customer's token: refresh, rotation from headers, 401 → logout unless 1002. */
export async function customerCall<S extends z.ZodType>(
  ctx: RequestContext,
  family: UpstreamFamily,
  opts: CallOptions<S>,
): Promise<UpstreamResult<z.infer<S>>> {
  const jwt = await ensureToken(ctx);
  if (!jwt) return ctx.refreshFailure && !ctx.ended ? { ok: false, error: ctx.refreshFailure } : NO_AUTH_TOKEN;
  const headers = opts.money ? { ...opts.headers, ...moneyHeaders(ctx.idempotencyKey) } : opts.headers;
  const res: CallOutcome<z.infer<S>> = await upstreamCall({ ...opts, headers, family, jwt, requestId: ctx.requestId } as RawCall<S>);
  if (res.rotated && !ctx.ended) {
    ctx.session.jwt = res.rotated.jwt;
    ctx.session.jwtExpiry = res.rotated.expiry;
    ctx.dirty = true;
  }
  if (!res.ok && res.error.status !== undefined && shouldLogOut(res.error.status, res.error.errNumber)) await endSession(ctx).revoking;
  return res.ok ? { ok: true, data: res.data, status: res.status } : { ok: false, error: res.error };
}

/** A money call's `Idempotency-Key` header (a guest's call, made without a customer context; issue 29). */
export function moneyHeaders(idempotencyKey: string | undefined): Record<string, string> | undefined {
  return idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
}

/** A call that needs no customer token (sign-in, public catalogue, remote config). */
export async function publicCall<S extends z.ZodType>(
  family: UpstreamFamily,
  opts: CallOptions<S>,
  requestId?: string,
): Promise<UpstreamResult<z.infer<S>>> {
  const res = await upstreamCall({ ...opts, family, requestId } as RawCall<S>);
  return res.ok ? { ok: true, data: res.data, status: res.status } : { ok: false, error: res.error };
}
