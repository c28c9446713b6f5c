import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signIn } from '@/lib/auth/calls';
import { forget, hit } from '@/lib/cache';
import { ApiError } from '@/lib/errors';
import { SIGN_IN_LIMIT } from '@/lib/flags/constants';
import { getFlags } from '@/lib/config/calls';
import { AccountUnavailable, loadAccount } from '@/lib/customer/account';
import { landingAfterSignIn } from '@/lib/customer/rules';
import { safeRedirect } from '@/lib/session/redirect';
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
  const target = safeRedirect(redirect);
  const s = rc.session;
  const accounts = s.customerUuids?.length ?? 0;
  if (accounts !== 1 || !s.customerUuid) {
    const to = landingAfterSignIn({ signedIn: true, emailVerified: true, suspended: false, hasPaymentMethod: true, hasAddons: true, accounts, accountChosen: false, redirect: target });
    return NextResponse.json({ redirectTo: accounts === 0 ? '/no-plans-page' : to });
  }
  // The sign-in itself succeeded: if the account cannot be read right now, the profile shows
  // that with a retry, rather than failing a correct password.
  const account = await loadAccount(rc, s.customerUuid, await getFlags()).catch((err: unknown) => {
    if (err instanceof AccountUnavailable) return null;
    throw err;
  });
  if (!account) return NextResponse.json({ redirectTo: target ?? '/profile' });
  rc.session.productUuid = account.current?.uuid;
  return NextResponse.json({ redirectTo: landingAfterSignIn({ ...account.facts, accounts, accountChosen: true, redirect: target }) });
});
