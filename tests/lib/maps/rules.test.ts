import {
  DEFAULT_MAP_COLOURS, drawOrder, isDrawableLayer, layerFailureKind, layerPath, mapColour, mapKind, outageList, serviceDetail,
  serviceErrorKind, sortLayers, splitByKind,
} from '@/lib/maps/rules';
import type { MapFeature, NetworkMap } from '@/lib/maps/types';

// "Network maps (outage and coverage) are shown from a maps service listing" (account-management.md §2)
describe('mapKind — "Network maps (outage and coverage)"', () => {
  it.each([['coverage', 'coverage'], [' Coverage ', 'coverage'], ['outage', 'outage'], ['OUTAGES', 'outage'], ['basemap', 'other'], ['', 'other']])('%j is %s', (type, kind) => {
    expect(mapKind(type)).toBe(kind);
  });
});

describe('mapColour — "Network map: id, type, name, colour, …"', () => {
  it('keeps a hex colour, lower case; widens the short form', () => {
    expect(mapColour('#2E7D32', 'coverage')).toBe('#2e7d32');
    expect(mapColour('#abc', 'outage')).toBe('#aabbcc');
  });
  it.each(['red', '', 'url(javascript:x)', '#12345', 'rgb(1,2,3)'])('%j is not used: the kind default stands', (c) => {
    expect(mapColour(c, 'outage')).toBe(DEFAULT_MAP_COLOURS.outage);
  });
});

describe('layers — "layers (url, type, order)"', () => {
  it('sorts by order, lowest first, ties in listing order', () => {
    const sorted = sortLayers([{ order: 2, n: 'a' }, { order: 1, n: 'b' }, { order: 2, n: 'c' }, { order: -1, n: 'd' }]);
    expect(sorted.map((l) => l.n)).toEqual(['d', 'b', 'a', 'c']);
  });
  it('draws GeoJSON layers only (no maps library loads in the browser)', () => {
    expect(isDrawableLayer('geojson')).toBe(true);
    expect(isDrawableLayer(' GeoJSON ')).toBe(true);
    expect(isDrawableLayer('feature')).toBe(false);
    expect(isDrawableLayer('tile')).toBe(false);
  });
});

describe('layerPath — a layer url must stay on the maps proxy', () => {
  const base = 'https://proxy.tui.example/api';
  it('takes a path as it is, normalised', () => {
    expect(layerPath(base, '/maps/v1/layers/outages')).toBe('/maps/v1/layers/outages');
    expect(layerPath(base, '/maps/v1/../v1/layers/x?f=geojson')).toBe('/maps/v1/layers/x?f=geojson');
    expect(layerPath(base, '/maps/{spid}/x')).toBe('/maps/%7Bspid%7D/x');
  });
  it('takes an absolute URL under the base as the path below it', () => {
    expect(layerPath(base, 'https://proxy.tui.example/api/maps/v1/layers/x')).toBe('/maps/v1/layers/x');
    expect(layerPath(`${base}/`, 'https://proxy.tui.example/api/maps/v1/layers/x')).toBe('/maps/v1/layers/x');
  });
  it.each([
    'https://evil.example/maps/v1/layers/x',
    'https://proxy.tui.example/other/maps',
    'https://proxy.tui.example:8443/api/maps',
    'http://proxy.tui.example/api/maps',
    '//evil.example/x',
    'relative/path',
    'file:///etc/passwd',
    '/maps/\\evil',
    '',
  ])('refuses %j', (url) => {
    expect(layerPath(base, url)).toBeNull();
  });
});

const map = (id: string, kind: NetworkMap['kind'], layers: string[] = []): NetworkMap => ({
  id, kind, type: kind, name: `${id} map`, colour: '#000000', layers: layers.map((l, i) => ({ id: l, type: 'geojson', order: i })),
});

describe('splitByKind and drawOrder — coverage under outages', () => {
  const maps = [map('o1', 'outage'), map('c1', 'coverage'), map('x', 'other'), map('c2', 'coverage')];
  it('splits the listing by kind, keeping its order', () => {
    const { coverage, outage, other } = splitByKind(maps);
    expect(coverage.map((m) => m.id)).toEqual(['c1', 'c2']);
    expect(outage.map((m) => m.id)).toEqual(['o1']);
    expect(other.map((m) => m.id)).toEqual(['x']);
  });
  it('draws coverage first, then outages, then the rest', () => {
    expect(drawOrder(maps).map((m) => m.id)).toEqual(['c1', 'c2', 'o1', 'x']);
  });
});

describe('outageList — the outages as text', () => {
  const feature = (id: string, name: string, description = ''): MapFeature => ({ id, name, description, shape: { kind: 'points', points: [[175, -40]] } });
  it('lists the named features of outage maps only, with their map', () => {
    const maps = [map('cov', 'coverage', ['c-l']), map('out', 'outage', ['o-l1', 'o-l2'])];
    const list = outageList(maps, { 'c-l': [feature('c', '4G')], 'o-l1': [feature('a', 'Gisborne: site down', 'Back by 6 pm')], 'o-l2': [feature('b', ''), feature('d', 'Taupō')] });
    expect(list.map((f) => [f.id, f.mapName])).toEqual([['a', 'out map'], ['d', 'out map']]);
  });
  it('an outage layer not loaded (yet, or failed) adds nothing', () => {
    expect(outageList([map('out', 'outage', ['o'])], {})).toEqual([]);
  });
});

// "Maps: 'Error accessing ArcGIS services.', 'Response error accessing ArcGIS services.' … (plus service message and code; cache reset on error)"
describe('map service errors — account-management.md §8 "Maps"', () => {
  it('cannot reach the service (network, time-out): "Error accessing ArcGIS services."', () => {
    expect(serviceErrorKind({ kind: 'network', message: 'network error' })).toBe('access');
    expect(serviceErrorKind({ kind: 'timeout', message: 'network error' })).toBe('access');
  });
  it('an error answer or a body that is not a layer: "Response error accessing ArcGIS services."', () => {
    expect(serviceErrorKind({ kind: 'http', status: 503, message: 'x' })).toBe('response');
    expect(serviceErrorKind({ kind: 'validation', status: 200, message: 'unknown error in mapLayer' })).toBe('response');
    expect(serviceErrorKind({ kind: 'auth', status: 401, message: 'x' })).toBe('response');
  });
  it('"plus service message and code": the error number, else the HTTP status', () => {
    expect(serviceDetail({ kind: 'http', status: 500, errNumber: 1500, message: 'Internal error' })).toEqual({ serviceMessage: 'Internal error', serviceCode: 1500 });
    expect(serviceDetail({ kind: 'http', status: 502, message: 'Bad gateway' })).toEqual({ serviceMessage: 'Bad gateway', serviceCode: 502 });
    expect(serviceDetail({ kind: 'network', message: 'network error' })).toEqual({ serviceMessage: 'network error', serviceCode: undefined });
  });
  it('in the browser: our BFF code picks the text; a BFF that cannot be reached is an access error too', () => {
    expect(layerFailureKind('maps_access_error')).toBe('access');
    expect(layerFailureKind('upstream_unavailable')).toBe('access');
    expect(layerFailureKind('maps_response_error')).toBe('response');
    expect(layerFailureKind('not_found')).toBe('response');
    expect(layerFailureKind('internal')).toBe('response');
  });
});
