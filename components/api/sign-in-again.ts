/**
 * Full load of sign-in with "Your session has ended", coming back afterwards to `target`
 * (default: the current page).
 */
export function signInAgain(target?: string): void {
  const back = target ?? `${window.location.pathname}${window.location.search}`;
  // A full load on purpose: the server must render sign-in without the ended session's cookie.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/sign-in?expired=1&redirect=${encodeURIComponent(back)}`);
}
