import { describe, expect, it } from "vitest";
import { sectionText } from "@/features/search/page-text";
import { answerFor } from "@/features/service-area/check";
import { findPlace } from "@/features/service-area/gazetteer";
import { normaliseName } from "@/features/service-area/names";
import places from "@/features/service-area/places.json";
import { zoneAt } from "@/features/service-area/zones";
import { checkModel, contactModel, content, gazetteer, model } from "./content-model";

const geonames = new Set(places.places.map(([name]) => normaliseName(String(name))));

describe("content/service-area.yaml agrees with the engine", () => {
  it("has the spec's five zones, the core first and the rest of the radius last", () => {
    expect(model.zones.map((zone) => zone.name)).toEqual([
      "Core (Toronto)",
      "Eastern Corridor",
      "Northern Reach",
      "Western Edge",
      `Up to the ${content.site.serviceArea.radiusKm} km radius`,
    ]);
  });

  for (const zone of model.zones) {
    it(`every town listed under ${zone.name} resolves to that zone`, () => {
      const wrong = zone.towns.flatMap((town) => {
        const entry = gazetteer.byKey.get(normaliseName(town));
        if (!entry) return [`${town}: unknown`];
        const answer = answerFor(checkModel, entry);
        const found = answer.kind === "place" ? answer.zone?.id : undefined;
        return found === zone.id ? [] : [`${town}: ${found ?? "no zone"}`];
      });
      expect(wrong).toEqual([]);
    });
  }

  it("lists each town once", () => {
    const towns = model.zones.flatMap((zone) => zone.towns.map(normaliseName));
    expect(towns.filter((town, index) => towns.indexOf(town) !== index)).toEqual([]);
  });

  it("adds only places the GeoNames extract lacks, and every alias names a known place", () => {
    expect(model.places.filter((place) => geonames.has(normaliseName(place.name)))).toEqual([]);
    for (const [alias, target] of Object.entries(model.aliases)) {
      expect(gazetteer.byKey.get(normaliseName(target)), `${alias} -> ${target}`).toBeDefined();
      expect(gazetteer.byKey.get(normaliseName(alias))?.of, alias).toBeDefined();
    }
  });

  it("labels only towns the map can place", () => {
    for (const { town } of model.map.labels) expect(findPlace(gazetteer, town)?.name).toBe(town);
  });

  it("gives every place within the radius a zone, and none beyond it", () => {
    for (const entry of gazetteer.entries) {
      const zone = zoneAt(checkModel, entry.point);
      if (entry.km <= model.radiusKm) expect(zone, entry.name).toBeDefined();
      else expect(zone, entry.name).toBeUndefined();
    }
  });

  it("takes the centre and both radii from site.yaml", () => {
    const { radiusKm, extendedRadiusKm, latitude, longitude, centre } = content.site.serviceArea;
    expect(model).toMatchObject({
      radiusKm,
      extendedRadiusKm,
      centreName: centre,
      centre: { lat: latitude, lon: longitude },
    });
  });
});

describe("the pages", () => {
  const sectionsOf = (slug: string) =>
    content.pages.find((page) => page.slug === slug)?.sections ?? [];

  it("the contact page carries the compact block with the same zones", () => {
    const block = sectionsOf("contact").find((section) => section.type === "service-area");
    expect(block?.type === "service-area" && block.content.variant).toBe("compact");
    expect(contactModel).toEqual(model);
  });

  it("the service-area copy states the check's reading: 100 km as standard, 500 km on request", () => {
    const { radiusKm, extendedRadiusKm, centre } = content.site.serviceArea;
    const text = sectionsOf("service-area").map(sectionText).join(" ");
    expect(text).toContain(`within ${radiusKm} km of ${centre}`);
    expect(text).toContain(`up to ${extendedRadiusKm} km from ${centre} on request`);
    expect(text).toContain("straight-line distance");
  });

  it("the zones' towns are part of the page's text, so search finds them", () => {
    const text = sectionsOf("service-area").map(sectionText).join(" ");
    for (const town of ["Whitby", "Bowmanville", "Woodbridge", "Port Perry"])
      expect(text).toContain(town);
  });
});
