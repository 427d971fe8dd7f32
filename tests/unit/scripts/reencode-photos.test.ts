import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_WIDTH, reencodePhotos } from "../../../scripts/admin/reencode-photos";

/** A phone photo as the owner uploads it: large, with GPS coordinates in its EXIF. */
async function phonePhoto(file: string, width: number) {
  await sharp({
    create: { width, height: Math.round(width * 0.75), channels: 3, background: "#886" },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone", Model: "Test" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "43/1 39/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "79/1 23/1 0/1",
      },
    })
    .toFile(file);
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("uploaded photos (issue 24)", () => {
  it("are re-encoded without EXIF or GPS and no wider than the page needs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    dirs.push(dir);
    const file = path.join(dir, "nested", "slab-core.jpg");
    fs.mkdirSync(path.dirname(file));
    await phonePhoto(file, 3200);
    expect((await exifr.gps(file))?.latitude).toBeCloseTo(43.65, 1);

    expect(await reencodePhotos(dir)).toEqual([file]);
    expect(await exifr.parse(file)).toBeUndefined();
    const meta = await sharp(file).metadata();
    expect(meta.width).toBe(MAX_WIDTH);
    expect(meta.format).toBe("jpeg");
    // A clean photo is left alone on the next build.
    expect(await reencodePhotos(dir)).toEqual([]);
  });

  it("keeps a small photo's size while dropping its metadata", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
    dirs.push(dir);
    const file = path.join(dir, "small.jpg");
    await phonePhoto(file, 800);
    expect(await reencodePhotos(dir)).toEqual([file]);
    expect((await sharp(file).metadata()).width).toBe(800);
    expect(await exifr.gps(file)).toBeUndefined();
  });
});
