/** Our camel-case network maps; pages and the browser never see the maps service's shapes or URLs. */

/** "Network maps (outage and coverage)": what a map shows, from its `type`. */
export type MapKind = 'coverage' | 'outage' | 'other';

/** [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number];

/** One layer as the browser knows it: an id to ask our BFF for, never the upstream URL. */
export type NetworkMapLayer = { id: string; type: string; order: number };

export type NetworkMap = {
  id: string;
  kind: MapKind;
  /** The service's own type text, as listed. */
  type: string;
  name: string;
  /** '#rrggbb'; the kind's default when the service sent none or no usable one. */
  colour: string;
  /** Drawable layers only, sorted by `order`. */
  layers: NetworkMapLayer[];
};

/** Server side: a layer with the path to read it from on the maps proxy. */
export type NetworkMapLayerSource = NetworkMapLayer & { path: string };
export type NetworkMapSource = Omit<NetworkMap, 'layers'> & { layers: NetworkMapLayerSource[] };

export type MapShape =
  | { kind: 'points'; points: LonLat[] }
  | { kind: 'lines'; lines: LonLat[][] }
  /** Each polygon is its rings: the outline first, then holes. */
  | { kind: 'areas'; polygons: LonLat[][][] };

export type MapFeature = { id: string; name: string; description: string; shape: MapShape };

export type MapLayerData = { layerId: string; features: MapFeature[] };

/**
 * Why maps failed (account-management.md §8): the listing ('error while loading maps'), the
 * service could not be reached ('Error accessing ArcGIS services.') or answered badly ('Response
 * error accessing ArcGIS services.', "plus service message and code"); or no such layer.
 */
export type MapErrorKind = 'listing' | 'access' | 'response' | 'unknownLayer';
export type MapError = { kind: MapErrorKind; serviceMessage?: string; serviceCode?: number };

export type MapResult<T> = { ok: true; data: T } | { ok: false; error: MapError };
