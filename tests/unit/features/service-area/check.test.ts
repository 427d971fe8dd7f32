import { describe, expect, it } from "vitest";
import { checkQuery } from "@/features/service-area/check";
import { suggest } from "@/features/service-area/gazetteer";
import { checkModel, content, gazetteer } from "./content-model";

const check = (typed: string) => checkQuery(checkModel, gazetteer, typed);
const { radiusKm, extendedRadiusKm } = content.site.serviceArea;

describe("do you work in my area?", () => {
  // Distances: GeoNames' point for each place, straight line from Toronto City Hall, whole km.
  it.each([
    ["Downtown Toronto", "Downtown Toronto", "core", 0, "standard"],
    ["Toronto", "Toronto", "core", 6, "standard"],
    ["Scarborough", "Scarborough", "core", 17, "standard"],
    ["Oshawa", "Oshawa", "eastern", 51, "standard"],
    ["mississauga", "Mississauga", "western", 24, "standard"],
    ["Barrie", "Barrie", "ring", 86, "standard"],
    ["Hamilton", "Hamilton", "ring", 59, "standard"],
    ["Kitchener", "Kitchener", "ring", 94, "standard"],
    ["Newmarket", "Newmarket", "northern", 45, "standard"],
    ["St. Catharines", "St. Catharines", "ring", 55, "standard"],
    ["Ottawa", "Ottawa", undefined, 351, "on-request"],
    ["Sudbury", "Sudbury", undefined, 340, "on-request"],
    ["Thunder Bay", "Thunder Bay", undefined, 925, "outside"],
  ])("%s: %s, zone %s, %i km, %s", (typed, place, zone, km, reach) => {
    const answer = check(typed);
    expect(answer).toMatchObject({ kind: "place", place, km, reach });
    expect(answer.kind === "place" ? answer.zone?.id : "not a place").toBe(zone);
  });

  it("the 100 km and 500 km readings are site.yaml's", () => {
    expect([radiusKm, extendedRadiusKm]).toEqual([
      checkModel.radiusKm,
      checkModel.extendedRadiusKm,
    ]);
    expect(check("Kitchener")).toMatchObject({ reach: "standard" }); // 94 km: just inside
    expect(check("Peterborough")).toMatchObject({ reach: "on-request" }); // 112 km: just beyond
  });

  it.each([
    ["st catharines", "St. Catharines"],
    ["ST. CATHARINES", "St. Catharines"],
    ["Saint-Catharines", "St. Catharines"],
    ["sault sainte marie", "Sault Ste. Marie"],
    ["  oshawa ", "Oshawa"],
  ])("tolerates case, periods and Saint: %j is %s", (typed, place) => {
    expect(check(typed)).toMatchObject({ kind: "place", place });
  });

  it("tolerates accents both ways: Orléans and Orleans are Ottawa's", () => {
    for (const typed of ["Orléans", "orleans", "ORLEANS"]) {
      expect(check(typed)).toMatchObject({
        kind: "place",
        place: "Orléans",
        of: "Ottawa",
        reach: "on-request",
      });
    }
    expect(check("Mîssïssaugà")).toMatchObject({ kind: "place", place: "Mississauga" });
  });

  it("an unknown name says so and offers what is close", () => {
    expect(check("Atlantis")).toEqual({ kind: "unknown", query: "Atlantis", suggestions: [] });
    const port = check("Port");
    expect(port.kind).toBe("unknown");
    expect(port.kind === "unknown" && port.suggestions).toContain("Port Perry");
  });

  it("a postal code starting with M is Toronto, the core", () => {
    for (const typed of ["M5V 3L9", "m5v3l9", "M1B"]) {
      const answer = check(typed);
      expect(answer).toMatchObject({ kind: "toronto-postal-code", zone: { id: "core" } });
      expect(answer.kind === "toronto-postal-code" && answer.withinKm).toBeLessThan(35);
    }
    expect(check("m5v3l9")).toMatchObject({ code: "M5V 3L9" });
  });

  it("any other postal code asks for the town", () => {
    expect(check("L1H 7K4")).toEqual({ kind: "other-postal-code", code: "L1H 7K4" });
    expect(check("k1a0a6")).toEqual({ kind: "other-postal-code", code: "K1A 0A6" });
  });

  it("an empty box is not a question", () => {
    expect(check("   ")).toEqual({ kind: "empty" });
  });
});

describe("suggestions as the visitor types", () => {
  const names = (typed: string) => suggest(gazetteer, typed).map((entry) => entry.name);

  it("start with the names that begin with the text, nearest first", () => {
    expect(names("osh")[0]).toBe("Oshawa");
    expect(names("mis")[0]).toBe("Mississauga");
    expect(names("Ham")[0]).toBe("Hamilton");
  });

  it("find a later word too, and St. as Saint", () => {
    expect(names("sudb")).toEqual(expect.arrayContaining(["Greater Sudbury", "Sudbury"]));
    expect(names("St. Cath")[0]).toBe("St. Catharines");
    expect(names("st")).toEqual(expect.arrayContaining(["Stouffville", "Stoney Creek"]));
  });

  it("are at most eight, and none for an empty box", () => {
    expect(names("a").length).toBe(8);
    expect(names(" ")).toEqual([]);
  });
});
