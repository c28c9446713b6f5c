/**
 * "A change of the stored current mobile product in another browser tab reloads the page
 * (from onboarding it goes home first)." (portal-shop-onboarding.md §4 Session)
 * The tab that changes it writes this key; every other tab hears a `storage` event.
 */
export const CURRENT_PRODUCT_KEY = 'portal:current-product';

/** Called by the tab that made the change (the product switcher). */
export function announceCurrentProduct(productUuid: string): void {
  try {
    localStorage.setItem(CURRENT_PRODUCT_KEY, JSON.stringify({ productUuid, at: Date.now() }));
  } catch {
    // Storage off (private mode, quota): other tabs simply do not reload.
  }
}

/** Where another tab goes when it hears of the change: home from onboarding, else the same page. */
export function reloadTarget(pathname: string): 'home' | 'reload' {
  return /^\/(?:mi-NZ\/)?onboarding(?:\/|$)/.test(pathname) ? 'home' : 'reload';
}
