/** @jest-environment jsdom */
import { HINTS_SCRIPT } from '@/lib/session/hints';

/*
 * Issue 28, item 9: "help says 'Sign in to chat' to a signed-in customer (show the right state)".
 * The help page's "Still need help?" shows its signed-in or signed-out half from the hint on
 * <html> (globals.css); the hint follows the cookies when the page is shown again, not only when
 * it first loads: signed in from another tab, or back to the page from the back-forward cache.
 */

const signedIn = () => document.documentElement.hasAttribute('data-signed-in');
const setCookie = (value: string) => {
  document.cookie = value;
};

afterEach(() => {
  setCookie('signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  document.documentElement.removeAttribute('data-signed-in');
});

test('first paint: the hint as the cookies say', () => {
  setCookie('signed_in=1; path=/');
  new Function(HINTS_SCRIPT)();
  expect(signedIn()).toBe(true);
});

test('signed in meanwhile: shown again (back-forward cache, or the tab shown again), the page shows the signed-in state; signed out, the other', () => {
  new Function(HINTS_SCRIPT)();
  expect(signedIn()).toBe(false);
  setCookie('signed_in=1; path=/');
  window.dispatchEvent(new Event('pageshow'));
  expect(signedIn()).toBe(true);
  setCookie('signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(signedIn()).toBe(false);
});

/*
 * Issue 28 item 3: "/profile?language=mi-NZ shows 'Takiuru' (Sign in) and no account or sign-out
 * link in the header". A hydration mismatch makes React render the document again in the
 * browser, and React then strips <html> of every attribute it did not render itself: the hint
 * went with them. The script puts it back.
 */
test('the hint survives React rendering <html> again (its attributes removed)', async () => {
  setCookie('signed_in=1; path=/');
  new Function(HINTS_SCRIPT)();
  expect(signedIn()).toBe(true);
  while (document.documentElement.attributes.length > 0) document.documentElement.removeAttributeNode(document.documentElement.attributes[0]!);
  await Promise.resolve();
  expect(signedIn()).toBe(true);
});

/*
 * Issue 30 item 2: "Suspended account: only the suspended page; other pages redirect to not-found".
 * proxy.ts sets the `suspended` hint while the session's account is suspended; globals.css then
 * draws no header or footer (their links would all be not-found) and the cart is not read.
 */
test('the suspended hint marks <html> while the cookie is there, and goes with it', () => {
  setCookie('suspended=1; path=/');
  new Function(HINTS_SCRIPT)();
  expect(document.documentElement.hasAttribute('data-suspended')).toBe(true);
  setCookie('suspended=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  window.dispatchEvent(new Event('pageshow'));
  expect(document.documentElement.hasAttribute('data-suspended')).toBe(false);
});
