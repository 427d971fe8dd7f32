import "server-only";
import crypto from "node:crypto";
import os from "node:os";
import { fileTypeFromBuffer } from "file-type";
import pLimit from "p-limit";
import sharp from "sharp";
import { PHOTO_LIMITS, PHOTO_TYPES, photoMessages, type PhotoType } from "@/shared/lead/photos";
import { decodeHeic } from "./decode-heic";
import { photoFileName } from "./file-name";
import type { ReceivedPhoto } from "./read-multipart";
import { PhotoRejection } from "./rejection";

/** A received photo whose bytes say it is one of the accepted image types. */
export interface TypedPhoto extends ReceivedPhoto {
  type: PhotoType;
}

/** A photo ready to store: re-encoded, oriented, without metadata (the lead_photos row). */
export interface PreparedPhoto {
  position: number;
  fileName: string;
  contentType: "image/jpeg";
  width: number;
  height: number;
  size: number;
  /** SHA-256 (hex) of the bytes as sent: a retried request must carry the same photos. */
  sourceSha256: string;
  data: Buffer;
}

/**
 * Images with more pixels than this are refused as unreadable before they are decoded (a small
 * file can claim a huge image): 64 megapixels is above every phone camera's default (48-50 MP).
 */
export const MAX_INPUT_PIXELS = 64_000_000;

/** JPEG quality of the stored photos: no visible loss for judging a job site. */
const JPEG_QUALITY = 82;

/**
 * Photos decoded and re-encoded at once, process-wide: half the cores (at least one), so a
 * burst of uploads queues here instead of taking every core from the pages and the API.
 */
export const PHOTO_CONCURRENCY = Math.max(1, Math.floor(os.availableParallelism() / 2));
const limit = pLimit(PHOTO_CONCURRENCY);

// Memory (issue 27): sharp's operation cache kept up to 50 MB of decoded images between
// requests for nothing (no photo is processed twice), and one libvips thread per core per
// image multiplied the pixel buffers; photos are already processed in parallel above.
sharp.cache(false);
sharp.concurrency(1);

const ACCEPTED: ReadonlySet<string> = new Set(PHOTO_TYPES);

/**
 * The type of each photo from its first bytes (never its name or the part's Content-Type);
 * the first that is not JPEG, PNG, WebP or HEIC/HEIF is refused (415).
 */
export async function typePhotos(photos: ReceivedPhoto[]): Promise<TypedPhoto[]> {
  const typed: TypedPhoto[] = [];
  for (const photo of photos) {
    const detected = await fileTypeFromBuffer(photo.bytes);
    if (!detected || !ACCEPTED.has(detected.mime)) {
      throw new PhotoRejection(415, photoMessages.notAnImage(photo.name), {
        position: photo.position,
        fileName: photo.name,
      });
    }
    typed.push({ ...photo, type: detected.mime as PhotoType });
  }
  return typed;
}

/** sharp's input: the file itself, or HEVC-coded HEIC decoded to pixels first. */
async function decodable(photo: TypedPhoto): Promise<ReturnType<typeof sharp>> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" } as const;
  if (photo.type === "image/heic" || photo.type === "image/heif") {
    const { compression } = await sharp(photo.bytes, options).metadata();
    if (compression !== "av1") {
      const pixels = await decodeHeic(photo.bytes, MAX_INPUT_PIXELS);
      return sharp(pixels.data, {
        raw: { width: pixels.width, height: pixels.height, channels: 4 },
      });
    }
  }
  return sharp(photo.bytes, options);
}

/**
 * One photo re-encoded: turned upright from its EXIF orientation first, at most
 * PHOTO_LIMITS.maxLongSide on its long side, transparency on white, JPEG; sharp writes no
 * metadata unless asked, so EXIF (GPS above all), XMP, IPTC and ICC are all gone.
 */
async function reencode(
  photo: TypedPhoto,
): Promise<{ data: Buffer; width: number; height: number }> {
  const image = await decodable(photo);
  const { data, info } = await image
    .rotate()
    .resize({
      width: PHOTO_LIMITS.maxLongSide,
      height: PHOTO_LIMITS.maxLongSide,
      fit: "inside",
      withoutEnlargement: true,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Every photo decoded and re-encoded (PHOTO_CONCURRENCY at a time across the process), before
 * anything is stored; the first one that cannot be decoded, in the order sent, is refused (400).
 */
export async function preparePhotos(photos: TypedPhoto[]): Promise<PreparedPhoto[]> {
  const results = await Promise.allSettled(photos.map((photo) => limit(() => reencode(photo))));
  const taken = new Set<string>();
  return photos.map((photo, index) => {
    const result = results[index]!;
    if (result.status === "rejected") {
      throw new PhotoRejection(400, photoMessages.unreadable(photo.name), {
        position: photo.position,
        fileName: photo.name,
      });
    }
    const fileName = photoFileName(photo.name, photo.position, "jpg", taken);
    taken.add(fileName.toLowerCase());
    return {
      position: photo.position,
      fileName,
      contentType: "image/jpeg",
      width: result.value.width,
      height: result.value.height,
      size: result.value.data.byteLength,
      sourceSha256: crypto.createHash("sha256").update(photo.bytes).digest("hex"),
      data: result.value.data,
    };
  });
}
