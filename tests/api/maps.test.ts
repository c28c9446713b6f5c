import { createServer } from 'node:net';
import { GET as listMaps } from '@/app/api/maps/route';
import { GET as getLayer } from '@/app/api/maps/layers/[id]/route';
import type { MapLayerData, NetworkMap } from '@/lib/maps/types';
import type { Sandbox } from '@/sandbox/server';
import { apiRequest, control, json, resetAll, startSandbox } from '../support/bff';

let sandbox: Sandbox;
let url: string;
beforeAll(async () => ({ sandbox, url } = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await resetAll(url);
  await control(url, 'DELETE', '/requests');
});
afterEach(() => {
  delete process.env.MAPS_API_KEY;
  delete process.env.UPSTREAM_SUPPORT_URL;
});

type Logged = { method: string; path: string; headers: Record<string, string>; authorization: boolean };
const received = async (path = '^/maps/') => (await control<{ requests: Logged[] }>(url, 'GET', `/requests?path=${encodeURIComponent(path)}`)).requests;
const fault = (path: string, kind: string, extra: Record<string, unknown> = {}) => control(url, 'POST', '/faults', { path, kind, ...extra });

const maps = async () => {
  const res = await listMaps(apiRequest('GET', '/api/maps'));
  return { status: res.status, body: await json<{ maps?: NetworkMap[]; error?: { code: string; message: string; details?: unknown } }>(res), headers: res.headers };
};
const layer = async (id: string) => {
  const res = await getLayer(apiRequest('GET', `/api/maps/layers/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });
  return { status: res.status, body: await json<MapLayerData & { error?: { code: string; message: string; details?: unknown } }>(res) };
};

/** A port nobody listens on: the maps proxy "cannot be reached". */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('GET /api/maps — "a GET of a map services listing via a proxy with no-cache headers and an optional api key header"', () => {
  test('answers the coverage and outage maps in our shape, layers sorted by order, no upstream URLs', async () => {
    const res = await maps();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = res.body.maps ?? [];
    expect(list.map((m) => [m.id, m.kind, m.name, m.colour])).toEqual([
      ['coverage-4g', 'coverage', '4G coverage', '#2e7d32'],
      ['coverage-5g', 'coverage', '5G coverage', '#5e35b1'],
      ['outages', 'outage', 'Current outages', '#c62828'],
    ]);
    expect(list[0]?.layers.map((l) => l.order)).toEqual([1, 2]);
    expect(JSON.stringify(list)).not.toContain('/maps/v1');
  });

  test('sends no-cache headers, no token, and the api key only when MAPS_API_KEY is set', async () => {
    await maps();
    const [first] = await received();
    expect(first).toMatchObject({ method: 'GET', path: '/maps/v1/services', authorization: false, headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } });
    expect(first?.headers['x-api-key']).toBeUndefined();

    await resetAll(url);
    await control(url, 'DELETE', '/requests');
    process.env.MAPS_API_KEY = 'maps-key-1';
    await maps();
    expect((await received())[0]?.headers['x-api-key']).toBe('***'); // sent (the sandbox log masks it)
  });

  test('"map data 5 min": a second view asks the maps service nothing', async () => {
    await maps();
    const ids = (await maps()).body.maps?.flatMap((m) => m.layers.map((l) => l.id)) ?? [];
    for (const id of ids) await layer(id);
    await control(url, 'DELETE', '/requests');
    await maps();
    for (const id of ids) await layer(id);
    expect(await received()).toEqual([]);
  });

  test.each([
    ['a 5xx', { kind: 'status', status: 503 }],
    ['a malformed body', { kind: 'malformed' }],
    ['an empty body', { kind: 'empty' }],
  ])('the listing failing with %s: 503 "error while loading maps", not cached', async (_name, kind) => {
    await fault('^/maps/v1/services$', kind.kind, { ...kind, times: 1 });
    const res = await maps();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'maps_unavailable', message: 'error while loading maps', reference: expect.stringMatching(/^[0-9a-f]{8}$/) } });
    const again = await maps();
    expect(again.status).toBe(200);
    expect(again.body.maps).toHaveLength(3);
  });

  test('the listing unreachable is the same general error', async () => {
    process.env.UPSTREAM_SUPPORT_URL = await closedPortUrl();
    const res = await maps();
    expect(res.status).toBe(503);
    expect(res.body.error?.message).toBe('error while loading maps');
  });
});

describe('GET /api/maps/layers/[id] — one layer for the browser, which never talks to the maps service', () => {
  const ids = async () => Object.fromEntries((await maps()).body.maps?.flatMap((m) => m.layers.map((l, i) => [`${m.id}:${i}`, l.id])) ?? []);

  test('answers the layer\'s features; the outages carry names and descriptions', async () => {
    const id = (await ids())['outages:0'] ?? '';
    const res = await layer(id);
    expect(res.status).toBe(200);
    expect(res.body.layerId).toBe(id);
    expect(res.body.features.map((f) => f.name)).toEqual(expect.arrayContaining(['Taupō: planned maintenance']));
    expect(res.body.features.find((f) => f.id === 'outage-gisborne')).toMatchObject({ shape: { kind: 'points', points: [[178.04, -38.67]] } });
    expect((await received('^/maps/v1/layers/')).map((r) => r.path)).toEqual(['/maps/v1/layers/outages-current']);
  });

  test('an id the listing does not have is 404, and nothing is asked of the service', async () => {
    await maps();
    await control(url, 'DELETE', '/requests');
    for (const id of ['nope', '../services', 'coverage-4g~9']) expect((await layer(id)).status).toBe(404);
    expect(await received('^/maps/v1/layers/')).toEqual([]);
  });

  test('a bad answer: 502 "Response error accessing ArcGIS services." plus the service message and code', async () => {
    const id = (await ids())['outages:0'] ?? '';
    await fault('^/maps/v1/layers/outages', 'status', { status: 500, times: 1 });
    const res = await layer(id);
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'maps_response_error', message: 'Response error accessing ArcGIS services.', details: { serviceMessage: 'injected fault', serviceCode: 500 }, reference: expect.stringMatching(/^[0-9a-f]{8}$/) });

    await fault('^/maps/v1/layers/outages', 'malformed', { times: 1 });
    expect((await layer(id)).body.error).toMatchObject({ code: 'maps_response_error', details: { serviceMessage: 'unknown error in mapLayer' } });
  });

  test('the service out of reach: 503 "Error accessing ArcGIS services."', async () => {
    const id = (await ids())['coverage-5g:0'] ?? '';
    process.env.UPSTREAM_SUPPORT_URL = await closedPortUrl();
    const res = await layer(id);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'maps_access_error', message: 'Error accessing ArcGIS services.', details: { serviceMessage: 'network error' }, reference: expect.stringMatching(/^[0-9a-f]{8}$/) });
  });

  test('"cache reset on error": a failed layer drops the cached listing and layers; the next view reads them again', async () => {
    const all = await ids();
    await layer(all['coverage-4g:0'] ?? '');
    await control(url, 'DELETE', '/requests');
    await maps();
    expect(await received()).toEqual([]); // cached

    await fault('^/maps/v1/layers/outages', 'status', { status: 503, times: 1 });
    expect((await layer(all['outages:0'] ?? '')).status).toBe(502);
    await control(url, 'DELETE', '/requests');
    expect((await maps()).status).toBe(200);
    expect((await layer(all['coverage-4g:0'] ?? '')).status).toBe(200);
    expect((await received()).map((r) => r.path)).toEqual(['/maps/v1/services', '/maps/v1/layers/coverage-4g-north']);
  });
});
