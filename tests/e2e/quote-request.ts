import crypto from "node:crypto";
import sharp from "sharp";
import { PHOTO_FIELDS } from "../../src/shared/lead/photos";

export interface Photo {
  name: string;
  bytes: Buffer;
}

/** Distinct camera-sized JPEGs (noise does not compress: five are well over nginx's 1 MB default). */
export async function cameraPhotos(count = 5): Promise<Photo[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `IMG_00${index + 1}.jpg`,
      bytes: await sharp(crypto.randomBytes(1600 * 1200 * 3), {
        raw: { width: 1600, height: 1200, channels: 3 },
      })
        .jpeg({ quality: 90 })
        .toBuffer(),
    })),
  );
}

/** A quote request with photos as the browser's FormData sends it: the bytes and their type. */
export async function quoteRequest(photos: Photo[], n: number, who = "Dana Proxy") {
  const form = new FormData();
  form.append(
    PHOTO_FIELDS.request,
    JSON.stringify({
      payload: {
        name: `${who} ${n}`,
        email: `${who.toLowerCase().replace(/\W+/g, ".")}${n}@example.test`,
        phone: "(416) 555-0163",
        message: "Two door openings in a poured basement wall, photos attached.",
      },
      recaptchaToken: `stand-in-token-${n}`,
      idempotencyKey: crypto.randomUUID(),
    }),
  );
  for (const photo of photos) {
    form.append(
      PHOTO_FIELDS.photos,
      new File([new Uint8Array(photo.bytes)], photo.name, { type: "image/jpeg" }),
    );
  }
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}
