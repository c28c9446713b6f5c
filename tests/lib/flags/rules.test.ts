import { envNameOf, gateFor, orderPlacementAllowed, parseAllowedTabs, resolveFlags, routeGateOpen, SHIPPED_FLAGS, tabRedirect } from '@/lib/flags';

describe('resolveFlags — the shipped table, remote config, then FLAG_* from the environment', () => {
  it('ships the spec defaults ("buy-now-pay-later off … vouchers on, promo code off, receipts on, invoices off")', () => {
    const f = resolveFlags({});
    expect(f).toMatchObject({ buyNowPayLater: false, vouchers: true, promoCode: false, receipts: true, invoices: false, fwaModule: false, showPlans: true, groupMode: 'NONE', defaultSimType: 'real_sim' });
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

describe('tabRedirect — "an empty list allows all; a blocked tab redirects to the first allowed tab"', () => {
  it('empty list allows all', () => expect(tabRedirect('plans', [])).toBeNull());
  it('an allowed tab stays', () => expect(tabRedirect('plans', ['personal-data', 'plans'])).toBeNull());
  it('a blocked tab goes to the first allowed', () => expect(tabRedirect('my-orders', ['personal-data', 'plans'])).toBe('personal-data'));
  it('parses the comma list, dropping unknown tabs', () => expect(parseAllowedTabs(' plans, bogus ,my-orders')).toEqual(['plans', 'my-orders']));
});
