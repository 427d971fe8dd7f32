/**
 * Job-site photos sent with a quote request: the limits and the wire format the browser and
 * the server share. A request with photos is multipart/form-data: a `request` field first,
 * holding exactly the JSON body of a request without photos, then up to five `photos` files.
 */

export const PHOTO_LIMITS = {
  maxFiles: 5,
  /** Per file, as sent (after the browser's downscale). */
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
  /** The browser downscales to this many pixels on the long side before sending. */
  maxLongSide: 2048,
} as const;

/** The multipart field names. */
export const PHOTO_FIELDS = { request: "request", photos: "photos" } as const;

/** What the server accepts, decided from the file's bytes. */
export const PHOTO_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The error body of a refused photo: which one (1-based, in the order sent) and its name. */
export interface PhotoError {
  error: string;
  field: "photos";
  photo?: number;
  fileName?: string;
}

const MB = 1024 * 1024;

/** The messages a visitor sees, the same from the browser's own check and the server's. */
export const photoMessages = {
  tooMany: () => `You can add at most ${PHOTO_LIMITS.maxFiles} photos.`,
  tooLarge: (name: string) =>
    `${name} is larger than ${PHOTO_LIMITS.maxFileBytes / MB} MB. Please choose a smaller photo.`,
  totalTooLarge: () =>
    `The photos add up to more than ${PHOTO_LIMITS.maxTotalBytes / MB} MB. Please remove one or send fewer.`,
  notAnImage: (name: string) =>
    `${name} is not a photo we can read. Please send JPEG, PNG, WebP or HEIC images.`,
  unreadable: (name: string) =>
    `${name} could not be opened as an image. Please choose another photo.`,
} as const;
