import { GeoFeatureCollection, MapServicesListing } from '@/lib/maps/wire';
import { call, control, start, type Running } from './helpers';

let run: Running;
beforeAll(async () => {
  run = await start();
});
afterAll(() => run.sandbox.close());
// The maps data is read-only: clearing faults and the request log is reset enough (a full reset re-seeds, which is slow).
beforeEach(async () => {
  await control(run.url, 'DELETE', '/faults');
  await control(run.url, 'DELETE', '/requests');
});

const get = <T = unknown>(path: string) => call<T>(run.url, 'GET', path);

describe('maps service: GET /maps/v1/services and the GeoJSON of each layer (contract "Network maps")', () => {
  test('the listing has the spec fields "id, type, name, colour, layers (url, type, order)", coverage and outage maps', async () => {
    const res = await get('/maps/v1/services');
    expect(res.status).toBe(200);
    const listing = MapServicesListing.parse(res.body);
    expect(listing.services.map((s) => [s.id, s.type])).toEqual([['coverage-4g', 'coverage'], ['coverage-5g', 'coverage'], ['outages', 'outage']]);
    for (const s of listing.services) {
      expect(s.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(s.layers.length).toBeGreaterThan(0);
      expect(s.layers.every((l) => l.type === 'geojson' && l.url.startsWith('/maps/v1/layers/'))).toBe(true);
    }
    // listed out of order on purpose, so the client's sort by order shows
    expect(listing.services[0]?.layers.map((l) => l.order)).toEqual([2, 1]);
  });

  test('every layer URL answers a FeatureCollection the app can read; outages carry names and descriptions', async () => {
    const listing = MapServicesListing.parse((await get('/maps/v1/services')).body);
    for (const layer of listing.services.flatMap((s) => s.layers)) {
      const res = await get(layer.url);
      expect(res.status).toBe(200);
      const fc = GeoFeatureCollection.parse(res.body);
      expect(fc.features.length).toBeGreaterThan(0);
    }
    const outages = GeoFeatureCollection.parse((await get('/maps/v1/layers/outages-current')).body);
    expect(outages.features.map((f) => f.geometry?.type)).toEqual(expect.arrayContaining(['Point', 'Polygon']));
    expect(outages.features.every((f) => f.properties.name.length > 0 && f.properties.description.length > 20)).toBe(true);
    // coverage sits over New Zealand: every 4G position inside 166–179 E, 34–48 S
    const north = GeoFeatureCollection.parse((await get('/maps/v1/layers/coverage-4g-north')).body);
    const positions = north.features.flatMap((f) => (f.geometry?.type === 'Polygon' ? f.geometry.coordinates.flat() : []));
    expect(positions.length).toBeGreaterThan(10);
    expect(positions.every(([lon, lat]) => lon > 166 && lon < 179 && lat < -34 && lat > -48)).toBe(true);
  });

  test('an unknown layer is the contract 404; an api key header is accepted', async () => {
    const missing = await get('/maps/v1/layers/nope');
    expect(missing).toMatchObject({ status: 404, body: { err_message: 'Object not found', err_number: 1404 } });
    const res = await fetch(`${run.url}/maps/v1/services`, { headers: { 'x-api-key': 'k-123', 'cache-control': 'no-cache' } });
    expect(res.status).toBe(200);
    const logged = await control<{ requests: Array<{ headers: Record<string, string> }> }>(run.url, 'GET', `/requests?path=${encodeURIComponent('^/maps/v1/services$')}`);
    // the key never reaches the request log in clear
    expect(logged.body.requests.at(-1)?.headers).toMatchObject({ 'x-api-key': '***', 'cache-control': 'no-cache' });
  });

  test('faults apply to the maps paths like to any other', async () => {
    await control(run.url, 'POST', '/faults', { path: '^/maps/v1/services$', kind: 'status', status: 503, times: 1 });
    expect((await get('/maps/v1/services')).status).toBe(503);
    expect((await get('/maps/v1/services')).status).toBe(200);
  });
});
