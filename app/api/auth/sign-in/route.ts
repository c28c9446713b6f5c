import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signIn } from '@/lib/auth/calls';
import { forget } from '@/lib/cache';
import { secretText } from '@/lib/errors/input';
import { PASSWORD_MAX_LENGTH, SIGN_IN_LIMIT } from '@/lib/flags/constants';
import { safeRedirect } from '@/lib/session/redirect';
import { landingAfterAuth } from '../../_lib/landing';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

const Body = z.object({
  login: z.string().trim().min(1, 'please enter').max(254, 'cannot be longer than 254 characters'),
  password: secretText(PASSWORD_MAX_LENGTH),
  redirect: z.string().optional(),
});

// POST /api/auth/sign-in – local sign-in; answers where the user should land
export const POST = withPublic(Body, async ({ login, password, redirect }, { req, rc }) => {
  const loginKey = `sign-in:login:${login.toLowerCase()}`;
  enforceLimits([[`sign-in:ip:${clientIp(req.headers)}`, SIGN_IN_LIMIT.perIp], [loginKey, SIGN_IN_LIMIT.perLogin]], SIGN_IN_LIMIT.windowMs);
  rc.session = await signIn(login, password, rc.requestId);
  rc.dirty = true;
  forget(loginKey);
  return NextResponse.json({ redirectTo: await landingAfterAuth(rc, safeRedirect(redirect)) });
});
