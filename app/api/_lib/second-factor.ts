import 'server-only';
import { ApiError } from '@/lib/errors';
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
