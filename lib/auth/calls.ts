import 'server-only';
import { ApiError } from '@/lib/errors/api-error';
import { customerCall, publicCall, type RequestContext } from '@/lib/upstream/context';
import { upstreamCall } from '@/lib/upstream/client';
import { toApiError } from '@/lib/upstream/errors';
import { log } from '@/lib/log';
import type { SessionData } from '@/lib/session/types';
import { AuthResponse, IdentityTokenResponse, type AuthRequest } from './wire';

/** The upstream did not accept a social identity (bad, expired or foreign token). */
export class SocialRefused extends Error {
  constructor(readonly status: number) {
    super(`auth_check refused the social identity (${status})`);
    this.name = 'SocialRefused';
  }
}

/** The session a successful auth response gives (the JWT stays server-side). */
export function reshapeAuth(a: AuthResponse, previous: SessionData = {}): SessionData {
  const customerUuids = a.Roles.map((r) => r.CustomerUUID);
  return {
    ...previous,
    jwt: a.JWT,
    jwtExpiry: a.JWTExpiry,
    userUuid: a.UUID,
    authId: a.AuthID,
    firstName: a.FirstName,
    lastName: a.LastName,
    email: a.Email,
    emailVerified: a.EmailVerified ?? false,
    identityProvider: a.IdentityProvider,
    customerUuids,
    customerUuid: customerUuids.length === 1 ? customerUuids[0] : previous.customerUuid,
  };
}

/**
 * Local sign-in: POST /v2/{spid}/auth, then an identity token for later refreshes.
 * A wrong login or password is one message for both ("no account enumeration").
 */
export async function signIn(login: string, password: string, requestId: string): Promise<SessionData> {
  const res = await publicCall('accounts', {
    method: 'POST',
    path: '/v2/{spid}/auth',
    body: { IdentityProvider: 'LOCAL', AuthID: login, AuthCode: password, IncludeRoles: true },
    schema: AuthResponse,
    action: 'Auth',
  }, requestId);
  if (!res.ok) {
    if (res.error.status === 401 || res.error.status === 400) throw new ApiError('invalid_credentials');
    throw toApiError(res.error);
  }
  return withIdentityToken(reshapeAuth(res.data), res.data, requestId);
}

/** Adds a refresh identity (POST /v2/auth_token) to a fresh session; without one it only cannot renew. */
export async function withIdentityToken(session: SessionData, auth: AuthResponse, requestId: string): Promise<SessionData> {
  const identity = await upstreamCall({
    family: 'identity',
    method: 'POST',
    path: '/v2/auth_token',
    body: { ExtraData1: auth.AuthID },
    schema: IdentityTokenResponse,
    action: 'auth_token',
    jwt: auth.JWT,
    requestId,
  });
  if (identity.ok) {
    session.identityId = identity.data.UUID;
    session.identityToken = identity.data.Token;
  } else {
    // Signing in still works; the session just cannot renew itself past the JWT's life.
    log.warn({ requestId, status: identity.error.status }, 'no identity token; session will not auto-renew');
  }
  return session;
}

/**
 * Social sign-in: POST /v2/{spid}/auth_check with the provider's identity (lib/social/rules
 * authCheckBody). A refusal (401/400) is SocialRefused; social sign-ins count as email
 * verified (portal-shop-onboarding.md §4) whatever the answer says.
 */
export async function socialSignIn(body: AuthRequest, requestId: string): Promise<SessionData> {
  const res = await publicCall('accounts', {
    method: 'POST',
    path: '/v2/{spid}/auth_check',
    body,
    schema: AuthResponse,
    action: 'auth_check',
  }, requestId);
  if (!res.ok) {
    if (res.error.status === 401 || res.error.status === 400) throw new SocialRefused(res.error.status);
    throw toApiError(res.error);
  }
  const session = await withIdentityToken(reshapeAuth(res.data), res.data, requestId);
  return { ...session, emailVerified: true };
}

/**
 * Chooses one of the user's customer accounts: POST /customers/{uuid}/auth_roles gives a token
 * for that account. Only accounts of this sign-in's roles are accepted.
 */
export async function selectAccount(ctx: RequestContext, customerUuid: string): Promise<void> {
  const s = ctx.session;
  if (!s.customerUuids?.includes(customerUuid)) throw new ApiError('forbidden');
  const res = await customerCall(ctx, 'accounts', {
    method: 'POST',
    path: '/customers/{uuid}/auth_roles',
    params: { uuid: customerUuid },
    body: { UUID: s.userUuid, AuthID: s.authId, IdentityProvider: s.identityProvider, FirstName: s.firstName, LastName: s.lastName, Email: s.email, CustomerUUID: customerUuid },
    schema: AuthResponse,
    action: 'auth_roles',
  });
  if (!res.ok) throw toApiError(res.error);
  ctx.session = { ...reshapeAuth(res.data, s), customerUuid, productUuid: undefined };
  ctx.dirty = true;
}
