import { ItemSearch, UfbPlans } from '@/lib/broadband/wire';
import { call, control, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
beforeEach(() => control(run.url, 'POST', '/reset'));

const search = (body: unknown) => call<Record<string, unknown>>(run.url, 'POST', '/eshop/eshop_item_advanced_search', { body });

describe('POST /v3/{spid}/UFB_plan', () => {
  test('lists the fibre plans to the contract, public, with speeds, offers and one not on sale', async () => {
    const res = await call(run.url, 'POST', '/v3/69/UFB_plan', { body: {} });
    expect(res.status).toBe(200);
    const { UFBPlans } = UfbPlans.parse(res.body);
    expect(UFBPlans.filter((p) => p.Available).length).toBeGreaterThanOrEqual(3);
    expect(UFBPlans.some((p) => !p.Available)).toBe(true);
    for (const p of UFBPlans) {
      expect(p.BroadbandProductType).toBe('UFB');
      expect(p.PriceCents).toBe((p.OriginalPriceCents ?? 0) - p.DiscountCents);
      expect(p.Attributes.find((a) => a.name === 'SpeedLimitDL')?.value).toMatch(/^\d+(\.\d+)?[MG]$/);
    }
    expect(UFBPlans.some((p) => p.DiscountCents > 0)).toBe(true);
    expect(UFBPlans.map((p) => p.Priority)).toEqual([...UFBPlans.map((p) => p.Priority)].sort((a, b) => a - b));
  });

  test('another SPID is not found', async () => {
    expect((await call(run.url, 'POST', '/v3/70/UFB_plan', { body: {} })).status).toBe(404);
  });
});

describe('POST /eshop/eshop_item_advanced_search', () => {
  const spec = { Page: 1, PageSize: 10, SortBy: 'Name', SortOrder: 'DESC', Filters: { NetworkType: 'UFB' } };

  test('"page 1, size 10, sort Name descending, filter NetworkType UFB" gives the fibre modems', async () => {
    const res = await search(spec);
    expect(res.status).toBe(200);
    const { ItemVariants, Total } = ItemSearch.parse(res.body);
    expect(ItemVariants.length).toBeGreaterThanOrEqual(2);
    expect(Total).toBe(ItemVariants.length);
    expect(ItemVariants.every((v) => v.NetworkType === 'UFB')).toBe(true);
    const names = ItemVariants.map((v) => v.Name);
    expect(names).toEqual([...names].sort().reverse());
    // Empty-valued attributes arrive as they are; the client drops them.
    expect(ItemVariants.some((v) => v.Attributes.some((a) => a.name === 'Colour' && a.value === ''))).toBe(true);
    expect(ItemVariants.every((v) => /^\d+$/.test(v.Attributes.find((a) => a.name === 'Price')?.value ?? ''))).toBe(true);
  });

  test('the FWA filter, paging and bad input', async () => {
    const fwa = ItemSearch.parse((await search({ ...spec, Filters: { NetworkType: 'FWA' } })).body);
    expect(fwa.ItemVariants.map((v) => v.NetworkType)).toEqual(['FWA']);
    const second = ItemSearch.parse((await search({ ...spec, Page: 2, PageSize: 1 })).body);
    expect(second.ItemVariants).toHaveLength(1);
    expect((await search({ ...spec, PageSize: 0 })).status).toBe(400);
    expect((await search({ ...spec, SortBy: 'Price' })).status).toBe(400);
    expect((await search({ ...spec, Filters: 'UFB' })).status).toBe(400);
  });
});
