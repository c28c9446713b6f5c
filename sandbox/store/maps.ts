import type { GeoFeatureCollectionWire, MapServicesListingWire } from '@/lib/maps/wire';

/**
 * The maps service's data (contract "Network maps"): 4G and 5G coverage and the current
 * outages, as a listing plus one GeoJSON document per layer. Coordinates are [longitude,
 * latitude], traced roughly: coverage follows where people live, not a radio survey.
 */

type Position = [number, number];

/** A closed ring approximating a circle of `km` around a place (longitude shrinks with latitude). */
function around(lon: number, lat: number, km: number, points = 12): Position[] {
  const dLat = km / 111;
  const dLon = dLat / Math.cos((lat * Math.PI) / 180);
  const ring: Position[] = [];
  for (let i = 0; i < points; i += 1) {
    const a = (2 * Math.PI * i) / points;
    ring.push([Math.round((lon + dLon * Math.cos(a)) * 1000) / 1000, Math.round((lat + dLat * Math.sin(a)) * 1000) / 1000]);
  }
  ring.push(ring[0] as Position);
  return ring;
}

const close = (ring: Position[]): Position[] => [...ring, ring[0] as Position];

const NORTH_4G: GeoFeatureCollectionWire = {
  type: 'FeatureCollection',
  features: [{
    type: 'Feature',
    id: '4g-north',
    properties: { name: '4G: Te Ika-a-Māui North Island', description: 'Outdoor 4G coverage. Gaps in Te Urewera and the Whanganui National Park.' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        close([[172.6, -34.35], [173.3, -34.6], [174.6, -35.6], [175.6, -36.4], [176.1, -37.5], [177.2, -37.85], [178.1, -37.5], [178.7, -37.7],
          [178.6, -38.7], [177.3, -39.4], [177.25, -39.7], [176.8, -40.3], [176.4, -41.0], [175.4, -41.75], [174.6, -41.3], [175.1, -40.2], [174.2, -39.7], [173.6, -39.2],
          [174.6, -38.0], [174.4, -37.0], [173.6, -35.9], [172.8, -34.9]]),
        close([[176.7, -38.35], [177.2, -38.4], [177.25, -38.85], [176.85, -39.0], [176.6, -38.7]]),
        close([[174.9, -39.1], [175.25, -39.15], [175.2, -39.55], [174.85, -39.45]]),
      ],
    },
  }],
};

const SOUTH_4G: GeoFeatureCollectionWire = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: '4g-south-east',
      properties: { name: '4G: Te Waipounamu east, Nelson to Southland', description: 'Outdoor 4G coverage along the east of the South Island, Nelson, Marlborough, Queenstown Lakes and Southland.' },
      geometry: {
        type: 'Polygon',
        coordinates: [close([[172.6, -40.45], [174.4, -40.9], [174.4, -41.8], [173.5, -42.6], [172.8, -43.3], [173.2, -43.9], [171.2, -44.5],
          [170.6, -45.9], [169.6, -46.6], [168.2, -46.7], [167.8, -46.3], [168.6, -45.9], [168.7, -45.0], [169.2, -44.7], [170.4, -44.0],
          [171.5, -43.2], [172.3, -42.5], [172.9, -41.8], [172.7, -41.1]])],
      },
    },
    {
      type: 'Feature',
      id: '4g-south-west',
      properties: { name: '4G: Te Tai Poutini West Coast', description: 'Outdoor 4G coverage from Karamea to Haast along State Highway 6.' },
      geometry: {
        type: 'Polygon',
        coordinates: [close([[171.9, -41.2], [172.3, -41.3], [171.7, -42.0], [171.4, -42.6], [170.6, -43.2], [169.4, -43.8], [169.1, -43.95],
          [168.95, -43.75], [170.3, -43.0], [171.0, -42.5], [171.3, -41.8]])],
      },
    },
  ],
};

