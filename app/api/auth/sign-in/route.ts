import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signIn } from '@/lib/auth/calls';
import { forget, hit } from '@/lib/cache';
import { ApiError } from '@/lib/errors';
import { SIGN_IN_LIMIT } from '@/lib/flags/constants';
import { safeRedirect } from '@/lib/session/redirect';
import { landingAfterAuth } from '../../_lib/landing';
import { withPublic } from '../../_lib/wrap';

const Body = z.object({
  login: z.string().trim().min(1, 'please enter').max(254, 'cannot be longer than 254 characters'),
  password: z.string().min(1, 'please enter').max(200, 'cannot be longer than 200 characters'),
  redirect: z.string().optional(),
});

/**
 * The last x-forwarded-for hop: what our own load balancer (or next start, from the socket)
 * saw. Earlier entries are whatever the client chose to send.
 */
function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown';
}

// POST /api/auth/sign-in – local sign-in; answers where the user should land
export const POST = withPublic(Body, async ({ login, password, redirect }, { req, rc }) => {
  const loginKey = `sign-in:login:${login.toLowerCase()}`;
  for (const [key, limit] of [[`sign-in:ip:${clientIp(req.headers)}`, SIGN_IN_LIMIT.perIp], [loginKey, SIGN_IN_LIMIT.perLogin]] as const) {
    const verdict = hit(key, limit, SIGN_IN_LIMIT.windowMs);
    if (!verdict.allowed) throw new ApiError('rate_limited', undefined, { retryAfterS: verdict.retryAfterS });
  }
  rc.session = await signIn(login, password, rc.requestId);
  rc.dirty = true;
  forget(loginKey);
  return NextResponse.json({ redirectTo: await landingAfterAuth(rc, safeRedirect(redirect)) });
});
