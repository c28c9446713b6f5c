/**
 * "Legacy deep links under /link: each redirects to a named screen." (portal-shop-onboarding.md §2)
 * Link → target path in this app.
 */
export const LEGACY_LINKS: Readonly<Record<string, string>> = {
  '': '/profile/payments-history',
  home: '/profile/dashboard',
  products: '/profile/addons',
  invoices: '/profile/invoices',
  'payment-methods': '/profile/payment-methods',
  usage: '/profile/usage',
  'mobile-features': '/profile/sim-card-actions',
  'sim-settings': '/profile/supp-features',
  'payments-history': '/profile/payments-history',
  'shipping-details': '/profile/shipping-details',
  'order-history': '/profile/order-history',
  notifications: '/profile/personal-data/change-notifications',
  voucher: '/profile/redeem-voucher',
  'full-amount': '/profile/pay-bill',
  'custom-amount': '/profile/pay-bill?custom-amount=true',
  chat: '/?chat=true',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  'calling-rates': '/international-plans',
};

/**
 * "If the visitor is signed in they go to the target; otherwise to sign-in with the target kept
 * as a redirect query." Unknown links → null (not-found).
 */
export function resolveLegacyLink(pathname: string, signedIn: boolean): string | null {
  const m = /^\/link(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!m) return null;
  const target = LEGACY_LINKS[m[1] ?? ''];
  if (target === undefined) return null;
  return signedIn ? target : `/sign-in?redirect=${encodeURIComponent(target)}`;
}

/** "sign-in, sign-up, identity-link, forgot-pass, forgot-email. A signed-in user who opens them is sent home." */
export const SIGNED_OUT_ONLY = ['/sign-in', '/sign-up', '/identity-link', '/forgot-pass', '/forgot-email'] as const;
/** Screens that need a session before anything renders (each page checks again). */
export const SIGNED_IN_ONLY = [
  '/profile', '/select-account', '/suspended', '/no-payment-methods', '/no-plans-page', '/email-verify-page', '/select-ufb-product',
  // The e-shop's steps after sign-in (the checkout itself shows signed-out visitors the way in).
  '/eshop/email-verify', '/eshop/bnpl-Return', '/eshop/thanks', '/eshop/thanks-broadband',
] as const;

export function matchesAny(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
