import type { NextRequest } from 'next/server';

/**
 * Mutations must come from our own pages: the Origin header must name this host (or APP_ORIGIN
 * behind a proxy that rewrites Host). A request without Origin is refused: browsers send it on
 * every cross-site or same-site POST, PUT, PATCH and DELETE.
 */
export function originAllowed(req: NextRequest): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set<string>();
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (process.env.APP_ORIGIN) allowed.add(process.env.APP_ORIGIN.replace(/\/$/, ''));
  return allowed.has(origin);
}
