import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createContext, type RequestContext } from '@/lib/upstream/context';
import { sessionCookieName, unsealSession } from './cookie';
import { isSignedIn } from './rules';
import type { SessionData } from './types';

export { sealSession, unsealSession, sessionCookieName, sessionCookieOptions } from './cookie';
export { isSignedIn, isTokenValid, sessionVerdict, shouldLogOut } from './rules';
export type { SessionData, SignedInSession } from './types';

/** The session of the request being rendered, read once per request (server components). */
export const getSession = cache(async (): Promise<SessionData> => {
  const jar = await cookies();
  return unsealSession(jar.get(sessionCookieName())?.value);
});

/** The upstream context of the request being rendered; proxy.ts already renewed a stale token. */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const [session, h] = await Promise.all([getSession(), headers()]);
  return createContext({ ...session }, h.get('x-request-id') ?? randomUUID());
});

/** True when the request carries a signed-in session (no upstream call). */
export async function hasSession(): Promise<boolean> {
  return isSignedIn(await getSession());
}
