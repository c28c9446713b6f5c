import { defaultSimType, simBySlug, simOptions, withCataloguePrices } from '@/components/shop/sim-options';

describe('SIM options — "Three fixed SIM items exist: eSIM, physical SIM, and FWA physical SIM"', () => {
  test('the FWA SIM only with the FWA module', () => {
    expect(simOptions({ fwaModule: false, esimMenu: true }).map((o) => o.simType)).toEqual(['esim', 'real_sim']);
    expect(simOptions({ fwaModule: true, esimMenu: true }).map((o) => o.simType)).toEqual(['esim', 'real_sim', 'fwa_sim']);
    // "eSIM and already-have-SIM menus on": the eSIM menu off, no eSIM offered.
    expect(simOptions({ fwaModule: false, esimMenu: false }).map((o) => o.simType)).toEqual(['real_sim']);
  });
  test('"Default SIM type is real_sim"', () => {
    expect(defaultSimType(simOptions({ fwaModule: false, esimMenu: true }), 'real_sim')).toBe('real_sim');
    expect(defaultSimType(simOptions({ fwaModule: false, esimMenu: true }), 'fwa_sim')).toBe('real_sim');
    expect(defaultSimType(simOptions({ fwaModule: false, esimMenu: true }), 'esim')).toBe('esim');
  });
  test('product slugs', () => {
    expect(simBySlug(simOptions({ fwaModule: false, esimMenu: true }), 'sim-card')?.simType).toBe('real_sim');
    expect(simBySlug(simOptions({ fwaModule: false, esimMenu: true }), 'fwa-sim')).toBeUndefined();
  });
});

describe('withCataloguePrices', () => {
  test('the catalogue price wins; an item missing from it keeps the contract price', () => {
    const got = withCataloguePrices(simOptions({ fwaModule: false, esimMenu: true }), [{ simType: 'real_sim', priceCents: 100, originalPriceCents: 600 }]);
    expect(got.map((o) => [o.simType, o.priceCents, o.originalPriceCents])).toEqual([['esim', 0, null], ['real_sim', 100, 600]]);
  });
});
