import type { LonLat, MapShape } from './types';

/**
 * Drawing the maps as SVG without a maps library (none loads in the browser): an
 * equirectangular projection of the New Zealand mainland, scaled by cos(41° S) so shapes keep
 * their proportions at its middle latitude. Coarse, but true enough for coverage and outages.
 */
const LON_MIN = 166.2;
const LON_MAX = 178.9;
const LAT_MAX = -34.1;
const LAT_MIN = -47.4;
const PX_PER_DEGREE = 60;
const X_SCALE = Math.cos((41 * Math.PI) / 180);

export const MAP_WIDTH = Math.round((LON_MAX - LON_MIN) * X_SCALE * PX_PER_DEGREE);
export const MAP_HEIGHT = Math.round((LAT_MAX - LAT_MIN) * PX_PER_DEGREE);
export const MAP_VIEWBOX = `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;

const round = (n: number) => Math.round(n * 10) / 10;

/** [longitude, latitude] → [x, y] in the map's viewBox (north up). */
export function project([lon, lat]: LonLat): [number, number] {
  return [round((lon - LON_MIN) * X_SCALE * PX_PER_DEGREE), round((LAT_MAX - lat) * PX_PER_DEGREE)];
}

function line(points: readonly LonLat[], close: boolean): string {
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${project(p).join(' ')}`).join('');
  return close ? `${d}Z` : d;
}

/** A closed outline (an island, a ring). */
export function ringPath(ring: readonly LonLat[]): string {
  return line(ring, true);
}

/** An SVG path for lines and areas (holes drawn with fill-rule evenodd); points are drawn as markers instead. */
export function pathOf(shape: MapShape): string {
  switch (shape.kind) {
    case 'areas': return shape.polygons.flatMap((rings) => rings.map((ring) => line(ring, true))).join('');
    case 'lines': return shape.lines.map((l) => line(l, false)).join('');
    case 'points': return '';
  }
}

/** Where point markers go, in viewBox units. */
export function markersOf(shape: MapShape): Array<[number, number]> {
  return shape.kind === 'points' ? shape.points.map(project) : [];
}

/**
 * Where a feature's label goes: a point itself, the middle of a line's or an area's outline
 * (the mean of its outer vertices: good enough for the small, compact outage areas).
 */
export function labelPoint(shape: MapShape): [number, number] {
  const points = shape.kind === 'points' ? shape.points : shape.kind === 'lines' ? (shape.lines[0] ?? []) : (shape.polygons[0]?.[0] ?? []);
  const ring = shape.kind === 'areas' && points.length > 1 ? points.slice(0, -1) : points;
  if (ring.length === 0) return [0, 0];
  const lon = ring.reduce((sum, p) => sum + p[0], 0) / ring.length;
  const lat = ring.reduce((sum, p) => sum + p[1], 0) / ring.length;
  return project([lon, lat]);
}
