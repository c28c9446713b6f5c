import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { getFlags } from '@/lib/config/calls';
import { ApiError, errorBody } from '@/lib/errors';
import { isDecodablePath } from '@/lib/errors/input';
import { requestIdFrom } from '@/lib/observability/correlation';
import { appStage, gateFor, routeGateOpen } from '@/lib/flags';
import { pageSecurityHeaders } from '@/lib/security/headers';
import { LOCALE_COOKIE, LOCALE_HEADER, LOCALES, matchLocale, DEFAULT_LOCALE, resolveLocale } from '@/lib/i18n/locales';
import { clearedSessionCookie, sealSession, sessionCookieName, sessionCookieOptions, unsealSession } from '@/lib/session/cookie';
import { matchesAny, resolveLegacyLink, SIGNED_IN_ONLY, SIGNED_OUT_ONLY } from '@/lib/session/links';
import { HIDE_HEADER_HINT, HINT_COOKIE, PLATFORM_HINT, SIGNED_IN_HINT, SUSPENDED_HINT } from '@/lib/session/hints';
import { revokeSession } from '@/lib/session/revocation';
import { CACHE_LIFETIMES_MS } from '@/lib/cache/lifetimes';
import { getCustomer } from '@/lib/customer/calls';
import { isSignedIn, markSuspended, pageOpenWhileSuspended, sessionVerdict, suspendedState } from '@/lib/session/rules';
import { screenAt, screenAvailable, screenHref } from '@/lib/profile/rules';
import { createContext, ensureToken } from '@/lib/upstream/context';
import en from '@/messages/en.json';


/**
 * The coarse, first check of every page request (never the only one: layouts and route
 * handlers check again). Legacy /link redirects, signed-out-only screens, the signed-in gate,
 * flag gates, header/platform/language queries, a request id, and renewal of a stale JWT so
 * that server components (which cannot set cookies) render with a valid token. Pages only:
 * /api routes are not matched.
 */
