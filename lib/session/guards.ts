import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSession } from './index';
import { safeRedirect } from './redirect';
import { isSignedIn } from './rules';
import type { SignedInSession } from './types';

/**
 * The path and query of the page being rendered, as proxy.ts saw it (`x-pathname`), for
 * `?redirect=` links; `fallback` when the header is absent. Next's own `_rsc` marker is dropped.
 */
export async function requestPath(fallback: string): Promise<string> {
  const safe = safeRedirect((await headers()).get('x-pathname'));
  if (!safe) return fallback;
  const url = new URL(safe, 'http://path.invalid');
  url.searchParams.delete('_rsc');
  return `${url.pathname}${url.search}`;
}

/** /sign-in that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  return `/sign-in?redirect=${encodeURIComponent(path)}`;
}

/**
 * A page for signed-in customers only (the check behind proxy.ts's coarse one): others go to
 * sign-in and come back here afterwards.
 */
export async function requireCustomer(fallbackPath: string): Promise<{ session: SignedInSession; path: string }> {
  const [session, path] = await Promise.all([getSession(), requestPath(fallbackPath)]);
  if (!isSignedIn(session)) redirect(signInHref(path));
  return { session, path };
}
