import 'server-only';
import { cached, cacheKey, invalidateTag } from '@/lib/cache';
import { log } from '@/lib/log';
import { upstreamBase } from '@/lib/upstream/client';
import { publicCall } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/types';
import { publicMaps, toLayerData, toNetworkMaps } from './reshape';
import { serviceDetail, serviceErrorKind } from './rules';
import type { MapError, MapLayerData, MapResult, NetworkMap, NetworkMapSource } from './types';
import { GeoFeatureCollection, MapServicesListing } from './wire';

/** The maps service sits behind the support proxy (10 s time-out), like the help centre. */
const FAMILY = 'support';
export const MAPS_LISTING_PATH = '/maps/v1/services';
/** Every entry of the maps cache carries this tag, so one failure resets them all. */
const MAPS_TAG = 'maps';

/** "with no-cache headers and an optional api key header" (MAPS_API_KEY, sent as x-api-key). */
function mapsHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': 'no-cache', pragma: 'no-cache' };
  const key = process.env.MAPS_API_KEY?.trim();
  if (key) headers['x-api-key'] = key;
  return headers;
}

/**
 * One read through the cache ("map data 5 min"). A failure is not kept and, as the spec says,
 * "cache reset on error": every maps entry is dropped, so the next view reads the listing again.
 */
async function load<T>(part: string, action: string, read: () => Promise<MapResult<T>>): Promise<MapResult<T>> {
  const res = await cached('mapData', cacheKey('mapData', 'public', part), async (): Promise<MapResult<T>> => {
    try {
      return await read();
    } catch (err) {
      // upstreamBase throws when no maps proxy is configured at all.
      log.warn({ action, err: err instanceof Error ? err.message : 'unknown error' }, 'maps read failed');
      return { ok: false, error: { kind: 'access', serviceMessage: 'network error' } };
    }
  }, { tags: [MAPS_TAG], keep: (r) => r.ok });
  if (!res.ok) invalidateTag(MAPS_TAG);
  return res;
}

function failure(res: Extract<UpstreamResult<unknown>, { ok: false }>): MapError {
  return { kind: serviceErrorKind(res.error), ...serviceDetail(res.error) };
}

async function sources(): Promise<MapResult<NetworkMapSource[]>> {
  return load('listing', 'mapsListing', async () => {
    const res = await publicCall(FAMILY, { path: MAPS_LISTING_PATH, headers: mapsHeaders(), schema: MapServicesListing, action: 'mapsListing' });
    return res.ok ? { ok: true, data: toNetworkMaps(res.data, upstreamBase(FAMILY)) } : { ok: false, error: failure(res) };
  });
}

/**
 * The network maps (coverage and outage) of the maps service listing, layers sorted by order.
 * A failure is `{ kind: 'listing' }`: the page says 'error while loading maps'.
 */
export async function listNetworkMaps(): Promise<MapResult<NetworkMap[]>> {
  const res = await sources();
  return res.ok ? { ok: true, data: publicMaps(res.data) } : { ok: false, error: { ...res.error, kind: 'listing' } };
}

/**
 * One layer's features, by the id the listing gave it (the browser names ids, never URLs).
 * Failures are 'access' (the service could not be reached) or 'response' (it answered badly),
 * with the service's message and code; an id the listing does not have is 'unknownLayer'.
 */
export async function getMapLayer(layerId: string): Promise<MapResult<MapLayerData>> {
  const listing = await sources();
  if (!listing.ok) return listing;
  const layer = listing.data.flatMap((m) => m.layers).find((l) => l.id === layerId);
  if (!layer) return { ok: false, error: { kind: 'unknownLayer' } };
  return load(`layer|${layer.id}|${layer.path}`, 'mapLayer', async () => {
    const res = await publicCall(FAMILY, { path: layer.path, headers: mapsHeaders(), schema: GeoFeatureCollection, action: 'mapLayer' });
    return res.ok ? { ok: true, data: toLayerData(layer.id, res.data) } : { ok: false, error: failure(res) };
  });
}
