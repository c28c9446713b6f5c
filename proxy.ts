import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { getFlags } from '@/lib/config/calls';
import { gateFor, routeGateOpen } from '@/lib/flags';
import { LOCALE_COOKIE, LOCALE_HEADER, matchLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { clearedSessionCookie, sealSession, sessionCookieName, sessionCookieOptions, unsealSession } from '@/lib/session/cookie';
import { matchesAny, resolveLegacyLink, SIGNED_IN_ONLY, SIGNED_OUT_ONLY } from '@/lib/session/links';
import { isSignedIn, sessionVerdict } from '@/lib/session/rules';
import { createContext, ensureToken } from '@/lib/upstream/context';

const HIDE_HEADER_COOKIE = 'hide_header';
const PLATFORM_COOKIE = 'platform';
const PREF_COOKIE = { path: '/', sameSite: 'lax' as const, httpOnly: false };

/**
 * The coarse, first check of every page request (never the only one: layouts and route
 * handlers check again). Legacy /link redirects, signed-out-only screens, the signed-in gate,
 * flag gates, header/platform/language queries, a request id, and renewal of a stale JWT so
 * that server components (which cannot set cookies) render with a valid token. Pages only:
 * /api routes are not matched.
 */
export async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = req.nextUrl;
  const requestId = req.headers.get('x-request-id') ?? randomUUID();
  const forward = new Headers(req.headers);
  forward.set('x-request-id', requestId);

  // Session: renew a stale token here, drop one that cannot be renewed.
  const cookieName = sessionCookieName();
  const raw = req.cookies.get(cookieName)?.value;
  let session = await unsealSession(raw);
  let newCookie: string | null | undefined; // undefined: untouched; null: delete
  if (raw) {
    const verdict = sessionVerdict(session, Date.now());
    if (verdict === 'discard') {
      session = {};
      newCookie = null;
    } else if (verdict === 'refresh') {
      const ctx = createContext(session, requestId);
      const token = await ensureToken(ctx);
      session = ctx.session;
      if (token) newCookie = await sealSession(session);
      else if (ctx.ended) newCookie = null;
    }
  }
  // header=hide, platform, language: remembered in cookies, and applied to this very request.
  const prefs: Array<[string, string | null]> = [];
  const header = searchParams.get('header');
  if (header !== null) prefs.push([HIDE_HEADER_COOKIE, header === 'hide' ? '1' : null]);
  const platform = searchParams.get('platform');
  if (platform) prefs.push([PLATFORM_COOKIE, platform.slice(0, 32).replace(/[^\w-]/g, '')]);
  const language = searchParams.get('language');
  if (language !== null) prefs.push([LOCALE_COOKIE, matchLocale(language) ?? DEFAULT_LOCALE]);

  const signedIn = isSignedIn(session);
  // Remembered on redirects too, so `/sign-in?language=en` keeps the choice when it bounces.
  const finish = (res: NextResponse) => {
    for (const [name, value] of prefs) {
      if (value === null) res.cookies.delete({ name, path: '/' });
      else res.cookies.set(name, value, PREF_COOKIE);
    }
    if (newCookie === null) {
      const cleared = clearedSessionCookie();
      res.cookies.set(cleared.name, cleared.value, cleared.options);
    }
    else if (newCookie) res.cookies.set(cookieName, newCookie, sessionCookieOptions());
    res.headers.set('x-request-id', requestId);
    return res;
  };
  const redirect = (to: string) => finish(NextResponse.redirect(new URL(to, req.url), 307));

  if (pathname === '/link' || pathname.startsWith('/link/')) {
    const to = resolveLegacyLink(pathname, signedIn);
    return to ? redirect(to) : finish(NextResponse.rewrite(new URL('/not-found-page', req.url), { status: 404 }));
  }
  if (signedIn && matchesAny(pathname, SIGNED_OUT_ONLY)) return redirect('/');
  if (!signedIn && matchesAny(pathname, SIGNED_IN_ONLY)) {
    return redirect(`/sign-in?redirect=${encodeURIComponent(pathname + req.nextUrl.search)}`);
  }
  const gate = gateFor(pathname);
  if (gate && !routeGateOpen(gate, await getFlags())) {
    return finish(NextResponse.rewrite(new URL('/not-found-page', req.url)));
  }

  const cookieValue = (name: string) => {
    const p = prefs.find(([n]) => n === name);
    return p ? p[1] : req.cookies.get(name)?.value ?? null;
  };
  forward.set('x-pathname', pathname + req.nextUrl.search);
  if (cookieValue(HIDE_HEADER_COOKIE) === '1') forward.set('x-hide-header', '1');
  else forward.delete('x-hide-header');
  const plat = cookieValue(PLATFORM_COOKIE);
  if (plat) forward.set('x-platform', plat);
  const lang = cookieValue(LOCALE_COOKIE);
  if (lang) forward.set(LOCALE_HEADER, lang);
  if (newCookie !== undefined) {
    // Server components read the renewed session from the forwarded cookie header.
    const others = req.cookies.getAll().filter((c) => c.name !== cookieName).map((c) => `${c.name}=${c.value}`);
    if (newCookie) others.push(`${cookieName}=${newCookie}`);
    forward.set('cookie', others.join('; '));
  }

  return finish(NextResponse.next({ request: { headers: forward } }));
}

export const config = {
  // Not /api: route handlers do their own session, Origin and request-id work (app/api/_lib/wrap.ts),
  // and a proxy hop on every BFF call would cost each of them.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|map|txt|woff2?)$).*)'],
};
