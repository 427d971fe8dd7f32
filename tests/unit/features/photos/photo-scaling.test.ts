import { describe, expect, it } from "vitest";
import { fitWithin, uploadName } from "@/features/photos/photo-scaling";
import { PHOTO_LIMITS } from "@/shared/lead/photos";

describe("fitWithin", () => {
  it.each([
    ["a 12 MP landscape phone photo", { width: 4032, height: 3024 }, { width: 2048, height: 1536 }],
    ["the same photo upright", { width: 3024, height: 4032 }, { width: 1536, height: 2048 }],
    ["a 48 MP photo", { width: 8064, height: 6048 }, { width: 2048, height: 1536 }],
    ["a square", { width: 3000, height: 3000 }, { width: 2048, height: 2048 }],
    ["16:9, rounded to whole pixels", { width: 3840, height: 2160 }, { width: 2048, height: 1152 }],
    [
      "a panorama, never below one pixel",
      { width: 100_000, height: 20 },
      { width: 2048, height: 1 },
    ],
    ["exactly the limit: unchanged", { width: 2048, height: 1000 }, { width: 2048, height: 1000 }],
    ["smaller: never enlarged", { width: 800, height: 600 }, { width: 800, height: 600 }],
    ["one pixel", { width: 1, height: 1 }, { width: 1, height: 1 }],
  ])("%s", (_, size, expected) => {
    expect(fitWithin(size)).toEqual(expected);
  });

  it("keeps the aspect ratio within a pixel and the long side at the limit", () => {
    for (const [width, height] of [
      [4000, 3000],
      [5472, 3648],
      [3264, 2448],
      [4624, 3468],
      [2049, 7],
    ] as const) {
      const fitted = fitWithin({ width, height });
      expect(Math.max(fitted.width, fitted.height)).toBe(PHOTO_LIMITS.maxLongSide);
      const short = Math.min(width, height) * (PHOTO_LIMITS.maxLongSide / Math.max(width, height));
      expect(Math.abs(Math.min(fitted.width, fitted.height) - short)).toBeLessThanOrEqual(0.5);
    }
  });

  it("takes another limit", () => {
    expect(fitWithin({ width: 1000, height: 500 }, 100)).toEqual({ width: 100, height: 50 });
  });

  it.each([
    [0, 10],
    [10, 0],
    [-1, 10],
    [Number.NaN, 10],
  ])("refuses %d x %d, which is no image", (width, height) => {
    expect(() => fitWithin({ width, height })).toThrow(RangeError);
  });
});

describe("uploadName", () => {
  it.each([
    ["IMG_0001.JPG", "IMG_0001.jpg"],
    ["IMG_0001.jpeg", "IMG_0001.jpg"],
    ["screenshot.png", "screenshot.jpg"],
    ["site.photo.webp", "site.photo.jpg"],
    ["IMG_2001.HEIC", "IMG_2001.jpg"],
    ["no extension", "no extension.jpg"],
    [".png", "photo.jpg"],
    ["", "photo.jpg"],
  ])("%j is sent as %j", (name, expected) => {
    expect(uploadName(name)).toBe(expected);
  });
});
