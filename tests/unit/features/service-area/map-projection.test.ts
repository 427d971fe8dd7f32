import { describe, expect, it } from "vitest";
import {
  circlePath,
  frameAt,
  outlinePath,
  project,
  sectorPath,
} from "@/features/service-area/map-projection";
import { distanceKm } from "@/features/service-area/geo";
import { gazetteer, model } from "./content-model";

const frame = frameAt(model.centre);

describe("the map's projection", () => {
  it("puts the centre at the origin, north up and east right, one unit a kilometre", () => {
    expect(project(frame, model.centre)).toEqual({ x: 0, y: 0 });
    const north = project(frame, { lat: model.centre.lat + 0.5, lon: model.centre.lon });
    expect(north.x).toBeCloseTo(0, 6);
    expect(north.y).toBeCloseTo(-55.6, 1);
  });

  it("keeps every town within 100 km of the centre within 1 % of its true distance", () => {
    for (const entry of gazetteer.entries.filter((e) => e.km > 5 && e.km <= 100)) {
      const { x, y } = project(frame, entry.point);
      expect(Math.hypot(x, y) / distanceKm(model.centre, entry.point), entry.name).toBeCloseTo(
        1,
        1,
      );
    }
  });
});

describe("paths", () => {
  it.each([
    ["a quarter wedge to the east", sectorPath(0, 90, 50), "M0 0L0 -50A50 50 0 0 1 50 0Z"],
    ["a wedge through north", sectorPath(315, 30, 10), "M0 0L-7.1 -7.1A10 10 0 0 1 5 -8.7Z"],
    ["a wedge past half a turn", sectorPath(0, 270, 10), "M0 0L0 -10A10 10 0 1 1 -10 0Z"],
    ["a circle", circlePath(100), "M-100 0A100 100 0 1 1 100 0A100 100 0 1 1 -100 0Z"],
  ])("%s", (_, path, expected) => {
    expect(path).toBe(expected);
  });

  it("an outline is one closed path through its vertices", () => {
    const path = outlinePath(frame, [
      [model.centre.lat, model.centre.lon],
      [model.centre.lat + 0.1, model.centre.lon],
      [model.centre.lat, model.centre.lon + 0.1],
    ]);
    expect(path).toMatch(/^M0 0L0 -11\.1L8\.1 0Z$/);
  });
});