const CITIES_5G: Array<[string, number, number, number]> = [
  ['Tāmaki Makaurau Auckland', 174.76, -36.87, 22],
  ['Kirikiriroa Hamilton', 175.28, -37.79, 9],
  ['Tauranga', 176.17, -37.69, 9],
  ['Ahuriri Napier and Heretaunga Hastings', 176.87, -39.56, 10],
  ['Te Papaioea Palmerston North', 175.61, -40.35, 7],
  ['Te Whanganui-a-Tara Wellington', 174.85, -41.2, 14],
  ['Whakatū Nelson', 173.26, -41.3, 6],
  ['Ōtautahi Christchurch', 172.62, -43.53, 16],
  ['Tāhuna Queenstown', 168.68, -45.02, 6],
  ['Ōtepoti Dunedin', 170.47, -45.87, 9],
];

const CITY_5G: GeoFeatureCollectionWire = {
  type: 'FeatureCollection',
  features: CITIES_5G.map(([name, lon, lat, km], i) => ({
    type: 'Feature',
    id: `5g-${i + 1}`,
    properties: { name: `5G: ${name}`, description: `5G in and around ${name}.` },
    geometry: { type: 'Polygon', coordinates: [around(lon, lat, km)] },
  })),
};

const OUTAGES: GeoFeatureCollectionWire = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'outage-gisborne',
      properties: {
        name: 'Tūranganui-a-Kiwa Gisborne: mobile site down',
        description: 'A cell site in Kaiti lost power overnight. Calls and data may drop in Kaiti and Wainui. Technicians are on site and expect to restore service by 6 pm today.',
      },
      geometry: { type: 'Point', coordinates: [178.04, -38.67] },
    },
    {
      type: 'Feature',
      id: 'outage-buller',
      properties: {
        name: 'Kawatiri Buller: reduced coverage',
        description: 'A damaged fibre link between Westport and Reefton limits 4G capacity. Calls and texts work; data may be slow until the repair is finished.',
      },
      geometry: { type: 'Polygon', coordinates: [close([[171.55, -41.65], [172.05, -41.7], [172.0, -42.15], [171.5, -42.05]])] },
    },
    {
      type: 'Feature',
      id: 'outage-taupo',
      properties: {
        name: 'Taupō: planned maintenance',
        description: 'We are upgrading the Taupō town site between 11 pm and 5 am on Wednesday. Expect short drops in service.',
      },
      geometry: { type: 'Point', coordinates: [176.07, -38.69] },
    },
  ],
};

/** Layer documents by the id in their URL. */
export const MAP_LAYERS: Readonly<Record<string, GeoFeatureCollectionWire>> = {
  'coverage-4g-north': NORTH_4G,
  'coverage-4g-south': SOUTH_4G,
  'coverage-5g': CITY_5G,
  'outages-current': OUTAGES,
};

export const MAP_LAYER_PREFIX = '/maps/v1/layers/';

/** The listing; the 4G layers are listed out of order on purpose ("layers (url, type, order)"). */
export const MAP_SERVICES: MapServicesListingWire = {
  services: [
    {
      id: 'coverage-4g', type: 'coverage', name: '4G coverage', colour: '#2e7d32',
      layers: [
        { url: `${MAP_LAYER_PREFIX}coverage-4g-south`, type: 'geojson', order: 2 },
        { url: `${MAP_LAYER_PREFIX}coverage-4g-north`, type: 'geojson', order: 1 },
      ],
    },
    {
      id: 'coverage-5g', type: 'coverage', name: '5G coverage', colour: '#5e35b1',
      layers: [{ url: `${MAP_LAYER_PREFIX}coverage-5g`, type: 'geojson', order: 1 }],
    },
    {
      id: 'outages', type: 'outage', name: 'Current outages', colour: '#c62828',
      layers: [{ url: `${MAP_LAYER_PREFIX}outages-current`, type: 'geojson', order: 1 }],
    },
  ],
};
