/**
 * The shipped configuration of both specs as one typed table ("Configured defaults …",
 * "Build-time settings …", the remote-config defaults). Environment variables override a key
 * as FLAG_<SCREAMING_SNAKE_CASE> (see env-overrides.ts); remote config overrides the keys in
 * REMOTE_KEYS every 60 s.
 */
export const SHIPPED_FLAGS = {
  availablePlans: 'prepay',
  broadbandPlans: 'fibre',
  defaultSimType: 'real_sim',
  defaultCountry: 'New Zealand',
  showPlans: true,
  mobileOnboarding: true,
  fwaModule: false,
  ufbModule: false,
  notifications: true,
  buyNowPayLater: false,
  afterpayModule: false,
  klarnaModule: false,
  porting: false,
  numberPreselection: false,
  vouchers: true,
  promoCode: false,
  receipts: true,
  invoices: false,
  billingCycle: false,
  billingRouting: false,
  multipleSims: false,
  multiPlanSims: false,
  simPurchasing: true,
  orderPlacement: 'false',
  customerGroups: false,
  mobileGroups: false,
  internationalPlans: true,
  esimMenu: true,
  alreadyHaveSimMenu: true,
  pukOnSimDetails: true,
  simActions: true,
  simSwap: true,
  simDetails: true,
  simNumberPorting: true,
  simDisableEnable: false,
  productTypeTransfer: false,
  phoneNumberChange: false,
  payBillOnHome: false,
  anonymousRecharge: false,
  anonymousPayBill: false,
  captchaKey: '',
  planChangeModePrepay: 'NOW',
  planChangeModePostpay: 'NOW',
  hidePrepayBalanceIfZero: true,
  hidePrepayTopUp: true,
  addonImages: true,
  carryover: false,
  hotspot: false,
  /**
   * The spec's remote-config default is "dashboard widgets Hotspot, MMS, Data, Voice, SMS"; we ship
   * Data first (issue 28 item 8): data is what a customer opens the dashboard to check and what
   * runs out, then calls and texts, then picture messages, which few use, and Hotspot, which draws
   * on the data allowance (and then is said inside Data, lib/usage/rules.ts dashboardLayout). The
   * setting still decides: remote config `dashboard_widgets` or FLAG_DASHBOARD_WIDGETS, any order.
   */
  dashboardWidgets: 'Data,Voice,SMS,MMS,Hotspot',
  externalAboutLink: '',
  emailVerifiedOverride: false,
  /** "an empty list allows all" — comma list of profile tabs. */
  allowedTabs: '',
  supportProvider: 'helpdesk',
} as const;

/*
 * Build-time settings the specs name with a value and no behaviour, so they are no switch here
 * (issue 30 item 4: a switch must switch something; tests/lib/flags/switches-read.test.ts):
 * - "payment confirmation on": every card payment is confirmed with its provider (the 3-D Secure
 *   step, components/payments); the specs say what a failed confirmation does ("rethrown with the
 *   client secret and the saved purchase data so the user can retry"), never what "off" would be.
 * - "bank transactions off": no screen, call or rule of either spec names bank transactions; the
 *   receipts' bank-transfer wording is the Receipt entity's ("wording covers bank account name and
 *   number …") and is always shown.
 * - "group mode NONE": no other mode is named; the groups' screens have their own switches
 *   (customerGroups, mobileGroups, billingRouting).
 */

type Widen<T> = T extends boolean ? boolean : T extends string ? string : T extends number ? number : T;
export type Flags = { -readonly [K in keyof typeof SHIPPED_FLAGS]: Widen<(typeof SHIPPED_FLAGS)[K]> };
export type FlagName = keyof Flags;

/** Remote-config parameter names → flag names (account-management.md §9 remote defaults). */
export const REMOTE_KEYS: Partial<Record<string, FlagName>> = {
  hide_prepay_balance_if_zero: 'hidePrepayBalanceIfZero',
  hide_prepay_topup: 'hidePrepayTopUp',
  afterpay_module: 'afterpayModule',
  promo_code_menu: 'promoCode',
  klarna_module: 'klarnaModule',
  addon_images: 'addonImages',
  carryover: 'carryover',
  ufb_module: 'ufbModule',
  dashboard_widgets: 'dashboardWidgets',
  hotspot: 'hotspot',
};

/** "Configured profile tabs: my-app-home, personal-data, plans, my-orders; broadband profile tab: broadband." */
export const PROFILE_TABS = ['my-app-home', 'personal-data', 'plans', 'my-orders'] as const;
export const BROADBAND_PROFILE_TAB = 'broadband';
export type ProfileTab = (typeof PROFILE_TABS)[number];
