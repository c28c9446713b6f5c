import 'server-only';
import { hit } from '@/lib/cache';
import { ApiError } from '@/lib/errors';
import { CODE_ENTRY_LIMIT, SECOND_FACTOR_PROOF_MS } from '@/lib/flags/constants';
import { hasSecondFactor, secondFactorExpiry } from '@/lib/customer/rules';
import type { RequestContext } from '@/lib/upstream/context';

/** Records a passed second factor (password or emailed code) in the session. */
export function grantSecondFactor(rc: RequestContext, nowMs = Date.now()): number {
  const until = secondFactorExpiry(nowMs);
  rc.session.secondFactorUntil = until;
  rc.dirty = true;
  return until;
}

/**
 * For sensitive routes: 403 'second_factor_required' unless the session passed the second
 * factor step (POST/PUT /api/account/second-factor) within SECOND_FACTOR_PROOF_MS.
 */
export function requireSecondFactor(ctx: { rc: RequestContext }, nowMs = Date.now()): void {
  if (!hasSecondFactor(ctx.rc.session.secondFactorUntil, nowMs)) throw new ApiError('second_factor_required');
}

/**
 * For the most sensitive actions (a SIM swap: issue 28, "a fresh confirmation of identity at the
 * swap itself"): the proof must be there, as for requireSecondFactor, and serves one action only.
 * It leaves the session, and its use is recorded in the shared store, so that an older copy of the
 * session cookie cannot spend it again; the next such action asks again.
 */
export async function spendSecondFactor(ctx: { rc: RequestContext }, nowMs = Date.now()): Promise<void> {
  requireSecondFactor(ctx, nowMs);
  const until = ctx.rc.session.secondFactorUntil;
  ctx.rc.session.secondFactorUntil = undefined;
  ctx.rc.dirty = true;
  const first = await hit(`second-factor-spent:${ctx.rc.session.userUuid ?? 'anon'}:${until}`, 1, SECOND_FACTOR_PROOF_MS);
  if (!first.allowed) throw new ApiError('second_factor_required');
}

/**
 * Guesses at a 6-digit code (or a password) are limited per user and step: 429 with a retry
 * time past CODE_ENTRY_LIMIT attempts in its window, successful or not.
 */
export async function limitCodeEntry(rc: RequestContext, step: 'second-factor' | 'email-verification' | 'invitation' | 'rewards'): Promise<void> {
  const verdict = await hit(`code:${step}:${rc.session.userUuid ?? 'anon'}`, CODE_ENTRY_LIMIT.perUser, CODE_ENTRY_LIMIT.windowMs);
  if (!verdict.allowed) throw new ApiError('rate_limited', undefined, { retryAfterS: verdict.retryAfterS });
}
