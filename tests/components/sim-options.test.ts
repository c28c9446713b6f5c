import { defaultSimType, simBySlug, simOptions, withCataloguePrices } from '@/components/shop/sim-options';

describe('SIM options — "Three fixed SIM items exist: eSIM, physical SIM, and FWA physical SIM"', () => {
  test('the FWA SIM only with the FWA module', () => {
    expect(simOptions({ fwaModule: false }).map((o) => o.simType)).toEqual(['esim', 'real_sim']);
    expect(simOptions({ fwaModule: true }).map((o) => o.simType)).toEqual(['esim', 'real_sim', 'fwa_sim']);
  });
  test('"Default SIM type is real_sim"', () => {
    expect(defaultSimType(simOptions({ fwaModule: false }), 'real_sim')).toBe('real_sim');
    expect(defaultSimType(simOptions({ fwaModule: false }), 'fwa_sim')).toBe('real_sim');
    expect(defaultSimType(simOptions({ fwaModule: false }), 'esim')).toBe('esim');
  });
  test('product slugs', () => {
    expect(simBySlug(simOptions({ fwaModule: false }), 'sim-card')?.simType).toBe('real_sim');
    expect(simBySlug(simOptions({ fwaModule: false }), 'fwa-sim')).toBeUndefined();
  });
});

describe('withCataloguePrices', () => {
  test('the catalogue price wins; an item missing from it keeps the contract price', () => {
    const got = withCataloguePrices(simOptions({ fwaModule: false }), [{ simType: 'real_sim', priceCents: 100, originalPriceCents: 600 }]);
    expect(got.map((o) => [o.simType, o.priceCents, o.originalPriceCents])).toEqual([['esim', 0, null], ['real_sim', 100, 600]]);
  });
});
