import { timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context';
import { badCredentials, badRequest, forbidden, unauthorised } from '../errors';
import { DUMMY_HASH, hashPassword, hashToken, verifyPassword } from '../passwords';
import type { OAuthProvider } from '../oauth';
import type { RequestContext, Router } from '../router';
import { checkSpid, objectBody, optionalString, requiredString, strongPassword, type Body } from '../validate';

/** Accounts API sign-in, refresh, password change and account selection. */
export function authRoutes(router: Router, deps: Deps): void {
  const signIn = async (ctx: RequestContext): Promise<unknown> => {
    checkSpid(ctx.params.spid);
    const body = objectBody(ctx.body);
    const provider = requiredString(body, 'IdentityProvider');
    if (provider === 'LOCAL') return local(deps, body);
    if (provider === 'JWT_REFRESH') return refresh(deps, ctx, body);
    if (ctx.path.endsWith('/auth_check') && SOCIAL[provider]) return social(deps, SOCIAL[provider], body);
    throw badRequest(`IdentityProvider ${provider} is not supported`);
  };

  // POST /v2/{spid}/auth – sign in with a password, or refresh with an identity token
  router.post('/v2/{spid}/auth', signIn);
  // POST /v2/{spid}/auth_check – the same check, plus GOOGLE, APPLE and FACEBOOK (issue 4)
  router.post('/v2/{spid}/auth_check', signIn);

  // PUT /v2/{spid}/auth/LOCAL/{authId} – change one's own password
  router.put('/v2/{spid}/auth/LOCAL/{authId}', async (ctx) => {
    checkSpid(ctx.params.spid);
    const { claims, user } = deps.tokens.authenticate(ctx);
    if ((ctx.params.authId ?? '').toLowerCase() !== claims.aid.toLowerCase()) throw forbidden();
    const body = objectBody(ctx.body);
    const oldPassword = requiredString(body, 'OldPassword');
    const newPassword = requiredString(body, 'NewPassword');
    if (!(await verifyPassword(oldPassword, user.passwordHash))) throw badRequest('Old password is invalid');
    if (!strongPassword(newPassword) || newPassword === oldPassword) throw badRequest('The password is invalid');
    // +1: tokens issued earlier in this same second are refused too (JWT iat has whole seconds).
    const notBefore = deps.clock.nowSeconds() + 1;
    deps.store.users.changePassword(user.uuid, await hashPassword(newPassword), notBefore);
    return {};
  });

  // POST /customers/{customerUuid}/auth_roles – select the account to act for
  router.post('/customers/{customerUuid}/auth_roles', (ctx) => {
    const customerUuid = ctx.params.customerUuid ?? '';
    const { user } = deps.tokens.forCustomer(ctx, customerUuid);
    objectBody(ctx.body, true);
    return deps.tokens.authResponse(user, customerUuid);
  });
}

async function local(deps: Deps, body: Body): Promise<unknown> {
  const login = requiredString(body, 'AuthID');
  const password = requiredString(body, 'AuthCode');
  const user = deps.store.users.byLogin(login);
  // Hash even for an unknown login so the answer time does not tell which it was.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw badCredentials();
  return deps.tokens.authResponse(user);
}

function refresh(deps: Deps, ctx: RequestContext, body: Body): unknown {
  const identityUuid = requiredString(body, 'AuthID');
  const token = requiredString(body, 'AuthCode');
  const identity = deps.store.users.identity(identityUuid);
  const valid =
    identity !== undefined &&
    !identity.revoked &&
    identity.expiresAt > deps.clock.nowSeconds() &&
    timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(identity.tokenHash));
  const user = valid ? deps.store.users.byUuid(identity.authUserUuid) : undefined;
  if (!user) throw unauthorised('Refresh identity is invalid or revoked');
  const cur = optionalString(body, 'CustomerUUID') ?? deps.tokens.previousSelection(ctx, user.uuid);
  return deps.tokens.authResponse(user, cur);
}

const SOCIAL: Record<string, OAuthProvider | undefined> = { GOOGLE: 'google', APPLE: 'apple', FACEBOOK: 'facebook' };

/**
 * Social sign-in: AuthID is the provider's subject, AuthCode (or AuthNonce) the provider's
 * id token (Google, Apple) or access token (Facebook), checked against the sandbox's own OAuth
 * provider. The first sign-in of an identity creates its user and customer; social sign-ins
 * count as email verified (portal-shop-onboarding.md §4).
 */
async function social(deps: Deps, provider: OAuthProvider, body: Body): Promise<unknown> {
  const authId = requiredString(body, 'AuthID');
  const token = optionalString(body, 'AuthCode') ?? optionalString(body, 'AuthNonce');
  if (!token) throw badRequest('AuthCode or AuthNonce is required');
  let identity: { sub: string; email: string; givenName: string; familyName: string } | undefined;
  if (provider === 'facebook') {
    const found = deps.oauth.verifyAccessToken(provider, token);
    identity = found && { sub: found.sub, email: found.email, givenName: found.givenName, familyName: found.familyName };
  } else {
    const check = deps.oauth.verifyIdToken(provider, token);
    if (!check.ok) throw unauthorised(check.reason === 'expired' ? 'Identity token has expired' : 'Identity token is invalid');
    identity = check.identity;
  }
  if (!identity) throw unauthorised('Access token is invalid or expired');
  if (identity.sub !== authId) throw unauthorised('AuthID does not match the token');
  const user = await deps.store.socialUser(provider.toUpperCase(), identity);
  return deps.tokens.authResponse(user);
}
