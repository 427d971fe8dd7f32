import type { ServiceAreaModel, ZoneArea } from "@/content/service-area";
import { bearingDeg, bearingInRange, distanceKm, insidePolygon, type GeoPoint } from "./geo";

/** What the zone rules need of the model: no copy, no map. */
export type ZoneRules = Pick<
  ServiceAreaModel,
  "centre" | "radiusKm" | "extendedRadiusKm" | "centreName"
> & {
  zones: { id: string; name: string; area: ZoneArea }[];
};

/** standard: within the radius; on-request: larger projects up to the extended radius; outside: beyond. */
export type Reach = "standard" | "on-request" | "outside";

export interface ZoneMatch {
  id: string;
  name: string;
}

function holds(area: ZoneArea, point: GeoPoint, rules: ZoneRules): boolean {
  const km = distanceKm(rules.centre, point);
  if ("withinRadius" in area) return km <= rules.radiusKm;
  if ("polygon" in area) return insidePolygon(point, area.polygon);
  const bearing = bearingDeg(rules.centre, point);
  return area.sectors.some(
    ({ bearings: [from, to], maxKm }) => km <= maxKm && bearingInRange(bearing, from, to),
  );
}

/** The first zone, in content order, whose shape holds the point; none beyond the radius. */
export function zoneAt(rules: ZoneRules, point: GeoPoint): ZoneMatch | undefined {
  if (distanceKm(rules.centre, point) > rules.radiusKm) return undefined;
  const zone = rules.zones.find((candidate) => holds(candidate.area, point, rules));
  return zone ? { id: zone.id, name: zone.name } : undefined;
}

/** How we serve a site at this straight-line distance from the centre. */
export function reachAt(
  rules: Pick<ZoneRules, "radiusKm" | "extendedRadiusKm">,
  km: number,
): Reach {
  if (km <= rules.radiusKm) return "standard";
  return km <= rules.extendedRadiusKm ? "on-request" : "outside";
}
