/**
 * Plain (not HttpOnly) cookies that statically rendered pages read in the browser to show the
 * right header before hydration. They carry no secret and grant nothing: every protected page
 * and route checks the real session. A stale hint only changes which links the header shows.
 */
export const SIGNED_IN_HINT = 'signed_in';
export const HIDE_HEADER_HINT = 'hide_header';
/**
 * Set by proxy.ts while the session's account is suspended ("Suspended account: only the suspended
 * page; other pages redirect to not-found"): the site's header and footer are not drawn, so their
 * links (which would all be not-found) are neither offered nor prefetched, and the cart is not read.
 */
export const SUSPENDED_HINT = 'suspended';
export const PLATFORM_HINT = 'platform';
export const HINT_COOKIE = { path: '/', sameSite: 'lax' as const, httpOnly: false };

/**
 * Runs in <head> before the first paint: copies the hints onto <html> as data attributes,
 * which globals.css turns into "header hidden" and "signed-in links shown". Again when the page
 * comes back from the back-forward cache (`pageshow`) and when its tab is shown again
 * (`visibilitychange`): a sign-in or sign-out meanwhile (another tab, a page left and come back
 * to) shows its state, so help never says "Sign in to chat" to a signed-in customer (issue 28).
 * And whenever <html>'s attributes change: React owns <html>, and when it renders the document
 * again in the browser (a hydration mismatch makes it start over) it removes every attribute it
 * did not render, these two included, and the header showed "Sign in" to a signed-in customer
 * (issue 28 item 3). Setting an attribute to what it already is records no change, so the
 * observer does not wake itself.
 */
export const HINTS_SCRIPT = `(function(){var d=document.documentElement;function s(){var c=document.cookie;d.toggleAttribute('data-hide-header',/(?:^|; )${HIDE_HEADER_HINT}=1(?:;|$)/.test(c));d.toggleAttribute('data-signed-in',/(?:^|; )${SIGNED_IN_HINT}=1(?:;|$)/.test(c));d.toggleAttribute('data-suspended',/(?:^|; )${SUSPENDED_HINT}=1(?:;|$)/.test(c));}s();addEventListener('pageshow',s);document.addEventListener('visibilitychange',function(){if(!document.hidden)s();});new MutationObserver(s).observe(d,{attributes:true,attributeFilter:['data-hide-header','data-signed-in','data-suspended']});})();`;
