import type { ZoneArea } from "@/content/service-area";
import type { GeoPoint, LatLon } from "./geo";

/**
 * The map's plane: kilometres east (x) and south (y) of the centre, an equirectangular
 * projection true at the centre's latitude. Over the 250 km the map spans the error stays
 * under 1 %, far below what a drawing at this scale shows; one SVG unit is one kilometre.
 */
export interface MapFrame {
  centre: GeoPoint;
  kmPerDegreeLat: number;
  kmPerDegreeLon: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

export function frameAt(centre: GeoPoint): MapFrame {
  return {
    centre,
    kmPerDegreeLat: 111.2,
    kmPerDegreeLon: 111.32 * Math.cos((centre.lat * Math.PI) / 180),
  };
}

export function project(frame: MapFrame, point: GeoPoint): MapPoint {
  return {
    x: (point.lon - frame.centre.lon) * frame.kmPerDegreeLon,
    y: (frame.centre.lat - point.lat) * frame.kmPerDegreeLat,
  };
}

const n = (value: number) => (Math.round(value * 10) / 10).toString();

/** An SVG path through [lat, lon] vertices, closed. */
export function outlinePath(frame: MapFrame, outline: readonly LatLon[]): string {
  return (
    outline
      .map(([lat, lon], index) => {
        const { x, y } = project(frame, { lat, lon });
        return `${index === 0 ? "M" : "L"}${n(x)} ${n(y)}`;
      })
      .join("") + "Z"
  );
}

/** The point at a bearing (clockwise from north) and distance from the centre. */
function polar(bearing: number, km: number): MapPoint {
  const radians = (bearing * Math.PI) / 180;
  return { x: km * Math.sin(radians), y: -km * Math.cos(radians) };
}

/** A wedge from the centre, clockwise from one bearing to another, out to a distance. */
export function sectorPath(from: number, to: number, km: number): string {
  const span = (to - from + 360) % 360;
  if (span === 0) return circlePath(km);
  const start = polar(from, km);
  const end = polar(to, km);
  const large = span > 180 ? 1 : 0;
  return `M0 0L${n(start.x)} ${n(start.y)}A${n(km)} ${n(km)} 0 ${large} 1 ${n(end.x)} ${n(end.y)}Z`;
}

/** A full circle around the centre, as a path (so a zone is always one path element). */
export function circlePath(km: number): string {
  return `M${n(-km)} 0A${n(km)} ${n(km)} 0 1 1 ${n(km)} 0A${n(km)} ${n(km)} 0 1 1 ${n(-km)} 0Z`;
}

/** A zone's shape on the map. */
export function zonePath(frame: MapFrame, area: ZoneArea, radiusKm: number): string {
  if ("polygon" in area) return outlinePath(frame, area.polygon);
  if ("withinRadius" in area) return circlePath(radiusKm);
  return area.sectors
    .map(({ bearings: [from, to], maxKm }) => sectorPath(from, to, maxKm))
    .join("");
}
