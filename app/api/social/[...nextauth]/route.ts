import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { socialSignIn, SocialRefused } from '@/lib/auth/calls';
import { LOGIN_EVENT_COOKIE, LOGIN_EVENT_MAX_AGE_S } from '@/lib/analytics/events';
import { ApiError } from '@/lib/errors/api-error';
import { appOrigin } from '@/lib/flags/origin';
import { log } from '@/lib/log';
import { isSignedIn, sealSession, sessionCookieName, sessionCookieOptions } from '@/lib/session';
import { HINT_COOKIE, SIGNED_IN_HINT } from '@/lib/session/hints';
import { safeRedirect } from '@/lib/session/redirect';
import type { SessionData } from '@/lib/session/types';
import { NEXT_AUTH_COOKIE, runNextAuth, SOCIAL_BASE_PATH, configuredProviders } from '@/lib/social/next-auth';
import { authCheckBody, callbackFailure, isSocialProvider, startFailure, type ProviderAccount, type SocialError, type SocialProvider } from '@/lib/social/rules';
import { createContext } from '@/lib/upstream/context';
import { landingAfterAuth } from '../../_lib/landing';
import { originAllowed } from '../../_lib/origin';

/**
 * Social sign-in through next-auth (issue 4), mounted at /api/social:
 *
 *   POST /api/social/start/{provider}    our sign-in page's form (Origin-checked, no client JS):
 *        next-auth's CSRF token and sign-in action → 303 to the provider (Google: chooser).
 *   GET|POST /api/social/callback/{provider}   next-auth checks state/PKCE, swaps the code for
 *        tokens and calls our signIn callback, which sends the identity to the upstream
 *        auth_check; the upstream JWT goes into OUR iron-session cookie, next-auth's cookies
 *        are cleared, and the browser goes where the guard chain says.
 *
 * Every failure returns to /sign-in?social=<reason> (never next-auth's pages); any other
 * next-auth URL (its sign-in and error pages, session, providers) goes to /sign-in as well.
 */

const REDIRECT_COOKIE = 'social_redirect';
type Params = { params: Promise<{ nextauth?: string[] }> };


function toSignIn(req: NextRequest, reason?: SocialError, provider?: SocialProvider): NextResponse {
  const url = new URL('/sign-in', appOrigin());
  if (reason) url.searchParams.set('social', reason);
  if (reason && provider) url.searchParams.set('provider', provider);
  const res = NextResponse.redirect(url, 303);
  res.headers.set('cache-control', 'no-store');
  return res;
}

/** next-auth's cookies of the start (CSRF, state, PKCE), never its session cookie. */
function forward(res: NextResponse, setCookies: string[]): void {
  for (const c of setCookies) {
    if (/^(__Secure-|__Host-)?next-auth\.session-token=/.test(c)) continue;
    res.headers.append('set-cookie', c);
  }
}

function clearHandshake(req: NextRequest, res: NextResponse): void {
  for (const c of req.cookies.getAll()) {
    if (NEXT_AUTH_COOKIE.test(c.name)) res.cookies.set(c.name, '', { path: '/', maxAge: 0, secure: c.name.startsWith('__') });
  }
  res.cookies.delete({ name: REDIRECT_COOKIE, path: '/' });
}

async function readForm(req: NextRequest): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return {};
  const form = await req.formData();
  return Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
}

async function start(req: NextRequest, provider: SocialProvider): Promise<NextResponse> {
  if (!originAllowed(req)) return toSignIn(req, 'failed', provider);
  const form = await readForm(req);
  const origin = appOrigin();
  if (!configuredProviders().some((p) => p.id === provider)) return toSignIn(req, startFailure(provider), provider);
  try {
    const cookies = Object.fromEntries(req.cookies.getAll().map((c) => [c.name, c.value]));
    const csrf = await runNextAuth({ origin, method: 'GET', action: 'csrf', cookies }, async () => false);
    const token = (csrf.body as { csrfToken?: string } | undefined)?.csrfToken;
    const csrfCookie = csrf.setCookies.map((c) => /^((?:__Host-|__Secure-)?next-auth\.csrf-token)=([^;]*)/.exec(c)).find(Boolean);
    if (!token || !csrfCookie?.[1] || !csrfCookie[2]) throw new Error('next-auth gave no CSRF token');
    cookies[csrfCookie[1]] = decodeURIComponent(csrfCookie[2]);
    const signin = await runNextAuth(
      { origin, method: 'POST', action: 'signin', providerId: provider, body: { csrfToken: token, callbackUrl: `${origin}/sign-in` }, cookies },
      async () => false,
    );
    // A redirect back into next-auth (its error or sign-in page) means the hand-shake did not
    // start: discovery failed, the provider is unreachable or answered an error.
    const to = signin.redirect;
    if (!to || to.startsWith(`${origin}${SOCIAL_BASE_PATH}`)) {
      log.warn({ provider, redirect: to?.replace(/\?.*/, '') }, 'social sign-in could not start');
      return toSignIn(req, startFailure(provider), provider);
    }
    const res = NextResponse.redirect(to, 303);
    forward(res, [...csrf.setCookies, ...signin.setCookies]);
    // Raw headers only: NextResponse.cookies would rewrite the set-cookie list forwarded above.
    const target = safeRedirect(form.redirect);
    const secure = sessionCookieOptions().secure ? '; Secure' : '';
    res.headers.append('set-cookie', `${REDIRECT_COOKIE}=${target ? encodeURIComponent(target) : ''}; Path=/; Max-Age=${target ? 600 : 0}; HttpOnly; SameSite=Lax${secure}`);
    res.headers.set('cache-control', 'no-store');
    return res;
  } catch (err) {
    log.warn({ provider, err: (err as Error)?.message }, 'social sign-in could not start');
    return toSignIn(req, startFailure(provider), provider);
  }
}

