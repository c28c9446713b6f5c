/**
 * Full load of sign-in with "Your session has ended", coming back afterwards to `target`
 * (default: the current page).
 */
export function signInAgain(target?: string): void {
  const back = target ?? `${window.location.pathname}${window.location.search}`;
  // A full load on purpose: the server must render sign-in without the ended session's cookie.
  const url = new URL('/sign-in', window.location.origin);
  url.searchParams.set('expired', '1');
  url.searchParams.set('redirect', back);
  window.location.assign(url.href);
}
