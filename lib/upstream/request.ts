import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getSession } from '@/lib/session';
import { createContext, type RequestContext } from './context';

/** The upstream context of the page being rendered; proxy.ts already renewed a stale token. */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const [session, h] = await Promise.all([getSession(), headers()]);
  return createContext({ ...session }, h.get('x-request-id') ?? randomUUID());
});

/**
 * After upstream calls in a page: when the upstream refused the session, go to sign-in ("Your
 * session has ended"), coming back here afterwards. The session was revoked when it ended
 * (endSession), so proxy.ts clears the cookie on the way in to sign-in: nothing needs a GET
 * that signs out.
 */
export function leaveIfEnded(ctx: RequestContext, path: string): void {
  if (ctx.ended) redirect(`/sign-in?expired=1&redirect=${encodeURIComponent(path)}`);
}
