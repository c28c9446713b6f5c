import type { CartView } from '@/lib/eshop/types';

/** "Cart, N items": N counts SIMs (a plan line belongs to its SIM and is not counted). */
export function simCount(cart: CartView | null): number {
  if (!cart) return 0;
  return cart.lines.filter((l) => l.type !== 'plan' && l.type !== 'ufb-plan' && !l.parent).reduce((n, l) => n + l.quantity, 0);
}

/** localStorage may be missing or refuse (private modes); the cart then lives for the page only. */
export function readSavedUuid(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    const v = storage?.getItem(key)?.trim();
    return v && /^[\w-]{8,64}$/.test(v) ? v : null;
  } catch {
    return null;
  }
}

/** The `signed_in` hint cookie (lib/session/hints.ts): only a hint, the BFF checks the session. */
export function isSignedInHint(cookie: string): boolean {
  return /(?:^|;\s*)signed_in=1(?:;|$)/.test(cookie);
}

/** Whether the session's account is suspended (the `suspended` hint, lib/session/hints.ts): it has no cart to read, every shop route refuses it. */
export function isSuspendedHint(cookie: string): boolean {
  return /(?:^|;\s*)suspended=1(?:;|$)/.test(cookie);
}

/** Whether the cart should be claimed for the signed-in customer: a `signed_in` hint and a cart not yet theirs. */
export function shouldClaim(cart: CartView | null, cookie: string): boolean {
  return !!cart && !cart.customerBound && isSignedInHint(cookie);
}
