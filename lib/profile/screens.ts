import type { FlagName, ProfileTab } from '@/lib/flags/shipped';
import type en from '@/messages/en.json';

/** A label of the navigation: a key of profile.nav.screens in messages/. */
export type ScreenLabel = keyof (typeof en)['profile']['nav']['screens'];

/**
 * The profile's map (account-management.md §2 "Screens and routes", docs/account-contract.md §4):
 * one row per screen of the signed-in account area. The profile layout draws its navigation
 * from it, proxy.ts answers not-found for a path whose row is not built or whose flags are off,
 * the /link table takes its targets from it, and each page checks its own row again
 * (`requireScreen`). A later issue builds a screen by switching its row's `built` on.
 */
export type ScreenGroup = 'home' | 'account' | 'balance' | 'bonuses' | 'mobile' | 'broadband' | 'power' | 'offers' | 'my-orders';

/** The spec's groups in §2's order (my-app-home first, my-orders last); the navigation shows NAV_GROUPS. */
export const SCREEN_GROUPS: readonly ScreenGroup[] = ['home', 'account', 'balance', 'bonuses', 'mobile', 'broadband', 'power', 'offers', 'my-orders'];

/**
 * The sections the navigation shows (issue 28 item 7: "show what applies to the customer's
 * products, grouped"), most used first: the overview, the products (mobile, broadband), payments
 * and bills, the account, offers and rewards. A row's section is its group's (NAV_GROUP_OF) unless
 * it names its own (`navGroup`); within a section the rows keep this table's order.
 */
export type NavGroupId = 'home' | 'mobile' | 'broadband' | 'payments' | 'account' | 'offers';
export const NAV_GROUPS: readonly NavGroupId[] = ['home', 'mobile', 'broadband', 'payments', 'account', 'offers'];
export const NAV_GROUP_OF: Readonly<Record<ScreenGroup, NavGroupId>> = {
  home: 'home', account: 'account', balance: 'payments', bonuses: 'offers', mobile: 'mobile', broadband: 'broadband', power: 'offers', offers: 'offers', 'my-orders': 'account',
};

/**
 * A kind of product the customer holds (ScreenContext.holds): a mobile product (a SIM, not a
 * fixed wireless service), a fixed wireless (FWA) service, a fibre (UFB) service, or either of the
 * two broadband ones.
 */
export type HeldKind = 'mobile' | 'fwa' | 'ufb' | 'broadband';

export type ScreenGate = {
  /** Every one of these flags on ("(flag)"; "Feature-flag guards (not-found when off)", §6). */
  flags?: FlagName[];
  /** At least one of these on (broadband: "needs the UFB or FWA module"). */
  anyFlags?: FlagName[];
  /** Every one of these off (top-up: "not hidden by the hide-top-up setting"). */
  flagsOff?: FlagName[];
  /** "Postpay-only pages: billing, pay-bill. Prepay-only: top-up." Read from the current product. */
  payment?: 'prepay' | 'postpay';
  /** "needs an activated account type": the current product is active (status 4). */
  activated?: boolean;
  /** "non-production only" */
  nonProduction?: boolean;
  /**
   * The kind of product the screen is about (issue 28 item 7: the menu lists "what applies to the
   * customer's products"): without one the screen is left out of the navigation and its path sends
   * back to the profile home, as a product mismatch does.
   */
  holds?: HeldKind;
};

