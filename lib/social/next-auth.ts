import 'server-only';
import { createHmac } from 'node:crypto';
import type { AuthOptions } from 'next-auth';
import NextAuth from 'next-auth/next';
import AppleProvider from 'next-auth/providers/apple';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { appEnv } from '@/lib/flags/env';
import { log } from '@/lib/log';
import { sessionSecret } from '@/lib/session/cookie';
import { providerSetups, type ProviderAccount, type ProviderSetup } from './rules';

/** next-auth lives under its own base path, clear of our /api/auth/* routes. */
export const SOCIAL_BASE_PATH = '/api/social';

/** next-auth's secret: derived from the session secret, so there is nothing more to configure. */
function nextAuthSecret(): string {
  return createHmac('sha256', sessionSecret()).update('next-auth social hand-shake').digest('base64url');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProvider = OAuthConfig<any>;

/** The next-auth provider of one setup: built-in endpoints for a real one, the sandbox's otherwise. */
export function nextAuthProvider(s: ProviderSetup): AnyProvider {
  const creds = { clientId: s.clientId, clientSecret: s.clientSecret };
  if (s.id === 'google') {
    // §7: "scope profile and email, account selection prompt".
    const authorization = { params: { scope: 'openid email profile', prompt: 'select_account' } };
    return GoogleProvider(s.mode === 'real' ? { ...creds, authorization } : { ...creds, authorization, wellKnown: s.wellKnown });
  }
  if (s.id === 'apple') {
    // Real Apple answers with form_post; the sandbox redirects with the code in the query.
    return AppleProvider(s.mode === 'real' ? creds : { ...creds, wellKnown: s.wellKnown, authorization: { params: { scope: 'openid name email', response_mode: 'query' } } });
  }
  if (s.mode === 'real') return FacebookProvider(creds);
  return FacebookProvider({
    ...creds,
    authorization: { url: s.authorizationUrl ?? '', params: { scope: 'email' } },
    token: s.tokenUrl ?? '',
    userinfo: { url: s.userinfoUrl ?? '', params: { fields: 'id,name,email,picture' } },
  });
}

export function configuredProviders(): ProviderSetup[] {
  return providerSetups(appEnv());
}

export type HandshakeRequest = {
  /** Origin the browser sees (APP_ORIGIN or the request's), e.g. http://127.0.0.1:3300. */
  origin: string;
  method: 'GET' | 'POST';
  action: 'csrf' | 'signin' | 'callback';
  providerId?: string;
  query?: Record<string, string>;
  body?: Record<string, string>;
  cookies: Record<string, string>;
};

export type HandshakeResult = { status: number; redirect?: string; setCookies: string[]; body: unknown };

/**
 * Runs one next-auth action through its Node-style handler with a request we build ourselves:
 * next-auth v4 takes its origin and base path from NEXTAUTH_URL, or – with AUTH_TRUST_HOST –
 * from the Host header. We pass `host` as "<host>/api/social" so the origin is the one this
 * request came in on (any PORT, `npm start` or tests) and the base path is ours, per request,
 * with no global NEXTAUTH_URL. An operator may still set NEXTAUTH_URL (ending in /api/social).
 */
export async function runNextAuth(req: HandshakeRequest, onSignIn: (account: ProviderAccount) => Promise<boolean>): Promise<HandshakeResult> {
  process.env.AUTH_TRUST_HOST ??= '1';
  const url = new URL(req.origin);
  const options: AuthOptions = {
    providers: configuredProviders().map(nextAuthProvider),
    secret: nextAuthSecret(),
    // Only the hand-shake: our iron-session cookie is the session; next-auth's is dropped.
    session: { strategy: 'jwt', maxAge: 60 },
    callbacks: {
      async signIn({ account }) {
        if (!account || account.type !== 'oauth') return false;
        return onSignIn({ provider: account.provider, providerAccountId: account.providerAccountId, id_token: account.id_token, access_token: account.access_token });
      },
    },
    logger: {
      error: (code, metadata) => log.warn({ code, message: (metadata as { message?: string } | undefined)?.message }, 'next-auth'),
      warn: (code) => log.debug({ code }, 'next-auth'),
      debug: () => undefined,
    },
  };
  const headers: Record<string, string> = { host: `${url.host}${SOCIAL_BASE_PATH}`, 'x-forwarded-proto': url.protocol.replace(':', '') };
  const fakeReq = {
    method: req.method,
    headers,
    cookies: req.cookies,
    body: req.body ?? {},
    query: { ...(req.query ?? {}), nextauth: [req.action, ...(req.providerId ? [req.providerId] : [])] },
  };
  const result: HandshakeResult = { status: 200, setCookies: [], body: undefined };
  const fakeRes = {
    status(code: number) {
      result.status = code;
      return fakeRes;
    },
    getHeader(name: string) {
      return name.toLowerCase() === 'set-cookie' ? result.setCookies : undefined;
    },
    setHeader(name: string, value: string | string[]) {
      if (name.toLowerCase() === 'set-cookie') result.setCookies = Array.isArray(value) ? value : [value];
      else if (name.toLowerCase() === 'location') result.redirect = value as string;
      return fakeRes;
    },
    end() {
      return fakeRes;
    },
    json(body: unknown) {
      result.body = body;
      return fakeRes;
    },
    send(body: unknown) {
      result.body = body;
      return fakeRes;
    },
  };
  // The (req, res, options) form is next-auth's Pages API handler; it only needs these members.
  await (NextAuth as unknown as (a: unknown, b: unknown, c: AuthOptions) => Promise<unknown>)(fakeReq, fakeRes, options);
  return result;
}

/** next-auth's cookies (state, PKCE, CSRF, callback URL, its session) by any prefix. */
export const NEXT_AUTH_COOKIE = /^(__Secure-|__Host-)?next-auth\./;
