/**
 * Makes a chosen photo ready to travel, in the browser: decoded with the phone's rotation applied,
 * drawn at most PHOTO_LIMITS.maxLongSide pixels on its long side and re-encoded as JPEG, which
 * also leaves its metadata (GPS location) behind. HEIC/HEIF that this browser cannot decode
 * (Chrome, Firefox) travels as it is when small enough: the server decodes it.
 *
 * Loaded with import() when the visitor first picks a file, so none of this is in the page's
 * first script.
 */
import { PHOTO_LIMITS, photoMessages } from "@/shared/lead/photos";
import { fileKind, type PreparedPhoto } from "./photo-list";
import { fitWithin, UPLOAD_QUALITY, UPLOAD_TYPE, uploadName, type Size } from "./photo-scaling";

export type Preparation = { ok: true; photo: PreparedPhoto } | { ok: false; error: string };

/** The decoded image, upright; undefined when this browser cannot decode the file. */
async function decode(file: Blob): Promise<ImageBitmap | undefined> {
  if (typeof createImageBitmap !== "function") return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    // A browser that does not know the option value refuses the call (TypeError): those apply
    // the file's orientation by default, so decode without it. Anything else: not decodable.
    if (!(error instanceof TypeError)) return undefined;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      return undefined;
    }
  }
  if (bitmap.width > 0 && bitmap.height > 0) return bitmap;
  bitmap.close();
  return undefined;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D | null, bitmap: ImageBitmap, size: Size) {
  if (!context) throw new Error("No 2D canvas");
  // JPEG has no transparency: a transparent PNG gets a white background rather than black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

async function encode(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(size.width, size.height);
    draw(canvas.getContext("2d"), bitmap, size);
    return canvas.convertToBlob({ type: UPLOAD_TYPE, quality: UPLOAD_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext("2d"), bitmap, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The canvas gave no image"))),
      UPLOAD_TYPE,
      UPLOAD_QUALITY,
    );
  });
}

/** Downscaled and re-encoded, or the reason the photo cannot be sent (naming it). */
export async function preparePhoto(file: File): Promise<Preparation> {
  const kind = fileKind(file);
  if (kind === "not-image") return { ok: false, error: photoMessages.notAnImage(file.name) };
  const bitmap = await decode(file);
  if (!bitmap) {
    if (kind !== "heif") return { ok: false, error: photoMessages.unreadable(file.name) };
    if (file.size > PHOTO_LIMITS.maxFileBytes) {
      return { ok: false, error: photoMessages.tooLarge(file.name) };
    }
    return { ok: true, photo: file };
  }
  try {
    const blob = await encode(bitmap, fitWithin(bitmap));
    if (blob.type !== UPLOAD_TYPE) throw new Error(`The canvas wrote ${blob.type}`);
    if (blob.size > PHOTO_LIMITS.maxFileBytes) {
      return { ok: false, error: photoMessages.tooLarge(file.name) };
    }
    const photo = new File([blob], uploadName(file.name), { type: UPLOAD_TYPE });
    return { ok: true, photo };
  } catch {
    return { ok: false, error: photoMessages.unreadable(file.name) };
  } finally {
    bitmap.close();
  }
}
