import { NZ_OUTLINE } from '@/lib/maps/outline';
import { labelPoint, MAP_VIEWBOX, markersOf, pathOf, ringPath } from '@/lib/maps/svg';
import type { MapFeature, NetworkMap } from '@/lib/maps/types';
import styles from './network-map-view.module.css';

const LAND = NZ_OUTLINE.map((island) => ringPath(island.ring)).join('');

type Props = {
  maps: NetworkMap[];
  /** The features loaded so far, by layer id. */
  loaded: Readonly<Record<string, MapFeature[]>>;
  /** Outage feature id → its number in the list of outages. */
  numbers: ReadonlyMap<string, number>;
  title: string;
  description: string;
};

/**
 * The maps as one SVG (no maps library): land, coverage clipped to it, the coastline, then the
 * outages on top with the numbers of the outage list. An image with a title and description; the
 * legend and the list beside it carry the same information as text.
 */
export function NetworkMapFigure({ maps, loaded, numbers, title, description }: Props) {
  const features = (m: NetworkMap) => m.layers.flatMap((l) => loaded[l.id] ?? []);
  return (
    <figure className={styles.figure}>
      <svg viewBox={MAP_VIEWBOX} role="img" aria-labelledby="map-title map-desc" className={styles.map}>
        <title id="map-title">{title}</title>
        <desc id="map-desc">{description}</desc>
        <defs>
          <clipPath id="nz-land">
            <path d={LAND} />
          </clipPath>
        </defs>
        <path d={LAND} className={styles.land} />
        {maps.filter((m) => m.kind === 'coverage').map((m) => (
          <MapGroup key={m.id} map={m} features={features(m)} numbers={numbers} />
        ))}
        <path d={LAND} className={styles.coast} />
        {maps.filter((m) => m.kind !== 'coverage').map((m) => (
          <MapGroup key={m.id} map={m} features={features(m)} numbers={numbers} />
        ))}
      </svg>
    </figure>
  );
}

function MapGroup({ map, features, numbers }: { map: NetworkMap; features: MapFeature[]; numbers: ReadonlyMap<string, number> }) {
  return (
    <g fill={map.colour} stroke={map.colour} clipPath={map.kind === 'coverage' ? 'url(#nz-land)' : undefined} className={styles[map.kind]}>
      {features.map((f) => {
        const n = map.kind === 'outage' ? numbers.get(f.id) : undefined;
        return (
          <g key={f.id}>
            {f.shape.kind !== 'points' && <path d={pathOf(f.shape)} fillRule="evenodd" fill={f.shape.kind === 'lines' ? 'none' : undefined} />}
            {n !== undefined ? <Marker at={labelPoint(f.shape)} n={n} /> : markersOf(f.shape).map(([x, y]) => <circle key={`${x},${y}`} cx={x} cy={y} r={6} />)}
          </g>
        );
      })}
    </g>
  );
}

/** A numbered outage marker; its number is the outage's place in the list beside the map. */
function Marker({ at: [x, y], n }: { at: [number, number]; n: number }) {
  return (
    <g className={styles.marker}>
      <circle cx={x} cy={y} r={18} />
      <text x={x} y={y} dy="0.35em" textAnchor="middle">
        {n}
      </text>
    </g>
  );
}
