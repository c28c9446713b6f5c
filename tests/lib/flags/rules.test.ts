import {
  aboutHref, appStage, envNameOf, gateFor, isProductionStage, orderPlacementAllowed, parseAllowedTabs, resolveFlags, routeGateOpen, SHIPPED_FLAGS, tabRedirect,
} from '@/lib/flags';

describe('resolveFlags — the shipped table, remote config, then FLAG_* from the environment', () => {
  it('ships the spec defaults ("buy-now-pay-later off … vouchers on, promo code off, receipts on, invoices off")', () => {
    const f = resolveFlags({});
    expect(f).toMatchObject({ buyNowPayLater: false, vouchers: true, promoCode: false, receipts: true, invoices: false, fwaModule: false, showPlans: true, defaultSimType: 'real_sim' });
  });
  it('remote config overrides only the mapped keys, environment overrides both', () => {
    const f = resolveFlags({ FLAG_HIDE_PREPAY_TOP_UP: 'false' }, { ufb_module: 'true', hide_prepay_topup: 'true', unknown_key: 'x' });
    expect(f.ufbModule).toBe(true);
    expect(f.hidePrepayTopUp).toBe(false);
  });
  it('ignores a boolean override that is not a boolean', () => {
    expect(resolveFlags({ FLAG_VOUCHERS: 'maybe' }).vouchers).toBe(SHIPPED_FLAGS.vouchers);
  });
  it('names environment variables in screaming snake case', () => {
    expect(envNameOf('allowedTabs')).toBe('FLAG_ALLOWED_TABS');
    expect(envNameOf('ufbModule')).toBe('FLAG_UFB_MODULE');
  });
});

describe('orderPlacementAllowed — "Order placement is allowed only if its flag is true, yes or 1 and broadband, fixed wireless or SIM purchasing is enabled."', () => {
  const off = { orderPlacement: 'false', ufbModule: false, fwaModule: false, simPurchasing: false };
  it.each(['true', 'yes', '1', ' TRUE '])('flag %j with SIM purchasing', (v) => expect(orderPlacementAllowed({ ...off, orderPlacement: v, simPurchasing: true })).toBe(true));
  it('needs one of the three modules', () => expect(orderPlacementAllowed({ ...off, orderPlacement: 'yes' })).toBe(false));
  it('needs the flag', () => expect(orderPlacementAllowed({ ...off, orderPlacement: 'no', ufbModule: true })).toBe(false));
});

describe('route gates — "Feature-flag guards (not-found when off)"', () => {
  const flags = resolveFlags({});
  it('maps routes to gates by prefix', () => {
    expect(gateFor('/plans/abc')).toBe('plans');
    expect(gateFor('/ufb-package')).toBe('ufb');
    expect(gateFor('/planswhatever')).toBeUndefined();
    expect(gateFor('/profile')).toBeUndefined();
  });
  it('"about (only when no external about link is configured)"', () => {
    expect(routeGateOpen('about', flags)).toBe(true);
    expect(routeGateOpen('about', { ...flags, externalAboutLink: 'https://x' })).toBe(false);
  });
  it('"broadband (needs the UFB or FWA module …)" — off as shipped', () => {
    expect(routeGateOpen('broadband', flags)).toBe(false);
    expect(routeGateOpen('broadband', { ...flags, fwaModule: true })).toBe(true);
  });
  it('"Both need the flag plus a captcha key; the key is empty so they are off."', () => {
    expect(routeGateOpen('recharge', { ...flags, anonymousRecharge: true })).toBe(false);
    expect(routeGateOpen('recharge', { ...flags, anonymousRecharge: true, captchaKey: 'k' })).toBe(true);
  });
  it('"sims-multi-plans/:plan? (needs multi-plan SIMs and SIM purchasing allowed)"', () => {
    expect(routeGateOpen('simsMultiPlans', flags)).toBe(false);
    expect(routeGateOpen('simsMultiPlans', { ...flags, multiPlanSims: true })).toBe(true);
  });
});

