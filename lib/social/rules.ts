import type { AuthRequest } from '@/lib/auth/wire';

/** The social providers of portal-shop-onboarding.md §3 that sign in through next-auth. */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(v: string | undefined): v is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(v ?? '');
}

/**
 * Fixed development credentials of the sandbox's OAuth clients (sandbox/oauth.ts has the same
 * values; a test keeps them equal). Not secrets: the sandbox only ever runs offline.
 */
export const SANDBOX_CLIENTS: Record<SocialProvider, { id: string; secret: string }> = {
  google: { id: 'sandbox-google-client', secret: 'sandbox-google-secret' },
  apple: { id: 'sandbox-apple-client', secret: 'sandbox-apple-secret' },
  facebook: { id: 'sandbox-facebook-client', secret: 'sandbox-facebook-secret' },
};

export type ProviderSetup = {
  id: SocialProvider;
  mode: 'real' | 'sandbox';
  clientId: string;
  clientSecret: string;
  /** Sandbox endpoints; absent for a real provider (next-auth's built-in ones apply). */
  wellKnown?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
};

type SocialEnv = Partial<Record<`${'GOOGLE' | 'APPLE' | 'FACEBOOK'}_CLIENT_${'ID' | 'SECRET'}` | 'SANDBOX_URL', string>>;

/**
 * Which provider each button talks to: real credentials from the environment win; without
 * them the sandbox (SANDBOX_URL) stands in; with neither the provider is not offered.
 */
export function providerSetups(env: SocialEnv): ProviderSetup[] {
  const out: ProviderSetup[] = [];
  for (const id of SOCIAL_PROVIDERS) {
    const key = id.toUpperCase() as 'GOOGLE' | 'APPLE' | 'FACEBOOK';
    const clientId = env[`${key}_CLIENT_ID`];
    const clientSecret = env[`${key}_CLIENT_SECRET`];
    if (clientId && clientSecret) {
      out.push({ id, mode: 'real', clientId, clientSecret });
      continue;
    }
    if (!env.SANDBOX_URL) continue;
    const base = `${env.SANDBOX_URL.replace(/\/$/, '')}/oauth/${id}`;
    const sandbox = { id, mode: 'sandbox' as const, clientId: SANDBOX_CLIENTS[id].id, clientSecret: SANDBOX_CLIENTS[id].secret };
    out.push(
      id === 'facebook'
        ? { ...sandbox, authorizationUrl: `${base}/authorize`, tokenUrl: `${base}/token`, userinfoUrl: `${base}/userinfo` }
        : { ...sandbox, wellKnown: `${base}/.well-known/openid-configuration` },
    );
  }
  return out;
}

/** What next-auth hands the sign-in callback about the provider's answer. */
export type ProviderAccount = { provider: string; providerAccountId: string; id_token?: string; access_token?: string };

/**
 * The upstream auth_check body for a provider's identity (§7 "Social sign-in sends the provider
 * and identifiers to the auth check"): AuthID is the provider's subject; AuthCode the proof the
 * upstream verifies with the provider – the OpenID id token (Google, Apple) or, for Facebook
 * (plain OAuth 2, no id token), the access token. Undefined when the proof is missing.
 */
export function authCheckBody(account: ProviderAccount): AuthRequest | undefined {
  if (!isSocialProvider(account.provider) || !account.providerAccountId) return undefined;
  const proof = account.provider === 'facebook' ? account.access_token : account.id_token;
  if (!proof) return undefined;
  return {
    IdentityProvider: account.provider === 'google' ? 'GOOGLE' : account.provider === 'apple' ? 'APPLE' : 'FACEBOOK',
    AuthID: account.providerAccountId,
    AuthCode: proof,
    IncludeRoles: true,
  };
}

/** Reasons a social sign-in comes back to /sign-in with (`?social=`), each a message. */
export const SOCIAL_ERRORS = ['denied', 'refused', 'failed', 'unavailable', 'apple_script_load_error'] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

export function isSocialError(v: string | undefined): v is SocialError {
  return (SOCIAL_ERRORS as readonly string[]).includes(v ?? '');
}

/**
 * The hand-shake could not start (provider unreachable, discovery failed, not configured).
 * Apple: the spec's 'apple_script_load_error' is the app failing to load Apple's JS; in this
 * design the browser loads no Apple script – starting the server-side hand-shake is the same
 * step, so its failure shows the same message.
 */
export function startFailure(provider: SocialProvider): SocialError {
  return provider === 'apple' ? 'apple_script_load_error' : 'unavailable';
}

/** A failure at the callback: the provider's `error` (consent denied) or ours. */
export function callbackFailure(providerError: string | undefined, upstreamRefused: boolean): SocialError {
  if (upstreamRefused) return 'refused';
  if (providerError === 'access_denied') return 'denied';
  return 'failed';
}
