import { TOKEN_VALIDITY_MARGIN_MS } from '@/lib/flags/constants';
import type { SessionData, SignedInSession } from './types';

/** "A token counts as valid only if its expiry is more than 5 minutes ahead." (§4 Session) */
export function isTokenValid(expirySeconds: number | undefined, nowMs: number): boolean {
  if (typeof expirySeconds !== 'number' || !Number.isFinite(expirySeconds)) return false;
  return expirySeconds * 1000 - nowMs > TOKEN_VALIDITY_MARGIN_MS;
}

/**
 * "Stored auth data without a future expiry is discarded and the user is logged out."
 * "Auto-login tries a stored-token refresh and logs out if none is stored." (§4 Session)
 * - 'keep': the JWT is valid; 'refresh': it is not, but an identity token can renew it;
 * - 'discard': nothing usable is stored.
 */
export function sessionVerdict(data: SessionData, nowMs: number): 'keep' | 'refresh' | 'discard' {
  if (data.jwt && isTokenValid(data.jwtExpiry, nowMs)) return 'keep';
  if (data.identityId && data.identityToken) return 'refresh';
  return 'discard';
}

export function isSignedIn(data: SessionData): data is SignedInSession {
  return Boolean(data.jwt && typeof data.jwtExpiry === 'number' && Array.isArray(data.customerUuids));
}

/**
 * "A 401 logs the user out unless the error number is 1002." (§7)
 */
export function shouldLogOut(status: number, errNumber: number | undefined): boolean {
  return status === 401 && errNumber !== 1002;
}

/**
 * "Suspended account: only the suspended page; other pages redirect to not-found."
 * (portal-shop-onboarding.md §4 roles; account-management.md: "suspended (only for suspended
 * accounts; other pages send suspended accounts to not-found)"). What the session knows of it:
 * - 'none': no mark, or a mark of another account than the selected one;
 * - 'suspended': the selected account was found suspended less than `recheckAfterMs` ago;
 * - 'recheck': it was, longer ago: read it again (it may have been restored).
 */
export function suspendedState(data: SessionData, nowMs: number, recheckAfterMs: number): 'none' | 'suspended' | 'recheck' {
  const mark = data.suspended;
  if (!mark || !data.customerUuid || mark.customerUuid !== data.customerUuid) return 'none';
  return nowMs - mark.checkedAt < recheckAfterMs ? 'suspended' : 'recheck';
}

/**
 * The pages a suspended sign-in still opens: the suspended page, and the account chooser when the
 * sign-in has other accounts to act for ("choosing another of its accounts", app/api/_lib/guard.ts).
 * Signing out is a route (POST /api/auth/sign-out), not a page, and stays open.
 */
export function pageOpenWhileSuspended(pathname: string, accounts: number): boolean {
  if (pathname === '/suspended') return true;
  return pathname === '/select-account' && accounts > 1;
}

/** Records what a read of the selected account found (`suspended` true or false; a failed read is false). */
export function markSuspended(data: SessionData, customerUuid: string, suspended: boolean, nowMs: number): void {
  if (suspended) data.suspended = { customerUuid, checkedAt: nowMs };
  else delete data.suspended;
}
