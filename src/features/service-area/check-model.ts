import type { ServiceAreaModel } from "@/content/service-area";
import type { GazetteerSource } from "./gazetteer";
import type { ZoneRules } from "./zones";

/** What the browser check needs of the model: rules and names, without copy or map. */
export type CheckModel = ZoneRules & GazetteerSource;

export function checkModelOf(area: ServiceAreaModel): CheckModel {
  return {
    centre: area.centre,
    centreName: area.centreName,
    radiusKm: area.radiusKm,
    extendedRadiusKm: area.extendedRadiusKm,
    zones: area.zones.map(({ id, name, area: shape }) => ({ id, name, area: shape })),
    places: area.places,
    aliases: area.aliases,
  };
}
