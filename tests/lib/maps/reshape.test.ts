import { publicMaps, toLayerData, toNetworkMaps } from '@/lib/maps/reshape';
import { labelPoint, MAP_HEIGHT, MAP_WIDTH, markersOf, pathOf, project, ringPath } from '@/lib/maps/svg';
import { NZ_OUTLINE } from '@/lib/maps/outline';
import { GeoFeatureCollection, MapServicesListing } from '@/lib/maps/wire';

const BASE = 'https://proxy.tui.example';

describe('the listing — "Network map: id, type, name, colour, layers (url, type, order)"', () => {
  const listing = MapServicesListing.parse({
    services: [
      {
        id: 7, type: 'Coverage', name: ' 4G ', colour: '#ABC',
        layers: [
          { url: '/maps/v1/layers/b', type: 'geojson', order: 2 },
          { url: '/maps/v1/layers/a', type: 'geojson', order: '1' },
          { url: 'https://elsewhere.example/x', type: 'geojson', order: 3 },
          { url: '/arcgis/rest/services/x/FeatureServer/0', type: 'feature', order: 0 },
        ],
      },
      { id: 'out', type: 'outage', name: '', colour: null, layers: null },
    ],
  });

  it('reshapes into our camel case: kinds, colours, sorted drawable layers with ids of ours', () => {
    expect(toNetworkMaps(listing, BASE)).toEqual([
      {
        id: '7', kind: 'coverage', type: 'Coverage', name: '4G', colour: '#aabbcc',
        layers: [
          { id: '7~0', type: 'geojson', order: 1, path: '/maps/v1/layers/a' },
          { id: '7~1', type: 'geojson', order: 2, path: '/maps/v1/layers/b' },
        ],
      },
      { id: 'out', kind: 'outage', type: 'outage', name: 'out', colour: '#b3261e', layers: [] },
    ]);
  });

  it('the browser gets no upstream paths', () => {
    const shown = publicMaps(toNetworkMaps(listing, BASE));
    expect(JSON.stringify(shown)).not.toMatch(/maps\/v1|path/);
    expect(shown[0]?.layers[0]).toEqual({ id: '7~0', type: 'geojson', order: 1 });
  });

  it.each([
    ['no services list', {}],
    ['a map without an id', { services: [{ type: 'coverage', name: 'x', layers: [] }] }],
    ['a layer without a url', { services: [{ id: 'a', type: 'coverage', name: 'x', layers: [{ type: 'geojson', order: 1 }] }] }],
  ])('a malformed listing (%s) does not parse', (_name, body) => {
    expect(MapServicesListing.safeParse(body).success).toBe(false);
  });
});

describe('layer data — GeoJSON in our shape', () => {
  const fc = GeoFeatureCollection.parse({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', id: 'p', properties: { name: ' Gisborne ', description: 'Site down' }, geometry: { type: 'Point', coordinates: [178.04, -38.67, 12] } },
      { type: 'Feature', properties: { title: 'Area' }, geometry: { type: 'Polygon', coordinates: [[[171, -41], [172, -41], [172, -42], [171, -41]]] } },
      { type: 'Feature', properties: null, geometry: { type: 'MultiLineString', coordinates: [[[170, -45], [171, -45]]] } },
      { type: 'Feature', properties: { name: 'nothing to draw' }, geometry: null },
    ],
  });

  it('keeps what can be drawn, names from name or title, ids from the feature or its place', () => {
    expect(toLayerData('L', fc)).toEqual({
      layerId: 'L',
      features: [
        { id: 'p', name: 'Gisborne', description: 'Site down', shape: { kind: 'points', points: [[178.04, -38.67]] } },
        { id: 'L/1', name: 'Area', description: '', shape: { kind: 'areas', polygons: [[[[171, -41], [172, -41], [172, -42], [171, -41]]]] } },
        { id: 'L/2', name: '', description: '', shape: { kind: 'lines', lines: [[[170, -45], [171, -45]]] } },
      ],
    });
  });

  it.each([
    ['not a FeatureCollection', { type: 'Feature', features: [] }],
    ['an unknown geometry', { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'GeometryCollection', geometries: [] } }] }],
    ['a position out of range', { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [200, -40] } }] }],
    ['a ring that is not closed enough', { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[1, 1], [2, 2]]] } }] }],
  ])('%s does not parse (a "Response error" for the layer)', (_name, body) => {
    expect(GeoFeatureCollection.safeParse(body).success).toBe(false);
  });
});

describe('drawing without a maps library', () => {
  it('projects New Zealand into the viewBox, north up', () => {
    const [capeReingaX, capeReingaY] = project([172.68, -34.42]);
    const [bluffX, bluffY] = project([168.35, -46.6]);
    expect(bluffY).toBeGreaterThan(capeReingaY);
    expect(bluffX).toBeLessThan(capeReingaX);
    for (const { ring } of NZ_OUTLINE) {
      for (const p of ring) {
        const [x, y] = project(p);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_WIDTH);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
      }
    }
  });
  it('paths for areas (closed, one sub-path per ring) and lines; markers for points', () => {
    const area = pathOf({ kind: 'areas', polygons: [[[[170, -40], [171, -40], [171, -41], [170, -40]], [[170.2, -40.2], [170.4, -40.2], [170.4, -40.4], [170.2, -40.2]]]] });
    expect(area.match(/M/g)).toHaveLength(2);
    expect(area.match(/Z/g)).toHaveLength(2);
    expect(pathOf({ kind: 'lines', lines: [[[170, -40], [171, -40]]] })).toMatch(/^M[\d. ]+L[\d. ]+$/);
    expect(pathOf({ kind: 'points', points: [[170, -40]] })).toBe('');
    expect(markersOf({ kind: 'points', points: [[170, -40], [171, -41]] })).toHaveLength(2);
  });
});

describe('labelPoint — where an outage number sits', () => {
  it('on a point, and in the middle of an area (the closing vertex not counted twice)', () => {
    expect(labelPoint({ kind: 'points', points: [[170, -40]] })).toEqual(project([170, -40]));
    expect(labelPoint({ kind: 'areas', polygons: [[[[170, -40], [172, -40], [172, -42], [170, -42], [170, -40]]]] })).toEqual(project([171, -41]));
    expect(ringPath([[170, -40], [171, -40], [171, -41], [170, -40]])).toMatch(/^M.*Z$/);
  });
});
