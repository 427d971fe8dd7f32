/**
 * The rules of the photo field, without React or the browser's image code: which chosen files
 * are taken (images only, at most PHOTO_LIMITS.maxFiles in all), whether the prepared photos fit
 * the size limits, and which photo a refusal from the server names.
 */
import { PHOTO_LIMITS, photoMessages, type PhotoError } from "@/shared/lead/photos";

/** A file as the picker gives it: only its name, type and size matter here. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * A photo ready to travel, as a File (bytes, the name it is sent under, its type): the
 * re-encoded JPEG, or the original when the browser cannot decode it.
 */
export type PreparedPhoto = File;

/**
 * - "image": an image the browser should decode and downscale;
 * - "heif": HEIC/HEIF, which only some browsers decode; the server reads it, so the original
 *   may travel when the browser cannot;
 * - "not-image": refused at once.
 */
export type FileKind = "image" | "heif" | "not-image";

const HEIF_TYPES = new Set([
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
]);
const HEIF_NAME = /\.(heic|heif)$/i;
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|bmp)$/i;
/** What browsers report for a file whose type they do not know (HEIC on many systems). */
const UNKNOWN_TYPES = new Set(["", "application/octet-stream"]);

export function fileKind(file: Pick<ChosenFile, "name" | "type">): FileKind {
  const type = file.type.toLowerCase();
  if (HEIF_TYPES.has(type)) return "heif";
  if (UNKNOWN_TYPES.has(type)) {
    if (HEIF_NAME.test(file.name)) return "heif";
    return IMAGE_NAME.test(file.name) ? "image" : "not-image";
  }
  return type.startsWith("image/") ? "image" : "not-image";
}

export interface Choice<F extends ChosenFile> {
  /** The files taken, in the order chosen. */
  taken: F[];
  /** One message per refusal: a file that is not an image (named), then too many photos (once). */
  errors: string[];
}

/** Takes the newly chosen files that are images while there is room beside the `current` photos. */
export function choosePhotos<F extends ChosenFile>(
  current: number,
  files: readonly F[],
): Choice<F> {
  const taken: F[] = [];
  const errors: string[] = [];
  let tooMany = false;
  for (const file of files) {
    if (fileKind(file) === "not-image") errors.push(photoMessages.notAnImage(file.name));
    else if (current + taken.length >= PHOTO_LIMITS.maxFiles) tooMany = true;
    else taken.push(file);
  }
  if (tooMany) errors.push(photoMessages.tooMany());
  return { taken, errors };
}

/**
 * The first size limit the photos break, as the visitor's message: a photo over
 * PHOTO_LIMITS.maxFileBytes (named), else all of them over PHOTO_LIMITS.maxTotalBytes.
 */
export function sizeProblem(
  photos: readonly { name: string; size: number }[],
): { message: string; index?: number } | undefined {
  const index = photos.findIndex((photo) => photo.size > PHOTO_LIMITS.maxFileBytes);
  if (index >= 0) return { message: photoMessages.tooLarge(photos[index]!.name), index };
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);
  if (total > PHOTO_LIMITS.maxTotalBytes) return { message: photoMessages.totalTooLarge() };
  return undefined;
}

/** A refusal of POST /api/email that is about the photos: its message and the 0-based photo it names. */
export function photoErrorOf(
  body: unknown,
  photoCount: number,
): { message: string; index?: number } | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { error, field, photo } = body as Partial<Record<keyof PhotoError, unknown>>;
  if (field !== "photos" || typeof error !== "string" || error.trim() === "") return undefined;
  const named = typeof photo === "number" && Number.isInteger(photo) && photo >= 1;
  return named && photo <= photoCount ? { message: error, index: photo - 1 } : { message: error };
}
