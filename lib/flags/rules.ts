import { SHIPPED_FLAGS, type FlagName, type Flags } from './shipped';

/** Parses a string override into the type the shipped flag has; undefined when it does not fit. */
export function coerceFlag<K extends FlagName>(name: K, raw: string): Flags[K] | undefined {
  const shipped = SHIPPED_FLAGS[name];
  if (typeof shipped === 'boolean') {
    const v = raw.trim().toLowerCase();
    if (['true', 'yes', '1', 'on'].includes(v)) return true as Flags[K];
    if (['false', 'no', '0', 'off', ''].includes(v)) return false as Flags[K];
    return undefined;
  }
  return raw as Flags[K];
}

/** FLAG_ALLOWED_TABS ↔ allowedTabs */
export function envNameOf(name: FlagName): string {
  return `FLAG_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/**
 * "Order placement is allowed only if its flag is true, yes or 1 and broadband, fixed wireless
 * or SIM purchasing is enabled." (portal-shop-onboarding.md §5)
 */
export function orderPlacementAllowed(flags: Pick<Flags, 'orderPlacement' | 'ufbModule' | 'fwaModule' | 'simPurchasing'>): boolean {
  const on = ['true', 'yes', '1'].includes(String(flags.orderPlacement).trim().toLowerCase());
  return on && (flags.ufbModule || flags.fwaModule || flags.simPurchasing);
}

/** Where the app runs. Only 'production' hides what the spec marks "non-production only". */
export const APP_STAGES = ['development', 'staging', 'production'] as const;
export type AppStage = (typeof APP_STAGES)[number];
export type StageEnv = { APP_STAGE?: string; NODE_ENV?: string; SANDBOX_URL?: string };

/**
 * APP_STAGE when set; otherwise OUR default (the spec does not say what "production" is): a
 * production build talking to a real upstream (NODE_ENV production and no SANDBOX_URL) is
 * production, anything on the sandbox or in development is development. A value that is not a
 * stage counts as production, the strictest (start-up validation rejects it anyway).
 */
export function appStage(env: StageEnv): AppStage {
  const set = env.APP_STAGE?.trim();
  if (set) return (APP_STAGES as readonly string[]).includes(set) ? (set as AppStage) : 'production';
  return env.NODE_ENV === 'production' && !env.SANDBOX_URL ? 'production' : 'development';
}

/** "terms/:terms_path (non-production only)": whether this is the production stage. */
export function isProductionStage(env: StageEnv): boolean {
  return appStage(env) === 'production';
}

/**
 * Where the About link goes: "about (only when no external about link is configured)", so a
 * configured external link replaces our own page.
 */
export function aboutHref(flags: Pick<Flags, 'externalAboutLink'>): { href: string; external: boolean } {
  const external = flags.externalAboutLink.trim();
  return external ? { href: external, external: true } : { href: '/about', external: false };
}

/**
 * "about (only when no external about link is configured)"; "broadband (needs the UFB or FWA
 * module …)"; anonymous recharge and pay-bill "need the flag plus a captcha key"; "terms/:terms_path
 * (non-production only)". `stage` is the app's (appStage(process.env)); left out, it is the
 * strictest, production.
 */
export function routeGateOpen(gate: RouteGate, flags: Flags, stage: AppStage = 'production'): boolean {
  switch (gate) {
    case 'plans': return flags.showPlans || flags.mobileOnboarding;
    case 'simsMultiPlans': return flags.multiPlanSims && flags.simPurchasing;
    case 'internationalPlans': return flags.internationalPlans;
    case 'about': return flags.externalAboutLink === '';
    case 'ufb': return flags.showPlans;
    case 'broadband': return flags.ufbModule || flags.fwaModule;
    case 'recharge': return flags.anonymousRecharge && flags.captchaKey !== '';
    case 'payBill': return flags.anonymousPayBill && flags.captchaKey !== '';
    case 'billingRoutes': return flags.billingRouting;
    case 'orderPlacement': return orderPlacementAllowed(flags);
    case 'simPurchase': return flags.simPurchasing;
    case 'termsPath': return stage !== 'production';
    case 'mobileOnboarding': return flags.mobileOnboarding;
  }
}

export type RouteGate =
  | 'plans' | 'simsMultiPlans' | 'internationalPlans' | 'about' | 'ufb' | 'broadband'
  | 'recharge' | 'payBill' | 'billingRoutes' | 'orderPlacement' | 'simPurchase' | 'termsPath' | 'mobileOnboarding';

/**
 * Route → gate, first matching prefix wins. Used by proxy.ts and by each page's server check.
 * A prefix ending in '/' matches only below it: '/terms/' gates each document, not '/terms'.
 */
export const ROUTE_GATES: ReadonlyArray<readonly [prefix: string, gate: RouteGate]> = [
  ['/plans', 'plans'],
  ['/sims-multi-plans', 'simsMultiPlans'],
  ['/international-plans', 'internationalPlans'],
  ['/about', 'about'],
  ['/ufb-package', 'ufb'],
  ['/ufb', 'ufb'],
  ['/broadband', 'broadband'],
  ['/recharge', 'recharge'],
  ['/pay-bill', 'payBill'],
  ['/billing-routes', 'billingRoutes'],
  ['/sim-purchase', 'simPurchase'],
  ['/sim-select-product', 'simPurchase'],
  ['/sim-transfer-product-type', 'simPurchase'],
  ['/terms/', 'termsPath'],
  // Onboarding (issue 16, docs/onboarding-contract.md §4): finding, activating and welcoming a SIM.
  ['/mobile-onboarding-finalise', 'mobileOnboarding'],
  ['/mobile-onboarding', 'mobileOnboarding'],
  ['/onboarding', 'mobileOnboarding'],
  ['/activation', 'mobileOnboarding'],
  ['/welcome', 'mobileOnboarding'],
];

export function gateFor(pathname: string): RouteGate | undefined {
  for (const [prefix, gate] of ROUTE_GATES) {
    if (prefix.endsWith('/') ? pathname.startsWith(prefix) && pathname.length > prefix.length : pathname === prefix || pathname.startsWith(`${prefix}/`)) return gate;
  }
  return undefined;
}

/** The e-shop's own pages whose rule depends on the stage (portal-shop-onboarding.md §2 "E-shop under /eshop"). */
export type EshopStageRoute = 'home' | 'checkout-landing' | 'product';
export type EshopStageVerdict = 'open' | 'redirect-checkout' | 'not-found';

/**
 * "home (in production redirects to checkout)"; "checkout-landing (not-found in production)";
 * ":slug product (not-found in production)". Elsewhere each page is open.
 */
export function eshopStageRule(route: EshopStageRoute, stage: AppStage): EshopStageVerdict {
  if (stage !== 'production') return 'open';
  return route === 'home' ? 'redirect-checkout' : 'not-found';
}
