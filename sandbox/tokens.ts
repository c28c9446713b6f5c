import type { Clock } from './clock';
import { forbidden, unauthorised } from './errors';
import { signJwt, verifyJwt, type Claims } from './jwt';
import type { RequestContext } from './router';
import type { Store } from './store';
import type { AuthUser, Role } from './store/types';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
const SPID = 69;

export interface AuthResponse {
  JWT: string;
  JWTExpiry: number;
  UUID: string;
  SPID: number;
  FirstName: string;
  LastName: string;
  Email: string;
  AuthID: string;
  MobileNumber: string;
  IdentityProvider: string;
  EmailVerified: boolean;
  Roles: Role[];
}

export interface Authenticated {
  claims: Claims;
  user: AuthUser;
}

/** Issues and checks the accounts API's JWTs. */
export class Tokens {
  ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS;

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly store: Store,
  ) {}

  /**
   * `cur` defaults to the only account when there is exactly one. `iat` is never earlier
   * than the user's not_before, so a sign-in in the same second as a password change works.
   */
  issue(user: AuthUser, requestedCur?: string): { jwt: string; exp: number; roles: Role[] } {
    const roles = this.store.users.roles(user.uuid);
    const cus = roles.map((r) => r.CustomerUUID);
    const cur = requestedCur && cus.includes(requestedCur) ? requestedCur : cus.length === 1 ? cus[0] : undefined;
    const iat = Math.max(this.clock.nowSeconds(), user.notBefore);
    const exp = iat + this.ttlSeconds;
    return { jwt: signJwt({ sub: user.uuid, aid: user.login, cus, cur, iat, exp }, this.secret), exp, roles };
  }

  authResponse(user: AuthUser, cur?: string): AuthResponse {
    const { jwt, exp, roles } = this.issue(user, cur);
    return {
      JWT: jwt,
      JWTExpiry: exp,
      UUID: user.uuid,
      SPID,
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.email,
      AuthID: user.login,
      MobileNumber: user.mobile,
      IdentityProvider: user.identityProvider,
      EmailVerified: user.emailVerified,
      Roles: roles,
    };
  }

  /** The bearer token's claims, or 401 1001; adds rotation headers past half its lifetime. */
  authenticate(ctx: RequestContext): Authenticated {
    const token = bearer(ctx);
    if (!token) throw unauthorised('Authorization token is missing');
    const result = verifyJwt(token, this.secret, this.clock.nowSeconds());
    if (!result.ok) {
      throw unauthorised(result.reason === 'expired' ? 'Authorization token has expired' : 'Authorization token is invalid');
    }
    const { claims } = result;
    const user = this.store.users.byUuid(claims.sub);
    if (!user || claims.iat < user.notBefore) throw unauthorised('Authorization token has been revoked');

    const lifetime = claims.exp - claims.iat;
    if (claims.exp - this.clock.nowSeconds() < lifetime / 2) {
      const fresh = this.issue(user, claims.cur);
      ctx.responseHeaders['X-Auth-Token'] = fresh.jwt;
      ctx.responseHeaders['X-Auth-Token-Expiry'] = String(fresh.exp);
    }
    return { claims, user };
  }

  /** Like authenticate, and the token must be allowed to act for this customer (else 401 1002). */
  forCustomer(ctx: RequestContext, customerUuid: string): Authenticated {
    const auth = this.authenticate(ctx);
    if (!auth.claims.cus.includes(customerUuid)) throw forbidden();
    return auth;
  }

  /** The `cur` of a genuine token even when it has expired: a refresh keeps the selection. */
  previousSelection(ctx: RequestContext, userUuid: string): string | undefined {
    const token = bearer(ctx);
    if (!token) return undefined;
    const result = verifyJwt(token, this.secret, this.clock.nowSeconds(), { ignoreExpiry: true });
    return result.ok && result.claims.sub === userUuid ? result.claims.cur : undefined;
  }
}

function bearer(ctx: RequestContext): string | undefined {
  const header = ctx.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}