export type ProfileScreen = {
  /** The spec's name of the screen: 'payment-methods', 'payments-history', 'order-history', … */
  id: string;
  /** Its path; dynamic parts as '[number]'. A modal screen has its page's path and `dialog`. */
  path: string;
  group: ScreenGroup;
  /** Message key under profile.nav.screens */
  label: ScreenLabel;
  /** Shown in the navigation (children, details, add/edit and modal screens are not). */
  nav: boolean;
  /** "Each tab is also limited by an allowed-tabs list": the top-level tabs and broadband. */
  tab?: ProfileTab | 'broadband';
  gate: ScreenGate;
  /** false: not shown, and its path is not-found, until its issue builds it. */
  built: boolean;
  /** One screen under two names ("my-orders (goes to order history)"; "dashboard (alias mobile-app-dashboard)"). */
  sameAs?: string;
  /** cardless: reachable without a saved card (the add-card screen, from /no-payment-methods). */
  guard?: 'profile' | 'cardless';
  /** A modal screen of its page: opened by `?dialog=<dialog>` on `path`. */
  dialog?: string;
  /** The navigation's section when it is not its group's (NAV_GROUP_OF): the account group's payment screens. */
  navGroup?: NavGroupId;
};

type Row = Omit<ProfileScreen, 'nav' | 'gate' | 'built'> & Partial<Pick<ProfileScreen, 'nav' | 'gate' | 'built'>>;
const row = (r: Row): ProfileScreen => ({ nav: false, gate: {}, built: false, ...r });

// built: issue 14 built the SIM card actions; number-porting is the onboarding issue's (16).
const SIM_ACTIONS: ReadonlyArray<readonly [id: string, flag: FlagName, built: boolean]> = [
  ['disable-sim', 'simDisableEnable', true],
  ['enable-sim', 'simDisableEnable', true],
  ['sim-swap', 'simSwap', true],
  ['sim-details', 'simDetails', true],
  ['number-porting', 'simNumberPorting', true],
  ['phone-number-change', 'phoneNumberChange', true],
];
const SECURITY_PARTS = ['basic', 'advanced', 'reports', 'white-blacklist'] as const;
const FWA: ScreenGate = { flags: ['fwaModule'], holds: 'fwa' };
const UFB: ScreenGate = { flags: ['ufbModule'], holds: 'ufb' };
const BROADBAND: ScreenGate = { anyFlags: ['ufbModule', 'fwaModule'], holds: 'broadband' };
/** The mobile group's screens are about a mobile product (issue 28 item 7). */
const MOBILE: ScreenGate = { holds: 'mobile' };

