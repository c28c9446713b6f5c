import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { sessionCookieName, unsealSession } from './cookie';
import { isSignedIn } from './rules';
import type { SessionData } from './types';

export { clearedSessionCookie, sealSession, unsealSession, sessionCookieName, sessionCookieOptions } from './cookie';
export { isSignedIn, isTokenValid, sessionVerdict, shouldLogOut } from './rules';
export type { SessionData, SignedInSession } from './types';

/** The session of the request being rendered, read once per request (server components). */
export const getSession = cache(async (): Promise<SessionData> => {
  const jar = await cookies();
  return unsealSession(jar.get(sessionCookieName())?.value);
});

/** True when the request carries a signed-in session (no upstream call). */
export async function hasSession(): Promise<boolean> {
  return isSignedIn(await getSession());
}
