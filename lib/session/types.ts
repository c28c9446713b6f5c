/** What the encrypted session cookie holds. Never sent to client JavaScript. */
export type SessionData = {
  /**
   * This sign-in's id (random, set when the session is first sealed; a new sign-in gets a new
   * one) and its absolute end (ms, sign-in + COOKIE_MAX_AGE_S). Sign-out and a session the
   * upstream ended revoke the id on the server until then (lib/session/revocation.ts).
   */
  sid?: string;
  expiresAt?: number;
  /** Upstream JWT and its expiry (Unix seconds). */
  jwt?: string;
  jwtExpiry?: number;
  /** Identity-token login used to refresh the JWT ("auto-login"). */
  identityId?: string;
  identityToken?: string;
  authId?: string;
  userUuid?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  emailVerified?: boolean;
  identityProvider?: string;
  /** Customer accounts this sign-in may act for, and the selected one. */
  customerUuids?: string[];
  customerUuid?: string;
  /** The current mobile product (auto-selected, or chosen by the user). */
  productUuid?: string;
  /**
   * The selected customer account was found suspended (AccountState Suspended) at `checkedAt`
   * (ms): at sign-in, on choosing an account, or when a route refused it. proxy.ts answers every
   * page but the suspended page with not-found while it holds for the selected account, and reads
   * the account again once the mark is older than the customer lookup's cache lifetime.
   */
  suspended?: { customerUuid: string; checkedAt: number };
  /** Until when (ms) a passed second factor lets sensitive actions through (requireSecondFactor). */
  secondFactorUntil?: number;
};

export type SignedInSession = SessionData & { jwt: string; jwtExpiry: number; customerUuids: string[] };
