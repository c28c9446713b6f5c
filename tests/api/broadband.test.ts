import { listFibrePlans, listModems } from '@/lib/broadband/calls';
import type { Sandbox } from '@/sandbox/server';
import { control, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(() => resetAll(url));

type Logged = { method: string; path: string; authorization: boolean; body?: Record<string, unknown> };
const received = async (path: string) => (await control<{ requests: Logged[] }>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`)).requests;

describe('listFibrePlans — "POST UFB_plan (response UFBPlans)", "Cache: … UFB plans 3 minutes"', () => {
  test('the fibre plans on sale, by priority, as views; one anonymous call while cached', async () => {
    const r = await listFibrePlans();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.plans.map((p) => p.name)).toEqual(['Fibre Starter', 'Fibre 300', 'Fibre Max', 'Hyperfibre 2000']);
    expect(r.plans[1]).toMatchObject({ priceCents: 6900, originalPriceCents: 7900, offer: { label: { text: '3 months' } }, speed: { text: 'Up to 300Mbps down / 100Mbps up' } });
    const all = await listFibrePlans({ includeUnavailable: true });
    expect(all.ok && all.plans.length).toBe(5);
    const calls = await received('UFB_plan');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/v3/69/UFB_plan', authorization: false });
  });

  test('a failure is ok:false, never thrown, and not cached', async () => {
    await control(url, 'POST', '/faults', { path: 'UFB_plan', kind: 'status', status: 503, times: 1 });
    expect(await listFibrePlans()).toMatchObject({ ok: false, error: { code: 'upstream_error', messageKey: 'somethingWentWrong' } });
    expect((await listFibrePlans()).ok).toBe(true);
  });
});

describe('listModems — "POST eshop/eshop_item_advanced_search (page 1, size 10, sort Name descending, NetworkType UFB filter) returns ItemVariants"', () => {
  test('sends the spec\'s search and reshapes the variants ("empty-valued attributes are dropped; the Price attribute becomes the price")', async () => {
    const r = await listModems('UFB');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.modems.map((m) => m.name)).toEqual(['Wi-Fi 6E Mesh Modem', 'Wi-Fi 6 Modem']);
    expect(r.modems[1]).toMatchObject({ priceCents: 14900, maxSpeedBps: 1e9, attributes: { WiFi: 'Wi-Fi 6', Ports: '4 × 1Gbps' } });
    expect(r.modems[1]?.attributes).not.toHaveProperty('Colour');
    const [call] = await received('eshop_item_advanced_search');
    expect(call?.body).toEqual({ Page: 1, PageSize: 10, SortBy: 'Name', SortOrder: 'DESC', Filters: { NetworkType: 'UFB' } });
    await listModems('UFB');
    expect(await received('eshop_item_advanced_search')).toHaveLength(1);
  });

  test('a malformed answer is a bad response', async () => {
    await control(url, 'POST', '/faults', { path: 'eshop_item_advanced_search', kind: 'malformed', times: 1 });
    expect(await listModems('UFB')).toMatchObject({ ok: false, error: { code: 'bad_response' } });
  });
});
