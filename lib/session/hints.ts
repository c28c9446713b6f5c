/**
 * Plain (not HttpOnly) cookies that statically rendered pages read in the browser to show the
 * right header before hydration. They carry no secret and grant nothing: every protected page
 * and route checks the real session. A stale hint only changes which links the header shows.
 */
export const SIGNED_IN_HINT = 'signed_in';
export const HIDE_HEADER_HINT = 'hide_header';
export const PLATFORM_HINT = 'platform';
export const HINT_COOKIE = { path: '/', sameSite: 'lax' as const, httpOnly: false };

/**
 * Runs in <head> before the first paint: copies the hints onto <html> as data attributes,
 * which globals.css turns into "header hidden" and "signed-in links shown".
 */
export const HINTS_SCRIPT = `(function(){var c=document.cookie,d=document.documentElement;if(/(?:^|; )${HIDE_HEADER_HINT}=1(?:;|$)/.test(c))d.setAttribute('data-hide-header','');if(/(?:^|; )${SIGNED_IN_HINT}=1(?:;|$)/.test(c))d.setAttribute('data-signed-in','');})();`;