export async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = req.nextUrl;
  // A malformed percent-encoding (%FF, %, %E0%A4%A) names no page or route of ours: left to
  // Next, decoding it fails and it answers 500 (issue 10, finding 6). API paths come here only
  // for this check (see the matcher).
  if (!isDecodablePath(pathname)) return malformedPath(pathname);
  if (isApiPath(pathname)) return NextResponse.next();
  // Logged with every line of the page's render (onRequestError too): a client's own id only when plain.
  const requestId = requestIdFrom(req.headers.get('x-request-id'), randomUUID);
  const forward = new Headers(req.headers);
  forward.set('x-request-id', requestId);

  // The [locale] segment is ours, not a public URL: /mi-NZ/plans → /plans?language=mi-NZ.
  const first = pathname.split('/')[1] ?? '';
  if ((LOCALES as readonly string[]).includes(first)) {
    const url = new URL(pathname.slice(first.length + 1) || '/', req.url);
    url.search = req.nextUrl.search;
    url.searchParams.set('language', first);
    return NextResponse.redirect(url, 308);
  }

  // Session: renew a stale token here, drop one that cannot be renewed.
  const cookieName = sessionCookieName();
  const raw = req.cookies.get(cookieName)?.value;
  let session = await unsealSession(raw);
  let newCookie: string | null | undefined; // undefined: untouched; null: delete
  if (raw) {
    const verdict = sessionVerdict(session, Date.now());
    if (verdict === 'discard') {
      await revokeSession(session); // timed out with nothing to renew it: over on the server too
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
  // A suspended account (known from sign-in, choosing an account, or a refused route) is read
  // again once its mark is older than the customer lookup's cache lifetime: it may have been
  // restored. Only such sessions pay for that read; nobody else's request reads the upstream here.
  let suspended = isSignedIn(session) && suspendedState(session, Date.now(), CACHE_LIFETIMES_MS.dataEntities);
  if (suspended === 'recheck' && session.customerUuid) {
    const ctx = createContext(session, requestId);
    const customer = await getCustomer(ctx, session.customerUuid);
    if (ctx.ended) {
      session = {};
      newCookie = null;
      suspended = false;
    } else {
      // "A failure to look up the suspended state is treated as not suspended."
      markSuspended(ctx.session, session.customerUuid, customer.ok && customer.data.suspended, Date.now());
      session = ctx.session;
      suspended = suspendedState(session, Date.now(), CACHE_LIFETIMES_MS.dataEntities);
      newCookie = await sealSession(session);
    }
  }
  // header=hide, platform, language: remembered in cookies, and applied to this very request.
  const prefs: Array<[string, string | null]> = [];
  const header = searchParams.get('header');
  if (header !== null) prefs.push([HIDE_HEADER_HINT, header === 'hide' ? '1' : null]);
  const platform = searchParams.get('platform');
  if (platform) prefs.push([PLATFORM_HINT, platform.slice(0, 32).replace(/[^\w-]/g, '')]);
  const language = searchParams.get('language');
  if (language !== null) prefs.push([LOCALE_COOKIE, matchLocale(language) ?? DEFAULT_LOCALE]);

  // The locale of this request: `language` query, then the cookie, then Accept-Language. Pages
  // live under a hidden /[locale] segment so that public ones render statically per locale.
  // An unknown `language` code means English ("unsupported language codes fall back to English").
  const locale = language !== null
    ? (matchLocale(language) ?? DEFAULT_LOCALE)
    : resolveLocale({ cookie: req.cookies.get(LOCALE_COOKIE)?.value, acceptLanguage: req.headers.get('accept-language') });
  const localised = (path: string) =>
    new URL(`/${locale}${path === '/' ? '' : path}${path === pathname ? req.nextUrl.search : ''}`, req.url);

  const signedIn = isSignedIn(session);
  // The page's Content-Security-Policy (docs/adr/011): Next.js reads the nonce from the request's
  // header and puts it on its own scripts; the response carries the same policy.
  const security = pageSecurityHeaders(pathname);
  forward.set('content-security-policy', security.csp);
  // Remembered on redirects too, so `/sign-in?language=en` keeps the choice when it bounces.
  const finish = (res: NextResponse) => {
    for (const [name, value] of prefs) {
      if (value === null) res.cookies.delete({ name, path: '/' });
      else res.cookies.set(name, value, HINT_COOKIE);
    }
    if (newCookie === null) {
      const cleared = clearedSessionCookie();
      res.cookies.set(cleared.name, cleared.value, cleared.options);
      res.cookies.delete({ name: SIGNED_IN_HINT, path: '/' });
    }
    else if (newCookie) res.cookies.set(cookieName, newCookie, sessionCookieOptions());
    // Keep the header's hint in step with the real session (it is only a hint; see hints.ts).
    const hinted = req.cookies.get(SIGNED_IN_HINT)?.value === '1';
    if (isSignedIn(session) && !hinted) res.cookies.set(SIGNED_IN_HINT, '1', HINT_COOKIE);
    else if (!isSignedIn(session) && hinted && newCookie !== null) res.cookies.delete({ name: SIGNED_IN_HINT, path: '/' });
    // The suspended page draws no header or footer (their links are not-found for this session).
    const markedSuspended = req.cookies.get(SUSPENDED_HINT)?.value === '1';
    if (suspended === 'suspended' && !markedSuspended) res.cookies.set(SUSPENDED_HINT, '1', HINT_COOKIE);
    else if (suspended !== 'suspended' && markedSuspended) res.cookies.delete({ name: SUSPENDED_HINT, path: '/' });
    res.headers.set('x-request-id', requestId);
    res.headers.set('content-security-policy', security.csp);
    if (security.hsts) res.headers.set('strict-transport-security', security.hsts);
    return res;
  };
  const redirect = (to: string) => finish(NextResponse.redirect(new URL(to, req.url), 307));
  // Not-found: a path no page claims, so Next.js renders app/global-not-found.tsx whole on the
  // server, with 404, in this request's locale (x-locale) and with its nonce (issue 30 item 9).
  const notFoundPage = () => {
    forward.set(LOCALE_HEADER, locale);
    return finish(NextResponse.rewrite(localised(NOT_FOUND_PATH), { status: 404, request: { headers: forward } }));
  };

  // "Suspended account: only the suspended page; other pages redirect to not-found" (§4 roles):
  // public, shop, broadband and onboarding pages alike. Signing out is a route, not a page.
  if (suspended === 'suspended' && !pageOpenWhileSuspended(pathname, session.customerUuids?.length ?? 0)) {
    return notFoundPage();
  }
  if (pathname === '/link' || pathname.startsWith('/link/')) {
    const to = resolveLegacyLink(pathname, signedIn, { flags: await getFlags(), production: appStage(process.env) === 'production' });
    return to ? redirect(to) : notFoundPage();
  }
  if (signedIn && matchesAny(pathname, SIGNED_OUT_ONLY)) return redirect('/');
  // A gate first: a page whose flag is off is not-found for everyone, signed in or not.
  const gate = gateFor(pathname);
  if (gate && !routeGateOpen(gate, await getFlags(), appStage(process.env))) {
    return notFoundPage();
  }
  if (!signedIn && matchesAny(pathname, SIGNED_IN_ONLY)) {
    return redirect(`/sign-in?redirect=${encodeURIComponent(pathname + req.nextUrl.search)}`);
  }
  // The profile map (lib/profile): a path of no screen, of a screen not built yet, or whose flags
  // are off is not-found; an alias goes to its screen ("my-orders (goes to order history)").
  // The page checks its whole gate again (requireScreen), the current product's part included.
  if (matchesAny(pathname, ['/profile'])) {
    const screen = screenAt(pathname);
    if (!screen || !screenAvailable(screen, { flags: await getFlags(), production: appStage(process.env) === 'production' })) {
      return notFoundPage();
    }
    if (screen.sameAs) return redirect(`${screenHref(screen.id)}${req.nextUrl.search}`);
  }

  forward.set('x-pathname', pathname + req.nextUrl.search);
  forward.set(LOCALE_HEADER, locale);
  if (newCookie !== undefined) {
    // Server components read the renewed session from the forwarded cookie header.
    const others = req.cookies.getAll().filter((c) => c.name !== cookieName).map((c) => `${c.name}=${c.value}`);
    if (newCookie) others.push(`${cookieName}=${newCookie}`);
    forward.set('cookie', others.join('; '));
  }

  return finish(NextResponse.rewrite(localised(pathname), { request: { headers: forward } }));
}

/** Where proxy.ts sends what it refuses: no page has this path (app/global-not-found.tsx renders). */
const NOT_FOUND_PATH = '/not-found-page';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * 404: the API's JSON not_found, or a whole not-found page, as app/global-not-found.tsx (in
 * English). Not a rewrite to the localised not-found page: Next decodes the original path again
 * while rendering any page under [locale] and fails with 500 just the same.
 */
