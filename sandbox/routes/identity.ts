import type { Deps } from '../context';
import { forbidden, notFound } from '../errors';
import { hashToken, randomToken } from '../passwords';
import type { Router } from '../router';
import { randomUUID } from '../store/ids';
import { objectBody, requiredString } from '../validate';

const IDENTITY_LIFETIME_SECONDS = 90 * 86_400;

/** Identity-token API: long-lived refresh identities for the signed-in user. */
export function identityRoutes(router: Router, deps: Deps): void {
  // POST /v2/auth_token – create a refresh identity (its Token is shown only here)
  router.post('/v2/auth_token', (ctx) => {
    const { claims, user } = deps.tokens.authenticate(ctx);
    const extra = requiredString(objectBody(ctx.body), 'ExtraData1');
    if (extra.toLowerCase() !== claims.aid.toLowerCase()) throw forbidden();
    const token = randomToken();
    const now = deps.clock.nowSeconds();
    const identity = {
      uuid: randomUUID(),
      tokenHash: hashToken(token),
      authUserUuid: user.uuid,
      extraData1: extra,
      createdAt: now,
      expiresAt: now + IDENTITY_LIFETIME_SECONDS,
      revoked: false,
    };
    deps.store.users.addIdentity(identity);
    return { UUID: identity.uuid, Token: token, ExpiresAt: identity.expiresAt };
  });

  // GET /v2/auth_token/{id} – read back one's own identity (without its token)
  router.get('/v2/auth_token/{id}', (ctx) => {
    // An identity link (sign up with identity link) is read with its own token, no sign-in.
    const linkToken = ctx.query.get('Token');
    if (linkToken !== null && !ctx.headers.authorization) {
      const link = deps.recovery.link(ctx.params.id ?? '', linkToken, deps.clock.nowSeconds());
      if (!link) throw notFound();
      return { UUID: link.uuid, ExtraData1: link.email, FirstName: link.firstName, LastName: link.lastName, ExpiresAt: link.expiresAt };
    }
    const { user } = deps.tokens.authenticate(ctx);
    const identity = deps.store.users.identity(ctx.params.id ?? '');
    // Someone else's identity looks exactly like a missing one.
    if (!identity || identity.authUserUuid !== user.uuid) throw notFound();
    if (identity.revoked || identity.expiresAt <= deps.clock.nowSeconds()) throw notFound();
    return { UUID: identity.uuid, ExtraData1: identity.extraData1, ExpiresAt: identity.expiresAt };
  });
}
