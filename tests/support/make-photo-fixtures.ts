/**
 * Makes the photo fixtures in tests/fixtures/photos/ (committed; run again only to change them):
 *
 *   npx tsx tests/support/make-photo-fixtures.ts   (from the project's folder)
 *
 * - phone-gps.jpg: what a phone camera writes, 4032 x 3024 pixels stored sideways with EXIF
 *   Orientation 6 (turn 90 degrees clockwise to show), the camera's make and model, the time,
 *   and a GPS position with altitude (a public square in Toronto). A red block sits in the
 *   stored top-left corner: shown upright, it is at the top right.
 * - transparent.png, small.webp: other accepted types, small.
 * - not-a-photo.jpg: text with a .jpg name.
 * - truncated.jpg: a JPEG cut off halfway (right magic bytes, cannot be decoded).
 * - phone.heic: HEVC-coded HEIC as iPhones write it, made with heif-enc (Debian's
 *   libheif-examples, which encodes with x265); skipped with a note when heif-enc is missing.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const dir = path.resolve("tests/fixtures/photos");

/** GPS in EXIF's rational degrees, minutes, seconds: 43°39'12.34" N, 79°22'45.67" W, 76.5 m. */
const FIXTURE_GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "43/1 39/1 1234/100",
  GPSLongitudeRef: "W",
  GPSLongitude: "79/1 22/1 4567/100",
  GPSAltitudeRef: "0",
  GPSAltitude: "7650/100",
};

/** A grey, grainy slab with a dark saw cut across it and the red orientation marker. */
async function jobSite(width: number, height: number): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#8c8c8c",
      noise: { type: "gaussian", mean: 140, sigma: 30 },
    },
  })
    .blur(1)
    .png()
    .toBuffer();
  const marker = Math.round(width / 10);
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0" y="0" width="${marker}" height="${marker}" fill="#e00000"/>` +
      `<line x1="${width * 0.2}" y1="${height * 0.8}" x2="${width * 0.9}" y2="${height * 0.3}" stroke="#202020" stroke-width="${Math.round(width / 80)}"/>` +
      `</svg>`,
  );
  return sharp(grain)
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
}

async function main() {
  fs.mkdirSync(dir, { recursive: true });
  const write = (name: string, data: Buffer | string) => {
    fs.writeFileSync(path.join(dir, name), data);
    console.log(`${name}: ${fs.statSync(path.join(dir, name)).size} bytes`);
  };

  const phone = await sharp(await jobSite(4032, 3024))
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "Example", Model: "Phone 12", DateTime: "2026:03:02 09:15:00" },
      IFD2: { DateTimeOriginal: "2026:03:02 09:15:00" },
      IFD3: FIXTURE_GPS,
    })
    .jpeg({ quality: 85 })
    .toBuffer();
  write("phone-gps.jpg", phone);

  const small = await jobSite(640, 480);
  write("transparent.png", await sharp(small).ensureAlpha(0.6).resize(320, 240).png().toBuffer());
  write("small.webp", await sharp(small).webp({ quality: 80 }).toBuffer());
  write(
    "not-a-photo.jpg",
    "These are the measurements of the job: 3 holes, 4 inch, 8 inch slab.\n",
  );
  const whole = await sharp(small).jpeg({ quality: 90 }).toBuffer();
  write("truncated.jpg", whole.subarray(0, Math.floor(whole.length / 2)));

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "photo-fixtures-"));
  try {
    const png = path.join(work, "phone.png");
    await sharp(await jobSite(1280, 960)).toFile(png);
    execFileSync("heif-enc", ["--quality", "60", "-o", path.join(dir, "phone.heic"), png]);
    console.log(`phone.heic: ${fs.statSync(path.join(dir, "phone.heic")).size} bytes`);
  } catch (error) {
    console.log(`phone.heic not made (install libheif-examples for heif-enc): ${error}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
