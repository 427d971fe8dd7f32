import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Uploaded photos as a visitor may receive them (issue 24): turned upright, at most
 * MAX_WIDTH pixels wide and re-encoded without any metadata (EXIF, GPS, XMP, camera profile).
 * sharp drops metadata unless asked to keep it. A file already clean and small enough is left
 * as it is, so running the build again changes nothing.
 */

/** Wide enough for a full-width picture on a large screen; next/image sizes it down further. */
export const MAX_WIDTH = 2000;
const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

async function needsWork(file: string): Promise<boolean> {
  const meta = await sharp(file).metadata();
  const carries = Boolean(meta.exif || meta.xmp || meta.iptc || meta.icc);
  return carries || (meta.width ?? 0) > MAX_WIDTH || (meta.orientation ?? 1) !== 1;
}

export async function reencodePhoto(file: string): Promise<boolean> {
  if (!(await needsWork(file))) return false;
  const image = sharp(file).rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true });
  const ext = path.extname(file).toLowerCase();
  const encoded =
    ext === ".png"
      ? image.png()
      : ext === ".webp"
        ? image.webp({ quality: 82 })
        : ext === ".avif"
          ? image.avif({ quality: 60 })
          : image.jpeg({ quality: 82, mozjpeg: true });
  const buffer = await encoded.toBuffer();
  // Written beside and renamed over, so a stopped build never leaves half a photo.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, buffer);
  fs.renameSync(temporary, file);
  return true;
}

/** Every photo under a folder, recursively; returns the ones rewritten. */
export async function reencodePhotos(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const rewritten: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !PHOTO.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (await reencodePhoto(file)) rewritten.push(file);
  }
  return rewritten;
}
