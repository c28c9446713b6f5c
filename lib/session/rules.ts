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