describe('terms/:terms_path — "terms; terms/:terms_path (non-production only)"', () => {
  const flags = resolveFlags({});
  it('gates each document, never the terms index itself', () => {
    expect(gateFor('/terms/prepay')).toBe('termsPath');
    expect(gateFor('/terms/a/b')).toBe('termsPath');
    expect(gateFor('/terms')).toBeUndefined();
    expect(gateFor('/terms/')).toBeUndefined();
    expect(gateFor('/termsandconditions')).toBeUndefined();
  });
  it('is open in development and staging, closed in production', () => {
    expect(routeGateOpen('termsPath', flags, 'development')).toBe(true);
    expect(routeGateOpen('termsPath', flags, 'staging')).toBe(true);
    expect(routeGateOpen('termsPath', flags, 'production')).toBe(false);
  });
  it('a caller that names no stage gets the strictest, production', () => {
    expect(routeGateOpen('termsPath', flags)).toBe(false);
  });
});

describe('appStage / isProductionStage — what "non-production" means (our definition: APP_STAGE, else a real upstream in a production build)', () => {
  it('APP_STAGE wins when set', () => {
    expect(appStage({ APP_STAGE: 'staging', NODE_ENV: 'production' })).toBe('staging');
    expect(appStage({ APP_STAGE: 'production', NODE_ENV: 'development', SANDBOX_URL: 'http://127.0.0.1:4010' })).toBe('production');
    expect(isProductionStage({ APP_STAGE: 'development', NODE_ENV: 'production' })).toBe(false);
  });
  it('unset: production only for a production build without the sandbox', () => {
    expect(appStage({ NODE_ENV: 'production' })).toBe('production');
    expect(appStage({ NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4010' })).toBe('development');
    expect(appStage({ NODE_ENV: 'development' })).toBe('development');
    expect(appStage({ NODE_ENV: 'test' })).toBe('development');
    expect(appStage({})).toBe('development');
    expect(appStage({ APP_STAGE: '  ', NODE_ENV: 'production' })).toBe('production');
  });
  it('a value that is not a stage counts as production (the strictest)', () => {
    expect(isProductionStage({ APP_STAGE: 'qa', SANDBOX_URL: 'http://127.0.0.1:4010' })).toBe(true);
  });
});

describe('aboutHref — "about (only when no external about link is configured)"', () => {
  it('our own page when no link is configured', () => {
    expect(aboutHref(resolveFlags({}))).toEqual({ href: '/about', external: false });
  });
  it('the configured external link otherwise (FLAG_EXTERNAL_ABOUT_LINK)', () => {
    const flags = resolveFlags({ FLAG_EXTERNAL_ABOUT_LINK: 'https://about.tui.example/' });
    expect(aboutHref(flags)).toEqual({ href: 'https://about.tui.example/', external: true });
    expect(routeGateOpen('about', flags)).toBe(false);
  });
});

describe('tabRedirect — "an empty list allows all; a blocked tab redirects to the first allowed tab"', () => {
  it('empty list allows all', () => expect(tabRedirect('plans', [])).toBeNull());
  it('an allowed tab stays', () => expect(tabRedirect('plans', ['personal-data', 'plans'])).toBeNull());
  it('a blocked tab goes to the first allowed', () => expect(tabRedirect('my-orders', ['personal-data', 'plans'])).toBe('personal-data'));
  it('parses the comma list, dropping unknown tabs', () => expect(parseAllowedTabs(' plans, bogus ,my-orders')).toEqual(['plans', 'my-orders']));
});

describe('onboarding — "mobile-onboarding; /activation/:code (adoption link); /welcome; onboarding; /mobile-onboarding-finalise" (portal-shop-onboarding.md §2)', () => {
  it('each onboarding screen is gated by the mobile onboarding setting', () => {
    for (const path of ['/mobile-onboarding', '/mobile-onboarding-finalise', '/onboarding', '/onboarding/7f0c', '/activation/abc', '/welcome']) {
      expect(gateFor(path)).toBe('mobileOnboarding');
    }
    expect(gateFor('/onboardingx')).toBeUndefined();
  });
  it('open as shipped, closed when switched off', () => {
    expect(routeGateOpen('mobileOnboarding', resolveFlags({}))).toBe(true);
    expect(routeGateOpen('mobileOnboarding', { ...resolveFlags({}), mobileOnboarding: false })).toBe(false);
  });
});
