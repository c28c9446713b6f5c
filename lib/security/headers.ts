import { REPORTER_SCRIPT } from '@/lib/observability/client-reporter';
import { paymentsConfigFrom } from '@/lib/payments/config';
import { HINTS_SCRIPT } from '@/lib/session/hints';
import { providerSetups } from '@/lib/social/rules';
import { createNonce, HSTS, pagePolicy, pageRendering, scriptHash, SOCIAL_AUTHORIZE_ORIGINS } from './csp';

type SecurityEnv = Partial<Record<
  | 'NODE_ENV' | 'APP_ORIGIN' | 'STRIPE_PUBLISHABLE_KEY' | 'SANDBOX_URL' | 'SANDBOX_PUBLIC_URL' | 'UPSTREAM_ACCOUNTS_URL'
  | `${'GOOGLE' | 'APPLE' | 'FACEBOOK'}_CLIENT_${'ID' | 'SECRET'}`,
  string
>>;

/** The layout's hint script and error reporter are the same text on every page: allowed by their hashes beside the nonce. */
const INLINE_HASHES = [scriptHash(HINTS_SCRIPT), scriptHash(REPORTER_SCRIPT)];

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** "Strict-Transport-Security when served over https": our origin is configuration (APP_ORIGIN). */
export function servedOverHttps(env: SecurityEnv): boolean {
  return originOf(env.APP_ORIGIN?.trim())?.startsWith('https:') ?? false;
}

export type SecurityHeaders = { csp: string; nonce?: string; hsts?: string };

/**
 * The security headers proxy.ts puts on a page response (and the CSP on the request, where
 * Next.js reads the nonce and gives it to its own scripts). A page rendered per request gets a
 * fresh nonce; a prerendered one 'unsafe-inline' (its HTML was written without one).
 */
export function pageSecurityHeaders(pathname: string, env: SecurityEnv = process.env): SecurityHeaders {
  const payments = paymentsConfigFrom(env);
  const social = providerSetups(env);
  const sandboxOrigins = [
    payments.provider === 'sandbox' ? originOf(payments.apiBase) : undefined,
    // The sandbox's OAuth provider (social sign-in's 303 goes to SANDBOX_URL), its payment pages.
    social.some((s) => s.mode === 'sandbox') || payments.provider === 'sandbox' ? originOf(env.SANDBOX_URL) : undefined,
  ].filter((o): o is string => o !== undefined);
  const nonce = pageRendering(pathname) === 'per-request' ? createNonce() : undefined;
  const https = servedOverHttps(env);
  const csp = pagePolicy({
    scripts: nonce ? { nonce, hashes: INLINE_HASHES } : 'inline',
    dev: env.NODE_ENV === 'development',
    https,
    stripe: payments.provider === 'stripe',
    sandboxOrigins,
    formTargets: social.filter((s) => s.mode === 'real').map((s) => SOCIAL_AUTHORIZE_ORIGINS[s.id]),
  });
  return { csp, nonce, hsts: https ? HSTS : undefined };
}
