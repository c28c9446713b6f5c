import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signIn } from '@/lib/auth/calls';
import { forget } from '@/lib/cache';
import { ApiError } from '@/lib/errors';
import { secretText } from '@/lib/errors/input';
import { PASSWORD_MAX_LENGTH, SIGN_IN_LIMIT } from '@/lib/flags/constants';
import { countSignIn } from '@/lib/observability/metrics';
import { safeRedirect } from '@/lib/session/redirect';
import { landingAfterAuth } from '../../_lib/landing';
import { clientIp, enforceLimits, enforceSlowDown } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

const Body = z.object({
  login: z.string().trim().min(1, 'please enter').max(254, 'cannot be longer than 254 characters'),
  password: secretText(PASSWORD_MAX_LENGTH),
  redirect: z.string().optional(),
});

/**
 * POST /api/auth/sign-in – local sign-in; answers where the user should land. Limits
 * (docs/adr/009): per client address; per login and client address together (strict: a guesser
 * locks only itself out); per login alone, wrong passwords slow down but never lock.
 */
export const POST = withPublic(Body, async ({ login, password, redirect }, { req, rc }) => {
  const ip = clientIp(req.headers);
  const account = login.toLowerCase();
  const loginAndClient = `sign-in:login-client:${account}|${ip}`;
  const perLogin = await enforceSlowDown(`sign-in:login:${account}`, SIGN_IN_LIMIT.perLogin);
  await enforceLimits([[`sign-in:ip:${ip}`, SIGN_IN_LIMIT.perIp], [loginAndClient, SIGN_IN_LIMIT.perLoginAndClient]], SIGN_IN_LIMIT.windowMs);
  rc.session = await signIn(login, password, rc.requestId).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'invalid_credentials') perLogin.failed();
    countSignIn('failed');
    throw err;
  });
  countSignIn('succeeded');
  rc.dirty = true;
  forget(loginAndClient);
  return NextResponse.json({ redirectTo: await landingAfterAuth(rc, safeRedirect(redirect)) });
});
