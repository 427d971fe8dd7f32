import { describe, expect, it } from "vitest";
import {
  bearingDeg,
  bearingInRange,
  distanceKm,
  insidePolygon,
  type LatLon,
} from "@/features/service-area/geo";

const cityHall = { lat: 43.6534, lon: -79.3839 };

describe("distanceKm (haversine)", () => {
  it.each([
    // One degree of a great circle on the mean sphere: 2 pi R / 360.
    ["a degree of latitude", { lat: 0, lon: 0 }, { lat: 1, lon: 0 }, 111.195],
    ["a degree of longitude on the equator", { lat: 0, lon: 0 }, { lat: 0, lon: 1 }, 111.195],
    ["pole to pole", { lat: 90, lon: 0 }, { lat: -90, lon: 0 }, 20015.115],
    ["antipodes on the equator", { lat: 0, lon: 0 }, { lat: 0, lon: 180 }, 20015.115],
    ["a point to itself", cityHall, cityHall, 0],
  ])("%s", (_, from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, 2);
  });

  it("is symmetric, and Toronto City Hall to Ottawa's Parliament Hill is about 352 km", () => {
    const parliament = { lat: 45.4236, lon: -75.7009 };
    expect(distanceKm(cityHall, parliament)).toBeCloseTo(distanceKm(parliament, cityHall), 9);
    expect(distanceKm(cityHall, parliament)).toBeGreaterThan(350);
    expect(distanceKm(cityHall, parliament)).toBeLessThan(354);
  });
});

describe("bearingDeg", () => {
  it.each([
    ["north", { lat: 44.6534, lon: -79.3839 }, 0],
    ["east (along a parallel, a touch north of due east)", { lat: 43.6534, lon: -78.3839 }, 89.66],
    ["south", { lat: 42.6534, lon: -79.3839 }, 180],
    ["west", { lat: 43.6534, lon: -80.3839 }, 270.34],
  ])("%s", (_, to, bearing) => {
    expect(bearingDeg(cityHall, to)).toBeCloseTo(bearing, 1);
  });
});

describe("bearingInRange", () => {
  it.each([
    [10, 0, 90, true],
    [0, 0, 90, true],
    [90, 0, 90, false],
    [350, 315, 30, true],
    [10, 315, 30, true],
    [30, 315, 30, false],
    [200, 315, 30, false],
  ])("%i in [%i, %i): %s", (bearing, from, to, inside) => {
    expect(bearingInRange(bearing, from, to)).toBe(inside);
  });
});

describe("insidePolygon", () => {
  const square: LatLon[] = [
    [0, 0],
    [0, 10],
    [10, 10],
    [10, 0],
  ];
  const notch: LatLon[] = [
    [0, 0],
    [0, 10],
    [10, 10],
    [10, 6],
    [4, 5],
    [10, 4],
    [10, 0],
  ];
  it.each([
    ["the middle of a square", square, { lat: 5, lon: 5 }, true],
    ["outside a square", square, { lat: 5, lon: 11 }, false],
    ["the notch of a concave shape", notch, { lat: 8, lon: 5 }, false],
    ["beside the notch", notch, { lat: 8, lon: 2 }, true],
  ])("%s", (_, polygon, point, inside) => {
    expect(insidePolygon(point, polygon)).toBe(inside);
  });
});