/**
 * What became of the upstream's auth_check. Issue 10, finding 9: only the expected refusal (the
 * identity is not accepted: 400/401, "no such user") is 'refused'; an upstream that could not
 * answer is 'unavailable' (try later), told apart from a failed hand-shake ('failed'); anything
 * else is a fault of ours and is thrown, not turned into a sign-in message.
 */
type AuthCheck = { session?: SessionData; failure?: 'refused' | 'unavailable'; fault?: unknown };

async function authCheck(account: ProviderAccount, provider: SocialProvider, requestId: string, out: AuthCheck): Promise<boolean> {
  const check = authCheckBody(account);
  if (!check || account.provider !== provider) return false;
  try {
    out.session = await socialSignIn(check, requestId);
    return true;
  } catch (err) {
    if (err instanceof SocialRefused) {
      out.failure = 'refused';
      log.info({ requestId, provider, status: err.status }, 'social auth_check refused the identity');
    } else if (err instanceof ApiError) {
      out.failure = 'unavailable';
      log.error({ requestId, provider, code: err.code }, 'social auth_check failed');
    } else {
      out.fault = err;
    }
    return false;
  }
}

async function callback(req: NextRequest, provider: SocialProvider): Promise<NextResponse> {
  const requestId = req.headers.get('x-request-id') ?? randomUUID();
  const query = Object.fromEntries(req.nextUrl.searchParams);
  const body = req.method === 'POST' ? await readForm(req) : undefined;
  const checked: AuthCheck = {};
  const outcome = await runNextAuth(
    {
      origin: appOrigin(),
      method: req.method === 'POST' ? 'POST' : 'GET',
      action: 'callback',
      providerId: provider,
      query,
      body,
      cookies: Object.fromEntries(req.cookies.getAll().map((c) => [c.name, c.value])),
    },
    (account) => authCheck(account, provider, requestId, checked),
  );
  // next-auth catches what its callbacks throw; a fault of ours is not a sign-in outcome.
  if (checked.fault !== undefined) throw checked.fault;

  const session = checked.session;
  const signedIn = session !== undefined && isSignedIn(session) && outcome.redirect !== undefined && !outcome.redirect.includes(`${SOCIAL_BASE_PATH}/error`);
  if (!signedIn || !session) {
    const res = toSignIn(req, checked.failure ?? callbackFailure(query.error ?? body?.error, false), provider);
    clearHandshake(req, res);
    return res;
  }
  const rc = createContext(session, requestId);
  const target = safeRedirect(req.cookies.get(REDIRECT_COOKIE)?.value);
  // The sign-in succeeded: when the account cannot be read to choose the landing, the target
  // (or the profile) shows that with its error boundary's Try again. A non-upstream error is thrown.
  const landing = await landingAfterAuth(rc, target).catch((err: unknown) => {
    if (!(err instanceof ApiError)) throw err;
    log.warn({ requestId, code: err.code }, 'landing after social sign-in unknown');
    return target ?? '/profile';
  });
  const res = NextResponse.redirect(new URL(landing, appOrigin()), 303);
  // next-auth's answer only clears its cookies and sets its own session: not forwarded.
  clearHandshake(req, res);
  res.cookies.set(sessionCookieName(), await sealSession(rc.session), sessionCookieOptions());
  res.cookies.set(SIGNED_IN_HINT, '1', HINT_COOKIE);
  res.cookies.set(LOGIN_EVENT_COOKIE, provider, { ...HINT_COOKIE, maxAge: LOGIN_EVENT_MAX_AGE_S });
  res.headers.set('cache-control', 'no-store');
  return res;
}

async function handle(req: NextRequest, { params }: Params): Promise<NextResponse> {
  const [action, provider] = (await params).nextauth ?? [];
  if (!isSocialProvider(provider)) return toSignIn(req);
  if (action === 'start' && req.method === 'POST') return start(req, provider);
  if (action === 'callback') return callback(req, provider);
  return toSignIn(req);
}

export const GET = handle;
export const POST = handle;
