import type { z } from 'zod';
import { isDrawableLayer, layerPath, mapColour, mapKind, sortLayers } from './rules';
import type { LonLat, MapFeature, MapLayerData, MapShape, NetworkMap, NetworkMapSource } from './types';
import type { GeoFeatureCollection, GeometryWire, MapServicesListing } from './wire';

/**
 * The listing in our shape: kinds and colours decided, drawable layers only, sorted by order,
 * each with an id of ours and the path to read it from (`base`: the maps proxy's URL). A layer
 * whose URL points away from the proxy is dropped (layerPath).
 */
export function toNetworkMaps(listing: z.infer<typeof MapServicesListing>, base: string): NetworkMapSource[] {
  return listing.services.map((s) => {
    const kind = mapKind(s.type);
    const layers = sortLayers(s.layers)
      .filter((l) => isDrawableLayer(l.type))
      .flatMap((l, i) => {
        const path = layerPath(base, l.url);
        return path ? [{ id: `${s.id}~${i}`, type: l.type, order: l.order, path }] : [];
      });
    return { id: s.id, kind, type: s.type, name: s.name.trim() || s.id, colour: mapColour(s.colour, kind), layers };
  });
}

/** What the browser may know of the listing: no upstream paths. */
export function publicMaps(maps: readonly NetworkMapSource[]): NetworkMap[] {
  return maps.map((m) => ({ ...m, layers: m.layers.map(({ id, type, order }) => ({ id, type, order })) }));
}

function shapeOf(g: GeometryWire): MapShape {
  switch (g.type) {
    case 'Point': return { kind: 'points', points: [g.coordinates] };
    case 'MultiPoint': return { kind: 'points', points: g.coordinates };
    case 'LineString': return { kind: 'lines', lines: [g.coordinates] };
    case 'MultiLineString': return { kind: 'lines', lines: g.coordinates };
    case 'Polygon': return { kind: 'areas', polygons: [g.coordinates as LonLat[][]] };
    case 'MultiPolygon': return { kind: 'areas', polygons: g.coordinates as LonLat[][][] };
  }
}

/** A GeoJSON layer as our features; features without a geometry have nothing to draw and are left out. */
export function toLayerData(layerId: string, collection: z.infer<typeof GeoFeatureCollection>): MapLayerData {
  const features: MapFeature[] = collection.features.flatMap((f, i) =>
    f.geometry
      ? [{
          id: f.id === undefined ? `${layerId}/${i}` : String(f.id),
          name: (f.properties.name || f.properties.title).trim(),
          description: f.properties.description.trim(),
          shape: shapeOf(f.geometry),
        }]
      : [],
  );
  return { layerId, features };
}
