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
 * After upstream calls in a page: when the upstream refused the session, a page cannot clear
 * the cookie, so it hands over to the route that does and goes on to sign-in.
 */
export function leaveIfEnded(ctx: RequestContext, path: string): void {
  if (ctx.ended) redirect(`/api/auth/session-ended?redirect=${encodeURIComponent(path)}`);
}
