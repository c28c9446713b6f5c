import { timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context';
import { badCredentials, badRequest, forbidden, unauthorised } from '../errors';
import { DUMMY_HASH, hashPassword, hashToken, verifyPassword } from '../passwords';
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
    throw badRequest(`IdentityProvider ${provider} is not supported`);
  };

  // POST /v2/{spid}/auth – sign in with a password, or refresh with an identity token
  router.post('/v2/{spid}/auth', signIn);
  // POST /v2/{spid}/auth_check – the same check; social providers come later (issue 4)
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
