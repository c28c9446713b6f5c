import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { appOrigin } from '@/lib/flags/origin';
import { safeRedirect } from '@/lib/session/redirect';
import { endSession } from '@/lib/upstream/context';
import { withPublic } from '../../_lib/wrap';

/** /sign-in saying "Your session has ended", coming back to `target` afterwards. */
function signInPath(target: string | undefined): string {
  const q = new URLSearchParams({ expired: '1' });
  if (target) q.set('redirect', target);
  return `/sign-in?${q}`;
}

/**
 * GET /api/auth/session-ended – only goes to sign-in, keeping the page the user wanted. It
 * changes nothing (issue 10, finding 7: a GET that signed out let any site's <img> sign a
 * visitor out). A page whose session the upstream refused goes straight to sign-in: that
 * session is already revoked, so proxy.ts clears its cookie there (lib/upstream/request.ts).
 */
export function GET(req: NextRequest): NextResponse {
  const res = NextResponse.redirect(new URL(signInPath(safeRedirect(req.nextUrl.searchParams.get('redirect'))), appOrigin()), 303);
  res.headers.set('cache-control', 'no-store');
  return res;
}

const Body = z.object({ redirect: z.string().max(2048, 'cannot be longer than 2048 characters').optional() });

/**
 * POST /api/auth/session-ended – ends this browser's session (Origin-checked, like every
 * mutation): revoked on the server, cookie cleared; answers where to go (sign-in with the
 * session-ended text and the page kept).
 */
export const POST = withPublic(Body, async ({ redirect }, { rc }) => {
  endSession(rc);
  return { redirectTo: signInPath(safeRedirect(redirect)) };
});
