import { loadSimOptions, SimCatalogueUnavailable } from '@/app/[locale]/(shop)/_lib/load-sim-options';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

/** Issue 10, finding 9: "load-sim-options.ts shows hard-coded prices when the catalogue fails: show the error with Try again instead." */
describe('loadSimOptions — the SIM types on offer, priced by the e-shop catalogue', () => {
  test('the catalogue read: its prices', async () => {
    expect(await loadSimOptions({ fwaModule: true, esimMenu: true })).toEqual([
      { simType: 'esim', priceCents: 0, originalPriceCents: null, physical: false, slug: 'esim' },
      { simType: 'real_sim', priceCents: 0, originalPriceCents: 500, physical: true, slug: 'sim-card' },
      { simType: 'fwa_sim', priceCents: 0, originalPriceCents: null, physical: true, slug: 'fwa-sim' },
    ]);
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 503 }],
    ['a malformed body', { kind: 'malformed' }],
  ])('the catalogue fails (%s): an error for the page\'s error boundary, no price of our own', async (_, fault) => {
    await control(url, 'POST', '/faults', { path: '^/eshop/v3/69/items$', ...fault });
    const loading = loadSimOptions({ fwaModule: false, esimMenu: true });
    await expect(loading).rejects.toBeInstanceOf(SimCatalogueUnavailable);
    // the failure is not remembered: once the catalogue answers, Try again shows its prices
    await control(url, 'DELETE', '/faults');
    await expect(loadSimOptions({ fwaModule: false, esimMenu: true })).resolves.toHaveLength(2);
  });
});
