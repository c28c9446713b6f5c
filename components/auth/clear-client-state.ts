/**
 * Keys of this origin's storage that survive signing out: none today. Anything a feature keeps
 * in localStorage or sessionStorage (cart, payment methods, prepay, postpay and broadband
 * selections, current product) is cleared unless it is listed here on purpose.
 */
export const KEEP_ON_SIGN_OUT: readonly string[] = [];

/**
 * "Logout clears payment methods and the prepay, postpay and broadband product selections, the
 * session, the cart and stored data" (portal-shop-onboarding.md §4). The session cookie is
 * HttpOnly and cleared by POST /api/auth/sign-out; this clears what the browser holds.
 */
export function clearClientState(storages: Storage[] = [window.localStorage, window.sessionStorage]): void {
  for (const storage of storages) {
    try {
      for (const key of Object.keys(storage)) if (!KEEP_ON_SIGN_OUT.includes(key)) storage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode, blocked): nothing is stored then either.
    }
  }
}
