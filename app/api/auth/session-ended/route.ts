import { NextResponse, type NextRequest } from 'next/server';
import { clearedSessionCookie } from '@/lib/session/cookie';
import { SIGNED_IN_HINT } from '@/lib/session/hints';
import { safeRedirect } from '@/lib/session/redirect';
import { appOrigin } from '@/lib/flags/origin';

// GET /api/auth/session-ended – where pages send a session the upstream refused: clears the
// cookie (a page cannot) and goes to sign-in, keeping the page the user wanted
export function GET(req: NextRequest): NextResponse {
  const target = safeRedirect(req.nextUrl.searchParams.get('redirect') ?? undefined);
  const url = new URL('/sign-in', appOrigin());
  url.searchParams.set('expired', '1');
  if (target) url.searchParams.set('redirect', target);
  const res = NextResponse.redirect(url, 303);
  const cleared = clearedSessionCookie();
  res.cookies.set(cleared.name, cleared.value, cleared.options);
  res.cookies.delete({ name: SIGNED_IN_HINT, path: '/' });
  res.headers.set('cache-control', 'no-store');
  return res;
}
