import type { MapErrorKind, MapFeature, MapKind, NetworkMap, NetworkMapLayer } from './types';

/**
 * Pure rules of the network maps (account-management.md: "Network maps (outage and coverage)
 * are shown from a maps service listing"; "Network map: id, type, name, colour, layers (url,
 * type, order)"). No I/O: the server calls and the browser's map view both use them.
 */

/** "outage and coverage": a map's kind from its type text; anything else is listed, not split. */
export function mapKind(type: string): MapKind {
  const t = type.trim().toLowerCase();
  if (t === 'coverage') return 'coverage';
  if (t === 'outage' || t === 'outages') return 'outage';
  return 'other';
}

/** OUR defaults (the spec gives none) for a map whose colour is missing or not a hex colour. */
export const DEFAULT_MAP_COLOURS: Readonly<Record<MapKind, string>> = {
  coverage: '#1f7a4d',
  outage: '#b3261e',
  other: '#5f6b7a',
};

/** The map's "colour" as '#rrggbb' ('#abc' is widened); anything else gets the kind's default. */
export function mapColour(colour: string, kind: MapKind): string {
  const c = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  if (/^#[0-9a-f]{3}$/.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join('')}`;
  return DEFAULT_MAP_COLOURS[kind];
}

/**
 * Layer "type": we draw GeoJSON layers ourselves (no maps library loads in the browser); other
 * types (an ArcGIS feature or tile service) need that library, so they are left out.
 */
export function isDrawableLayer(type: string): boolean {
  return type.trim().toLowerCase() === 'geojson';
}

/** Layers by "order", lowest first (drawn first, so under the others); ties keep the listing's order. */
export function sortLayers<T extends { order: number }>(layers: readonly T[]): T[] {
  return layers.map((layer, i) => ({ layer, i })).sort((a, b) => a.layer.order - b.layer.order || a.i - b.i).map((x) => x.layer);
}

/**
 * Where to read a layer on the maps proxy, as a path below its base URL: a layer "url" is either
 * such a path ('/maps/v1/layers/x') or an absolute URL under the same base. Anything else (another
 * host, a protocol-relative '//host' URL) is refused, so the BFF never fetches a URL of the
 * service's choosing (or a browser's: the browser only ever names a layer id).
 */
export function layerPath(base: string, url: string): string | null {
  const u = url.trim();
  if (!u || /[\s\\]/.test(u)) return null;
  if (u.startsWith('/') && !u.startsWith('//')) {
    const target = new URL(u, 'http://relative.invalid');
    return target.pathname + target.search;
  }
  let target: URL;
  let root: URL;
  try {
    target = new URL(u);
    root = new URL(base.endsWith('/') ? base : `${base}/`);
  } catch {
    return null;
  }
  if (target.origin !== root.origin || !target.pathname.startsWith(root.pathname)) return null;
  return `/${target.pathname.slice(root.pathname.length)}${target.search}`;
}

/** Coverage maps are drawn first (under), then outages, then the rest; each kind in listing order. */
export function drawOrder<T extends { kind: MapKind }>(maps: readonly T[]): T[] {
  const rank: Record<MapKind, number> = { coverage: 0, outage: 1, other: 2 };
  return maps.map((m, i) => ({ m, i })).sort((a, b) => rank[a.m.kind] - rank[b.m.kind] || a.i - b.i).map((x) => x.m);
}

/** "Network maps (outage and coverage)": the listing split by kind. */
export function splitByKind<T extends { kind: MapKind }>(maps: readonly T[]): { coverage: T[]; outage: T[]; other: T[] } {
  return {
    coverage: maps.filter((m) => m.kind === 'coverage'),
    outage: maps.filter((m) => m.kind === 'outage'),
    other: maps.filter((m) => m.kind === 'other'),
  };
}

/** The current outages as text (what a screen reader uses): every named feature of the outage maps' layers. */
export function outageList(maps: readonly NetworkMap[], features: Readonly<Record<string, readonly MapFeature[]>>): Array<MapFeature & { mapName: string }> {
  return splitByKind(maps).outage.flatMap((m) =>
    m.layers.flatMap((l: NetworkMapLayer) => (features[l.id] ?? []).filter((f) => f.name || f.description).map((f) => ({ ...f, mapName: m.name }))),
  );
}

/** What an upstream failure looks like to the maps rules (the shape of lib/upstream's error). */
export type ServiceFailure = { kind: string; status?: number; errNumber?: number; message: string };

/**
 * "Maps: 'Error accessing ArcGIS services.', 'Response error accessing ArcGIS services.'": the
 * first when the service could not be reached (network, time-out), the second when it answered
 * with an error or with a body that is not a layer.
 */
export function serviceErrorKind(failure: ServiceFailure): 'access' | 'response' {
  return failure.kind === 'network' || failure.kind === 'timeout' ? 'access' : 'response';
}

/** "(plus service message and code)": the service's text and its error number, else the HTTP status. */
export function serviceDetail(failure: ServiceFailure): { serviceMessage: string; serviceCode?: number } {
  return { serviceMessage: failure.message, serviceCode: failure.errNumber ?? failure.status };
}

/** BFF error codes of the maps routes (lib/errors/catalogue.ts). */
export const MAPS_ERROR_CODES = {
  listing: 'maps_unavailable',
  access: 'maps_access_error',
  response: 'maps_response_error',
} as const satisfies Record<Exclude<MapErrorKind, 'unknownLayer'>, string>;

/**
 * In the browser: which of the two texts a failed layer request shows. Our BFF names the kind;
 * a request that never reached the BFF could not access the service either; any other failure
 * is a bad response.
 */
export function layerFailureKind(code: string): 'access' | 'response' {
  return code === MAPS_ERROR_CODES.access || code === 'upstream_unavailable' ? 'access' : 'response';
}
