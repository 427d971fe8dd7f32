import type { ServiceAreaModel } from "@/content/service-area";
import { distanceKm, type GeoPoint } from "./geo";
import { normaliseName } from "./names";

/** places.json: [name, latitude, longitude] per place (written by scripts/build-places.ts). */
export interface PlaceData {
  places: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** What the gazetteer takes from the model besides the GeoNames places. */
export type GazetteerSource = Pick<
  ServiceAreaModel,
  "centre" | "centreName" | "places" | "aliases"
>;

/** A name the check knows: a place, or another name for one (`of`). */
export interface PlaceEntry {
  name: string;
  of?: string;
  point: GeoPoint;
  key: string;
  /** Straight-line distance from the centre, km. */
  km: number;
}

export interface Gazetteer {
  entries: PlaceEntry[];
  byKey: Map<string, PlaceEntry>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every name the check answers for: the centre itself ("Downtown Toronto"), the places content
 * adds, the GeoNames places, then the aliases. The first spelling of a name wins, so a place in
 * content overrides a GeoNames place of the same name.
 */
export function buildGazetteer(source: GazetteerSource, data: PlaceData): Gazetteer {
  const byKey = new Map<string, PlaceEntry>();
  const add = (name: string, point: GeoPoint, of?: string) => {
    const key = normaliseName(name);
    if (key === "" || byKey.has(key)) return;
    byKey.set(key, {
      name,
      point,
      key,
      km: distanceKm(source.centre, point),
      ...(of ? { of } : {}),
    });
  };
  add(capitalised(source.centreName), source.centre);
  for (const place of source.places) add(place.name, { lat: place.lat, lon: place.lon });
  for (const [name, lat, lon] of data.places) {
    if (typeof name === "string" && typeof lat === "number" && typeof lon === "number")
      add(name, { lat, lon });
  }
  for (const [alias, target] of Object.entries(source.aliases)) {
    const place = byKey.get(normaliseName(target));
    if (place) add(alias, place.point, place.of ?? place.name);
  }
  return { entries: [...byKey.values()], byKey };
}

/** 0: the whole name; 1: the name starts with the query; 2: a later word does; else no match. */
function rank(entry: PlaceEntry, query: string): number | undefined {
  if (entry.key === query) return 0;
  if (entry.key.startsWith(query)) return 1;
  for (let at = entry.key.indexOf(" "); at !== -1; at = entry.key.indexOf(" ", at + 1)) {
    if (entry.key.startsWith(query, at + 1)) return 2;
  }
  return undefined;
}

/** Names matching what has been typed so far: best match first, then the nearest. */
export function suggest(gazetteer: Gazetteer, typed: string, limit = 8): PlaceEntry[] {
  const query = normaliseName(typed);
  if (query === "") return [];
  return gazetteer.entries
    .flatMap((entry) => {
      const score = rank(entry, query);
      return score === undefined ? [] : [{ entry, score }];
    })
    .sort((a, b) => a.score - b.score || a.entry.km - b.entry.km)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** The place a typed name means: the same name, or the only suggestion. */
export function findPlace(gazetteer: Gazetteer, typed: string): PlaceEntry | undefined {
  const exact = gazetteer.byKey.get(normaliseName(typed));
  if (exact) return exact;
  const candidates = suggest(gazetteer, typed, 2);
  return candidates.length === 1 ? candidates[0] : undefined;
}