export const PROFILE_SCREENS: readonly ProfileScreen[] = [
  // "Configured tabs in this deployment: my-app-home, personal-data, plans, my-orders, and for broadband: broadband."
  row({ id: 'my-app-home', path: '/profile', group: 'home', label: 'myAppHome', nav: true, tab: 'my-app-home', built: true }),

  // Account group
  row({ id: 'personal-data', path: '/profile/personal-data', group: 'account', label: 'personalData', nav: true, tab: 'personal-data', built: true }),
  // "personal-data, with children for setting a rewards number by authentication, change-password, change-email, change-notifications (modal screens)"
  row({ id: 'rewards-number', path: '/profile/personal-data', dialog: 'rewards', group: 'account', label: 'rewardsNumber', tab: 'personal-data', built: true }),
  row({ id: 'change-password', path: '/profile/personal-data', dialog: 'password', group: 'account', label: 'changePassword', tab: 'personal-data', built: true }),
  row({ id: 'change-email', path: '/profile/personal-data', dialog: 'email', group: 'account', label: 'changeEmail', tab: 'personal-data', built: true }),
  // "notifications on" (build-time settings): the notifications switch gates this modal screen.
  row({ id: 'change-notifications', path: '/profile/personal-data', dialog: 'notifications', group: 'account', label: 'changeNotifications', tab: 'personal-data', gate: { flags: ['notifications'] }, built: true }),
  row({ id: 'customer-groups', path: '/profile/customer-groups', group: 'account', label: 'customerGroups', nav: true, gate: { flags: ['customerGroups'] }, built: true }),
  row({ id: 'shipping-details', path: '/profile/shipping-details', group: 'account', label: 'shippingDetails', nav: true, built: true }),
  // "my-orders (goes to order history)": one screen, shown under my-orders.
  row({ id: 'order-history', path: '/profile/order-history', group: 'account', label: 'myOrders', sameAs: 'my-orders', built: true }),
  // "pay-bill (flag)" names no flag of the shipped table; "Postpay-only pages: billing, pay-bill."
  row({ id: 'pay-bill', path: '/profile/pay-bill', group: 'account', label: 'payBill', nav: true, navGroup: 'payments', gate: { payment: 'postpay' }, built: true }),
  row({ id: 'invoices', path: '/profile/invoices', group: 'account', label: 'invoices', nav: true, navGroup: 'payments', gate: { flags: ['invoices'] }, built: true }),
  row({ id: 'receipts', path: '/profile/receipts', group: 'account', label: 'receipts', nav: true, navGroup: 'payments', gate: { flags: ['receipts'] }, built: true }),
  row({ id: 'payments-history', path: '/profile/payments-history', group: 'account', label: 'paymentsHistory', nav: true, navGroup: 'payments', built: true }),
  row({ id: 'payment-methods', path: '/profile/payment-methods', group: 'account', label: 'paymentMethods', nav: true, navGroup: 'payments', built: true }),
  // "/billing-routes (flag)": one of the "Other screens" outside /profile, drawn in the account area with its navigation ('Who pays', issue 15).
  row({ id: 'billing-routes', path: '/billing-routes', group: 'account', label: 'billingRoutes', nav: true, navGroup: 'payments', gate: { flags: ['billingRouting'] }, built: true }),
  // "redeem-voucher (needs an activated account type and the voucher flag)"
  row({ id: 'redeem-voucher', path: '/profile/redeem-voucher', group: 'account', label: 'redeemVoucher', nav: true, navGroup: 'payments', gate: { flags: ['vouchers'], activated: true }, built: true }),
  // "Promo code needs Code. Both need an activated account type." (§5); "promo-code menu false" (§9 remote defaults).
  row({ id: 'redeem-promo-code', path: '/profile/redeem-promo-code', group: 'account', label: 'redeemPromoCode', nav: true, navGroup: 'payments', gate: { flags: ['promoCode'], activated: true }, built: true }),
  row({ id: 'invoice', path: '/profile/account/invoices/[number]', group: 'account', label: 'invoice', gate: { flags: ['invoices'] }, built: true }),
  row({ id: 'receipt', path: '/profile/account/receipts/[number]', group: 'account', label: 'receipt', gate: { flags: ['receipts'] }, built: true }),

  // Balance group
  row({ id: 'balance/payment-methods/add', path: '/profile/balance/payment-methods/add', group: 'balance', label: 'addCard', built: true, guard: 'cardless' }),
  row({ id: 'balance/billing-methods/add', path: '/profile/balance/billing-methods/add', group: 'balance', label: 'addBillingMethod', gate: { flags: ['billingRouting'] }, built: true }),
  row({ id: 'balance/billing-methods/edit', path: '/profile/balance/billing-methods/edit/[uuid]', group: 'balance', label: 'editBillingMethod', gate: { flags: ['billingRouting'] }, built: true }),
  row({ id: 'balance/billing-methods/accept', path: '/profile/balance/billing-methods/accept/[uuid]', group: 'balance', label: 'acceptBillingMethod', gate: { flags: ['billingRouting'] }, built: true }),

  // Mobile group, each screen about a mobile product; the navigation lists the most used first.
  row({ id: 'usage', path: '/profile/usage', group: 'mobile', label: 'usage', nav: true, gate: MOBILE, built: true }),
  // "top-up (prepay only, activated, and not hidden by the hide-top-up setting)"
  row({ id: 'top-up', path: '/profile/top-up', group: 'mobile', label: 'topUp', nav: true, gate: { ...MOBILE, payment: 'prepay', activated: true, flagsOff: ['hidePrepayTopUp'] }, built: true }),
  row({ id: 'billing', path: '/profile/billing', group: 'mobile', label: 'billing', nav: true, gate: { ...MOBILE, payment: 'postpay' }, built: true }),
  // The plans tab (configured tabs) shows the current number's base plan and add-ons.
  row({ id: 'plans', path: '/profile/plans', group: 'mobile', label: 'plans', nav: true, tab: 'plans', gate: MOBILE, built: true }),
  // "dashboard (alias mobile-app-dashboard)": the profile home is the dashboard (issue 13), so both names go there.
  row({ id: 'dashboard', path: '/profile/dashboard', group: 'mobile', label: 'dashboard', sameAs: 'my-app-home', built: true }),
  row({ id: 'mobile-app-dashboard', path: '/profile/mobile-app-dashboard', group: 'mobile', label: 'dashboard', sameAs: 'dashboard', built: true }),
  row({ id: 'your-plan', path: '/profile/your-plan', group: 'mobile', label: 'yourPlan', nav: true, gate: MOBILE, built: true }),
  row({ id: 'all-plans', path: '/profile/all-plans', group: 'mobile', label: 'allPlans', nav: true, gate: MOBILE, built: true }),
  row({ id: 'addons', path: '/profile/addons', group: 'mobile', label: 'addons', nav: true, gate: MOBILE, built: true }),
  row({ id: 'supp-features', path: '/profile/supp-features', group: 'mobile', label: 'suppFeatures', nav: true, gate: MOBILE, built: true }),
  // "sim-card-actions with children …, each gated by its own flag"
  row({ id: 'sim-card-actions', path: '/profile/sim-card-actions', group: 'mobile', label: 'simCardActions', nav: true, gate: { ...MOBILE, flags: ['simActions'] }, built: true }),
  ...SIM_ACTIONS.map(([id, flag, built]) =>
    row({ id, path: `/profile/sim-card-actions/${id}`, group: 'mobile', label: camel(id) as ScreenLabel, gate: { ...MOBILE, flags: ['simActions', flag] }, built }),
  ),
  // "mobile-groups (flag plus activated account)"
  row({ id: 'mobile-groups', path: '/profile/mobile-groups', group: 'mobile', label: 'mobileGroups', nav: true, gate: { ...MOBILE, flags: ['mobileGroups'], activated: true }, built: true }),
  // "mobile/security (basic, advanced, reports, white-blacklist; non-production only)"
  row({ id: 'mobile/security', path: '/profile/mobile/security', group: 'mobile', label: 'security', nav: true, gate: { ...MOBILE, nonProduction: true }, built: true }),
  ...SECURITY_PARTS.map((part) =>
    row({ id: `mobile/security/${part}`, path: `/profile/mobile/security/${part}`, group: 'mobile', label: `security${pascal(part)}` as ScreenLabel, gate: { ...MOBILE, nonProduction: true }, built: true }),
  ),
  row({ id: 'mobile/usage/details', path: '/profile/mobile/usage/details', group: 'mobile', label: 'usageDetails', gate: MOBILE, built: true }),

  // Broadband group: "subscriptions, usage and billing for FWA and UFB (UFB also has subscribe). A balance area
  // with pay-bill (postpay), top-up (prepay), payments-history and payment-methods; bonuses; security."
  row({ id: 'broadband', path: '/profile/broadband', group: 'broadband', label: 'broadband', nav: true, tab: 'broadband', gate: BROADBAND, built: true }),
  row({ id: 'broadband/fwa/subscriptions', path: '/profile/broadband/fwa/subscriptions', group: 'broadband', label: 'fwaSubscriptions', nav: true, tab: 'broadband', gate: FWA, built: true }),
  row({ id: 'broadband/fwa/usage', path: '/profile/broadband/fwa/usage', group: 'broadband', label: 'fwaUsage', nav: true, tab: 'broadband', gate: FWA, built: true }),
  row({ id: 'broadband/fwa/usage/details', path: '/profile/broadband/fwa/usage/details', group: 'broadband', label: 'usageDetails', tab: 'broadband', gate: FWA, built: true }),
  row({ id: 'broadband/fwa/billing', path: '/profile/broadband/fwa/billing', group: 'broadband', label: 'fwaBilling', nav: true, tab: 'broadband', gate: FWA, built: true }),
  row({ id: 'broadband/ufb/subscriptions', path: '/profile/broadband/ufb/subscriptions', group: 'broadband', label: 'ufbSubscriptions', nav: true, tab: 'broadband', gate: UFB, built: true }),
  row({ id: 'broadband/ufb/usage', path: '/profile/broadband/ufb/usage', group: 'broadband', label: 'ufbUsage', nav: true, tab: 'broadband', gate: UFB, built: true }),
  row({ id: 'broadband/ufb/billing', path: '/profile/broadband/ufb/billing', group: 'broadband', label: 'ufbBilling', nav: true, tab: 'broadband', gate: UFB, built: true }),
  // "UFB also has subscribe": the way to get fibre, so offered with the module whether or not the customer has fibre yet.
  row({ id: 'broadband/ufb/subscribe', path: '/profile/broadband/ufb/subscribe', group: 'broadband', label: 'ufbSubscribe', nav: true, tab: 'broadband', gate: { flags: ['ufbModule'] }, built: true }),
  row({ id: 'broadband/balance/pay-bill', path: '/profile/broadband/balance/pay-bill', group: 'broadband', label: 'payBill', nav: true, tab: 'broadband', gate: { ...BROADBAND, payment: 'postpay' }, built: true }),
  row({ id: 'broadband/balance/top-up', path: '/profile/broadband/balance/top-up', group: 'broadband', label: 'topUp', nav: true, tab: 'broadband', gate: { ...BROADBAND, payment: 'prepay' }, built: true }),
  row({ id: 'broadband/balance/payments-history', path: '/profile/broadband/balance/payments-history', group: 'broadband', label: 'paymentsHistory', nav: true, tab: 'broadband', gate: BROADBAND, built: true }),
  row({ id: 'broadband/balance/payment-methods', path: '/profile/broadband/balance/payment-methods', group: 'broadband', label: 'paymentMethods', nav: true, tab: 'broadband', gate: BROADBAND, built: true }),
  row({ id: 'broadband/bonuses', path: '/profile/broadband/bonuses', group: 'broadband', label: 'bonuses', nav: true, tab: 'broadband', gate: BROADBAND, built: true }),
  row({ id: 'broadband/security', path: '/profile/broadband/security', group: 'broadband', label: 'security', nav: true, tab: 'broadband', gate: BROADBAND, built: true }),

  // "Also: power, my-orders (goes to order history), offers (your-offers, all-offers)."
  row({ id: 'your-offers', path: '/profile/offers/your-offers', group: 'offers', label: 'yourOffers', nav: true, built: true }),
  row({ id: 'all-offers', path: '/profile/offers/all-offers', group: 'offers', label: 'allOffers', nav: true, built: true }),
  // "offers (your-offers, all-offers)": the group's own path opens its first tab (issue 18).
  row({ id: 'offers', path: '/profile/offers', group: 'offers', label: 'yourOffers', sameAs: 'your-offers', built: true }),

  // Bonuses
  row({ id: 'bonuses', path: '/profile/bonuses', group: 'bonuses', label: 'bonuses', nav: true, built: true }),
  row({ id: 'bonus', path: '/profile/bonuses/[uuid]', group: 'bonuses', label: 'bonus', built: true }),

  row({ id: 'power', path: '/profile/power', group: 'power', label: 'power', nav: true, built: true }),
  row({ id: 'my-orders', path: '/profile/my-orders', group: 'my-orders', label: 'myOrders', nav: true, tab: 'my-orders', built: true }),
  // One order of the list (issue 8's order page): a detail of my-orders, under the same tab.
  row({ id: 'my-order', path: '/profile/my-orders/[orderId]', group: 'my-orders', label: 'myOrder', tab: 'my-orders', built: true }),
];

function camel(id: string): string {
  return id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
function pascal(id: string): string {
  const c = camel(id);
  return c.charAt(0).toUpperCase() + c.slice(1);
}
