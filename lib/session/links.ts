import { screenAvailable, screenById, screenHref, type ScreenContext } from '@/lib/profile/rules';

/**
 * One legacy link: the screen the spec names (portal-shop-onboarding.md §2, account-management.md
 * §2 screen names), its query, and where it goes today (`to`). A profile screen's target comes
 * from the profile map (lib/profile): the screen once built, the profile home until then; the
 * query is kept on a built screen. Links to public pages name their page.
 */
export type LegacyLink = { screen: string; query?: string; to: string };
type LinkRow = {
  screen: string;
  query?: string;
  /** A public page (not in the profile map). */
  page?: string;
  /** The closest built screen while `screen` is not built (instead of the profile home). */
  closest?: string;
};

const ROWS: Readonly<Record<string, LinkRow>> = {
  '': { screen: 'payments-history' },
  home: { screen: 'dashboard' },
  // "products to addons"
  products: { screen: 'addons' },
  invoices: { screen: 'invoices' },
  'payment-methods': { screen: 'payment-methods' },
  usage: { screen: 'usage' },
  'mobile-features': { screen: 'sim-card-actions' },
  'sim-settings': { screen: 'supp-features' },
  'payments-history': { screen: 'payments-history' },
  'shipping-details': { screen: 'shipping-details' },
  // "my-orders (goes to order history)": the order list.
  'order-history': { screen: 'order-history' },
  // change-notifications is a modal screen of personal-data: the page opens its dialog.
  notifications: { screen: 'change-notifications' },
  voucher: { screen: 'redeem-voucher' },
  'full-amount': { screen: 'pay-bill' },
  // "custom-amount to pay bill with a custom-amount parameter": the page reads `amount=custom`.
  'custom-amount': { screen: 'pay-bill', query: 'amount=custom' },
  // "chat to home with the chat flag": home is the plan dashboard (as /link/home), chat=true opens the chat there.
  chat: { screen: 'home', query: 'chat=true', page: '/profile' },
  help: { screen: 'help', page: '/help' },
  terms: { screen: 'terms', page: '/terms' },
  privacy: { screen: 'privacy', page: '/privacy' },
  'calling-rates': { screen: 'international-plans', page: '/international-plans' },
};

function withQuery(href: string, query: string | undefined): string {
  return query ? `${href}${href.includes('?') ? '&' : '?'}${query}` : href;
}

function targetOf(row: LinkRow): string {
  if (row.page) return withQuery(row.page, row.query);
  if (screenById(row.screen)?.built) return withQuery(screenHref(row.screen), row.query);
  return screenHref(row.closest ?? row.screen);
}

/**
 * "Legacy deep links under /link: each redirects to a named screen." (portal-shop-onboarding.md §2)
 * Link → spec's screen → the page it opens now. Issue 10, finding 8: "Each link goes to the page
 * that exists now, or, where its screen is not built yet, to the closest one that is (the profile
 * home) until its issue builds it".
 */
export const LEGACY_LINKS: Readonly<Record<string, LegacyLink>> = Object.fromEntries(
  Object.entries(ROWS).map(([link, row]) => [link, { screen: row.screen, ...(row.query ? { query: row.query } : {}), to: targetOf(row) }]),
);

/**
 * "If the visitor is signed in they go to the target; otherwise to sign-in with the target kept
 * as a redirect query." Unknown links → null (not-found). Given this deployment's flags, a built
 * screen whose flags are off here (invoices, as shipped) goes where an unbuilt one does.
 */
export function resolveLegacyLink(pathname: string, signedIn: boolean, here?: Pick<ScreenContext, 'flags' | 'production'>): string | null {
  const m = /^\/link(?:\/([^/]*))?\/?$/.exec(pathname);
  if (!m) return null;
  const key = m[1] ?? '';
  const link = Object.hasOwn(LEGACY_LINKS, key) ? LEGACY_LINKS[key] : undefined;
  if (link === undefined) return null;
  const screen = ROWS[key]?.page ? undefined : screenById(link.screen);
  const to = here && screen && !screenAvailable(screen, here) ? screenHref(ROWS[key]?.closest ?? '') : link.to;
  return signedIn ? to : `/sign-in?redirect=${encodeURIComponent(to)}`;
}

/** "sign-in, sign-up, identity-link, forgot-pass, forgot-email. A signed-in user who opens them is sent home." */
export const SIGNED_OUT_ONLY = ['/sign-in', '/sign-up', '/identity-link', '/forgot-pass', '/forgot-email'] as const;
/** Screens that need a session before anything renders (each page checks again). */
export const SIGNED_IN_ONLY = [
  '/profile', '/select-account', '/suspended', '/no-payment-methods', '/no-plans-page', '/email-verify-page', '/select-ufb-product',
  // The e-shop's steps after sign-in (the checkout itself shows signed-out visitors the way in).
  '/eshop/email-verify', '/eshop/bnpl-Return', '/eshop/thanks', '/eshop/thanks-broadband',
  // A group invite's link (issue 15): sign-in first, the link kept as the way back.
  '/invite',
  // Who pays for whom (issue 15): signed in only; not-found while billing routing is off (the gate is checked first).
  '/billing-routes',
  // Onboarding (issue 16): a SIM is found, activated and welcomed for a signed-in customer; an
  // adoption link signs in first and comes back.
  '/mobile-onboarding', '/mobile-onboarding-finalise', '/onboarding', '/activation', '/welcome',
] as const;

export function matchesAny(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
