import { z } from 'zod';

/**
 * The maps service's own shapes (account-management.md: "Network map: id, type, name, colour,
 * layers (url, type, order)"; "a GET of a map services listing via a proxy"). The spec names
 * the fields but not the envelope or the layer format: docs/upstream-contract.md "Network maps"
 * fixes both (a `services` list; GeoJSON layers). Field names are the spec's, lower case.
 */
const Id = z.union([z.string().min(1), z.number()]).transform(String);

export const MapLayerWire = z.object({
  url: z.string().min(1),
  type: z.string(),
  order: z.coerce.number().catch(0),
});

export const NetworkMapWire = z.object({
  id: Id,
  type: z.string(),
  name: z.string(),
  colour: z.string().nullish().transform((v) => v ?? ''),
  layers: z.array(MapLayerWire).nullish().transform((v) => v ?? []),
});

/** GET /maps/v1/services */
export const MapServicesListing = z.object({ services: z.array(NetworkMapWire) });

// ── Layer data: GeoJSON (RFC 7946), the simple geometry types ──────────────────────────────

/** [longitude, latitude] (an altitude, when present, is ignored). */
const Position = z
  .array(z.number())
  .min(2)
  .refine((p) => Math.abs(p[0] ?? NaN) <= 180 && Math.abs(p[1] ?? NaN) <= 90, 'position out of range')
  .transform((p) => [p[0], p[1]] as [number, number]);
const Line = z.array(Position).min(2);
const Ring = z.array(Position).min(4);

const Geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: Position }),
  z.object({ type: z.literal('MultiPoint'), coordinates: z.array(Position) }),
  z.object({ type: z.literal('LineString'), coordinates: Line }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(Line) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(Ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(Ring).min(1)) }),
]);
export type GeometryWire = z.infer<typeof Geometry>;

const Text = z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? '' : String(v)));

export const GeoFeature = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional(),
  geometry: Geometry.nullable(),
  properties: z
    .object({ name: Text, title: Text, description: Text })
    .nullish()
    .transform((p) => p ?? { name: '', title: '', description: '' }),
});

/** GET <layer url> */
export const GeoFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(GeoFeature),
});

export type MapServicesListingWire = z.input<typeof MapServicesListing>;
export type GeoFeatureCollectionWire = z.input<typeof GeoFeatureCollection>;
