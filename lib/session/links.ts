/**
 * One legacy link: the screen the spec names (portal-shop-onboarding.md §2, account-management.md
 * §2 screen names) and where it goes today. Where that screen is not built yet, `to` is the
 * closest one that is (the profile home) until its issue builds it; that issue (the account
 * area's profile map in lib/profile/) switches `to` to the real screen and adds `query`.
 */
export type LegacyLink = { screen: string; query?: string; to: string };

/**
 * "Legacy deep links under /link: each redirects to a named screen." (portal-shop-onboarding.md §2)
 * Link → spec's screen → the page it opens now. Issue 10, finding 8: "Each link goes to the page
 * that exists now, or, where its screen is not built yet, to the closest one that is (the profile
 * home) until its issue builds it".
 */
export const LEGACY_LINKS: Readonly<Record<string, LegacyLink>> = {
  '': { screen: 'payments-history', to: '/profile' },
  home: { screen: 'dashboard', to: '/profile' },
  // The plans tab shows the base plan and its add-ons.
  products: { screen: 'addons', to: '/profile/plans' },
  invoices: { screen: 'invoices', to: '/profile' },
  'payment-methods': { screen: 'payment-methods', to: '/profile' },
  usage: { screen: 'usage', to: '/profile' },
  'mobile-features': { screen: 'sim-card-actions', to: '/profile' },
  'sim-settings': { screen: 'supp-features', to: '/profile' },
  'payments-history': { screen: 'payments-history', to: '/profile' },
  'shipping-details': { screen: 'shipping-details', to: '/profile' },
  // "my-orders (goes to order history)": the order list.
  'order-history': { screen: 'order-history', to: '/profile/my-orders' },
  // change-notifications is a modal screen of personal-data: the page opens its dialog.
  notifications: { screen: 'change-notifications', to: '/profile/personal-data?dialog=notifications' },
  voucher: { screen: 'redeem-voucher', to: '/profile' },
  'full-amount': { screen: 'pay-bill', to: '/profile' },
  'custom-amount': { screen: 'pay-bill', query: 'custom-amount=true', to: '/profile' },
  // "home with the chat flag": the chat is the help centre's; chat=true opens it.
  chat: { screen: 'home', query: 'chat=true', to: '/help?chat=true' },
  help: { screen: 'help', to: '/help' },
  terms: { screen: 'terms', to: '/terms' },
  privacy: { screen: 'privacy', to: '/privacy' },
  'calling-rates': { screen: 'international-plans', to: '/international-plans' },
};

/**
 * "If the visitor is signed in they go to the target; otherwise to sign-in with the target kept
 * as a redirect query." Unknown links → null (not-found).
 */
export function resolveLegacyLink(pathname: string, signedIn: boolean): string | null {
  const m = /^\/link(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!m) return null;
  const link = Object.hasOwn(LEGACY_LINKS, m[1] ?? '') ? LEGACY_LINKS[m[1] ?? ''] : undefined;
  if (link === undefined) return null;
  return signedIn ? link.to : `/sign-in?redirect=${encodeURIComponent(link.to)}`;
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
