/**
 * Plane-free geometry on the Earth's surface: great-circle distance (haversine), the initial
 * bearing from one point to another, and whether a point lies inside a polygon. Pure functions,
 * shared by the place-data script, the zone rules, the map and the browser check.
 */

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** A vertex as content writes it: [latitude, longitude]. */
export type LatLon = readonly [number, number];

/** Mean Earth radius (IUGG), in km: the usual figure for haversine distances. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Straight-line (great-circle) distance between two points, in km. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  // min() guards against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from one point to another, in degrees clockwise from north, 0 <= b < 360. */
export function bearingDeg(from: GeoPoint, to: GeoPoint): number {
  const phi1 = toRadians(from.lat);
  const phi2 = toRadians(to.lat);
  const dLon = toRadians(to.lon - from.lon);
  const y = Math.sin(dLon) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLon);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/**
 * Whether a bearing lies in the range from `from` (inclusive) clockwise to `to` (exclusive);
 * a range may wrap through north (from 315 to 30).
 */
export function bearingInRange(bearing: number, from: number, to: number): boolean {
  return from <= to ? bearing >= from && bearing < to : bearing >= from || bearing < to;
}

/**
 * Ray casting in latitude/longitude: accurate for polygons the size of a city, where the
 * meridians are as good as parallel. A point on an edge may fall either way.
 */
export function insidePolygon(point: GeoPoint, polygon: readonly LatLon[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lonI] = polygon[i]!;
    const [latJ, lonJ] = polygon[j]!;
    const crosses =
      latI > point.lat !== latJ > point.lat &&
      point.lon < ((lonJ - lonI) * (point.lat - latI)) / (latJ - latI) + lonI;
    if (crosses) inside = !inside;
  }
  return inside;
}
