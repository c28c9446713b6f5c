import { eshopStageRule, gateFor, routeGateOpen, SHIPPED_FLAGS, type Flags } from '@/lib/flags';

const flags = (over: Partial<Flags> = {}): Flags => ({ ...SHIPPED_FLAGS, ...over });

describe('E-shop under /eshop — "home (in production redirects to checkout)"', () => {
  test('production: /eshop goes to /eshop/checkout', () => {
    expect(eshopStageRule('home', 'production')).toBe('redirect-checkout');
  });
  test('development and staging: the landing page is shown', () => {
    expect(eshopStageRule('home', 'development')).toBe('open');
    expect(eshopStageRule('home', 'staging')).toBe('open');
  });
});

describe('E-shop under /eshop — "checkout-landing (not-found in production)"', () => {
  test('not-found in production, open elsewhere', () => {
    expect(eshopStageRule('checkout-landing', 'production')).toBe('not-found');
    expect(eshopStageRule('checkout-landing', 'staging')).toBe('open');
    expect(eshopStageRule('checkout-landing', 'development')).toBe('open');
  });
});

describe('E-shop under /eshop — ":slug product (not-found in production)"', () => {
  test('not-found in production, open elsewhere', () => {
    expect(eshopStageRule('product', 'production')).toBe('not-found');
    expect(eshopStageRule('product', 'development')).toBe('open');
  });
});

describe('SIM purchase screens — "sim-purchase/:plan?", "sim-select-product", "sim-transfer-product-type" (need SIM purchasing)', () => {
  test.each(['/sim-purchase', '/sim-purchase/plan-a', '/sim-select-product', '/sim-transfer-product-type'])('%s is gated by simPurchase', (path) => {
    expect(gateFor(path)).toBe('simPurchase');
  });
  test('open in the shipped configuration (simPurchasing true), closed when SIM purchasing is off', () => {
    expect(routeGateOpen('simPurchase', flags())).toBe(true);
    expect(routeGateOpen('simPurchase', flags({ simPurchasing: false }))).toBe(false);
  });
  test('"sims-multi-plans/:plan? (needs multi-plan SIMs and SIM purchasing allowed)"', () => {
    expect(routeGateOpen('simsMultiPlans', flags())).toBe(false);
    expect(routeGateOpen('simsMultiPlans', flags({ multiPlanSims: true }))).toBe(true);
    expect(routeGateOpen('simsMultiPlans', flags({ multiPlanSims: true, simPurchasing: false }))).toBe(false);
  });
  test('the e-shop pages themselves are not behind a flag gate', () => {
    expect(gateFor('/eshop')).toBeUndefined();
    expect(gateFor('/eshop/checkout')).toBeUndefined();
  });
});