function malformedPath(pathname: string): NextResponse {
  const headers = { 'cache-control': 'no-store' };
  if (isApiPath(pathname)) return NextResponse.json(errorBody(new ApiError('not_found')), { status: 404, headers });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${en.notFound.title} · ${en.app.name}`)}</title></head><body><main id="main"><h1>${escapeHtml(en.errors.pageNotFound)}</h1><p>${escapeHtml(en.notFound.body)}</p><p><a href="/">${escapeHtml(en.common.backHome)}</a></p></main></body></html>`;
  return new NextResponse(html, { status: 404, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * When the proxy runs. A plain anonymous page view (no session, no hint cookie, no
 * language/header/platform query, no Māori in Accept-Language) does not need it: next.config.ts
 * rewrites it into its locale, so static and ISR pages are served at static-page speed. Every
 * entry repeats the page pattern because Next reads this object statically (no variables).
 * tests/lib/session/proxy-matcher.test.ts checks it against SIGNED_IN_ONLY and the cookie names.
 */
export const config = {
  matcher: [
    // A session (either cookie name) to renew or drop; a stale signed-in or suspended hint to clear.
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'cookie', key: '__Host-portal_session' }] },
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'cookie', key: 'portal_session' }] },
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'cookie', key: 'signed_in' }] },
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'cookie', key: 'suspended' }] },
    // Queries to remember (header=hide, platform, language).
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'query', key: 'language' }] },
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'query', key: 'header' }] },
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'query', key: 'platform' }] },
    // Accept-Language naming Māori anywhere: the q-ordered choice is made here, not by a rewrite.
    { source: '/((?!api/|_next/|og/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$).*)', has: [{ type: 'header', key: 'accept-language', value: '.*\\b[Mm][Ii]\\b.*' }] },
    // Paths that always need it: legacy links, visible locale prefixes, signed-in-only screens.
    '/link', '/link/:path*',
    '/en', '/en/:path*', '/mi-NZ', '/mi-NZ/:path*',
    '/profile', '/profile/:path*', '/select-account', '/suspended', '/no-payment-methods', '/no-plans-page',
    '/email-verify-page', '/select-ufb-product',
    '/eshop/email-verify', '/eshop/bnpl-Return', '/eshop/thanks', '/eshop/thanks-broadband',
    '/invite', '/invite/:path*', '/billing-routes',
    '/mobile-onboarding', '/mobile-onboarding-finalise', '/onboarding', '/onboarding/:path*', '/activation', '/activation/:path*', '/welcome',
    // Pages rendered per request that anonymous visitors open: their nonce policy (docs/adr/011).
    '/sign-in', '/sign-up', '/identity-link', '/forgot-pass', '/forgot-pass/:path*', '/forgot-email',
    '/eshop', '/eshop/:path*', '/help/search', '/international-plans', '/order-placement', '/terms/:path+',
    // Pages whose flag ships off: the gate answers them with the whole not-found page (a page's own
    // notFound() is an empty shell until JavaScript runs; issue 30 item 9).
    '/recharge', '/pay-bill', '/broadband', '/broadband/:path*', '/sims-multi-plans', '/sims-multi-plans/:path*',
    // Any path but Next's own files, /api included, with a percent-escape that may be malformed:
    // a non-ASCII byte or a '%' without two hex digits (well-formed non-ASCII paths come too).
    '/:path((?!_next/).*%(?:[89A-Fa-f]|(?![0-9A-Fa-f]{2})).*)',
  ],
};
