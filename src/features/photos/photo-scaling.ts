/**
 * The size and format a job-site photo travels in: at most PHOTO_LIMITS.maxLongSide pixels on its
 * long side, re-encoded as JPEG. Pure arithmetic and naming; the decoding and drawing happen in
 * photo-prepare.ts, which the page loads only when the visitor picks a photo.
 */
import { PHOTO_LIMITS } from "@/shared/lead/photos";

/** JPEG: every browser encodes it from a canvas (Safari's toBlob has no WebP) and the server reads it. */
export const UPLOAD_TYPE = "image/jpeg";
/** A 12 MP phone photo at 2048 px: about 300 to 700 KB, with no visible loss at the estimator's zoom. */
export const UPLOAD_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw an image at so its long side is at most `maxLongSide`, keeping its aspect
 * ratio (rounded to whole pixels, never below 1). An image already small enough keeps its size:
 * photos are never enlarged.
 */
export function fitWithin(size: Size, maxLongSide: number = PHOTO_LIMITS.maxLongSide): Size {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw new RangeError(`Not an image size: ${width}x${height}`);
  const long = Math.max(width, height);
  if (long <= maxLongSide) return { width, height };
  const scale = maxLongSide / long;
  return {
    width: width >= height ? maxLongSide : Math.max(1, Math.round(width * scale)),
    height: height >= width ? maxLongSide : Math.max(1, Math.round(height * scale)),
  };
}

/** The name a re-encoded photo is sent under: the visitor's name with a .jpg extension. */
export function uploadName(name: string): string {
  const base = name.replace(/\.[^./\\]{1,5}$/, "");
  return `${base || "photo"}.jpg`;
}
