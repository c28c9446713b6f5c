import { NextResponse } from 'next/server';
import { signUp } from '@/lib/auth/recovery';
import { SignUpBody } from '@/lib/auth/schemas';
import { SIGN_UP_LIMIT } from '@/lib/flags/constants';
import { safeRedirect } from '@/lib/session/redirect';
import { landingAfterAuth } from '../../_lib/landing';
import { clientIp, enforceLimits } from '../../_lib/limits';
import { withPublic } from '../../_lib/wrap';

// POST /api/auth/sign-up – a local identity; signs in and answers where the user should land
export const POST = withPublic(SignUpBody, async ({ login, password, firstName, lastName, identityToken, redirect }, { req, rc }) => {
  await enforceLimits([[`sign-up:ip:${clientIp(req.headers)}`, SIGN_UP_LIMIT.perIp], [`sign-up:login:${login.toLowerCase()}`, SIGN_UP_LIMIT.perLogin]], SIGN_UP_LIMIT.windowMs);
  rc.session = await signUp({ AuthID: login, AuthCode: password, FirstName: firstName, LastName: lastName, IdentityToken: identityToken || undefined }, rc.requestId);
  rc.dirty = true;
  return NextResponse.json({ redirectTo: await landingAfterAuth(rc, safeRedirect(redirect)) }, { status: 201 });
});
