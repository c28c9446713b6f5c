import type { Deps } from '../context';
import { notFound } from '../errors';
import type { Router } from '../router';
import { MAP_LAYERS, MAP_LAYER_PREFIX, MAP_SERVICES } from '../store/maps';

/**
 * The maps service behind the support proxy (contract "Network maps"): the map services listing
 * and the GeoJSON of each layer. No token; the proxy holds the service's key, and an `x-api-key`
 * header is accepted and ignored here.
 */
export function mapsRoutes(router: Router, _deps: Deps): void {
  // GET /maps/v1/services – the network maps (coverage and outage) with their layers
  router.get('/maps/v1/services', () => MAP_SERVICES);

  // GET /maps/v1/layers/{id} – one layer as a GeoJSON FeatureCollection
  router.get(`${MAP_LAYER_PREFIX}{id}`, (ctx) => {
    const layer = Object.hasOwn(MAP_LAYERS, ctx.params.id ?? '') ? MAP_LAYERS[ctx.params.id ?? ''] : undefined;
    if (!layer) throw notFound();
    return layer;
  });
}
