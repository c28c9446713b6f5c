import 'server-only';
import { revokeSession as revokeId } from '@/lib/cache/revoked';
import { COOKIE_MAX_AGE_S } from '@/lib/flags/constants';
import type { SessionData } from './types';

/**
 * Ends a session on the server (issue 10, finding 2): its id is refused by every reader of the
 * cookie (unsealSession) until the session's own end, so a copy of the cookie (the signed-out
 * browser's, or one taken from it) reads as signed out. A session without an id was never sealed.
 */
export async function revokeSession(data: Pick<SessionData, 'sid' | 'expiresAt'>, nowMs = Date.now()): Promise<void> {
  if (!data.sid) return;
  await revokeId(data.sid, data.expiresAt ?? nowMs + COOKIE_MAX_AGE_S * 1000);
}
