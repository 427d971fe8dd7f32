import { distanceKm } from "./geo";
import { findPlace, suggest, type Gazetteer, type PlaceEntry } from "./gazetteer";
import { parsePostalCode } from "./postal-code";
import { reachAt, zoneAt, type Reach, type ZoneMatch, type ZoneRules } from "./zones";

/** The answer to "do you work in my area?", as data; the UI words it. */
export type CheckAnswer =
  | { kind: "empty" }
  | {
      kind: "place";
      place: string;
      /** The place an alias stands for ("Orléans" -> "Ottawa"). */
      of?: string;
      /** Straight-line distance from the centre, whole km. */
      km: number;
      /** None beyond the standard radius. */
      zone?: ZoneMatch;
      reach: Reach;
    }
  | {
      kind: "toronto-postal-code";
      code: string;
      zone?: ZoneMatch;
      /** The farthest point of that zone from the centre, whole km. */
      withinKm?: number;
    }
  | { kind: "other-postal-code"; code: string }
  | { kind: "unknown"; query: string; suggestions: string[] };

export function answerFor(rules: ZoneRules, entry: PlaceEntry): CheckAnswer {
  return {
    kind: "place",
    place: entry.name,
    ...(entry.of ? { of: entry.of } : {}),
    km: Math.round(entry.km),
    zone: zoneAt(rules, entry.point),
    reach: reachAt(rules, entry.km),
  };
}

/** Toronto's postal codes cover the zone that holds the centre; its far edge bounds them. */
function torontoAnswer(rules: ZoneRules, code: string): CheckAnswer {
  const zone = zoneAt(rules, rules.centre);
  const area = rules.zones.find((candidate) => candidate.id === zone?.id)?.area;
  const withinKm =
    area && "polygon" in area
      ? Math.ceil(
          Math.max(...area.polygon.map(([lat, lon]) => distanceKm(rules.centre, { lat, lon }))),
        )
      : undefined;
  return { kind: "toronto-postal-code", code, zone, ...(withinKm ? { withinKm } : {}) };
}

/** What the visitor typed: a postal code, a place name, or nothing we know. */
export function checkQuery(rules: ZoneRules, gazetteer: Gazetteer, typed: string): CheckAnswer {
  const query = typed.trim();
  if (query === "") return { kind: "empty" };
  const postal = parsePostalCode(query);
  if (postal) {
    return postal.inToronto
      ? torontoAnswer(rules, postal.code)
      : { kind: "other-postal-code", code: postal.code };
  }
  const place = findPlace(gazetteer, query);
  if (place) return answerFor(rules, place);
  return {
    kind: "unknown",
    query,
    suggestions: suggest(gazetteer, query, 5).map((entry) => entry.name),
  };
}
