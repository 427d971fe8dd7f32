import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { PHOTO_FIELDS } from "@/shared/lead/photos";
import type { DatabaseHandle } from "@/server/db/client";
import { leadPhotos, leads, outbox } from "@/server/db/schema";
import { postRequest } from "./pipeline";

/** The committed photo fixtures (made by tests/support/make-photo-fixtures.ts). */
export const PHOTO_FIXTURES = path.resolve("tests/fixtures/photos");

export interface PhotoPart {
  name: string;
  bytes: Uint8Array;
  /** The part's Content-Type as a browser would send it (the server never trusts it). */
  type?: string;
}

export function fixture(name: string, sentAs = name, type = "image/jpeg"): PhotoPart {
  return { name: sentAs, bytes: fs.readFileSync(path.join(PHOTO_FIXTURES, name)), type };
}

export function sha256(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

/** `size` bytes that start like a JPEG (FF D8 FF) and are noise after. */
export function jpegLike(name: string, size: number): PhotoPart {
  const bytes = crypto.randomBytes(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return { name, bytes, type: "image/jpeg" };
}

/**
 * A POST /api/email with photos exactly as a browser's FormData sends it: the `request` field
 * (the JSON body of a request without photos) first, then each file as a `photos` part.
 */
export function photoRequest(
  body: unknown,
  photos: PhotoPart[],
  init: { headers?: Record<string, string>; fileField?: string } = {},
): Request {
  const form = new FormData();
  form.append(PHOTO_FIELDS.request, JSON.stringify(body));
  for (const photo of photos) {
    form.append(
      init.fileField ?? PHOTO_FIELDS.photos,
      new File([new Uint8Array(photo.bytes)], photo.name, {
        type: photo.type ?? "application/octet-stream",
      }),
    );
  }
  // Encoded by the Fetch implementation itself, boundary and all; the content type comes with it.
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return postRequest(null, {
    raw: encoded.body!,
    headers: { "content-type": encoded.headers.get("content-type")!, ...init.headers },
  });
}

/** Rows in leads, lead_photos and outbox: what "nothing stored" is checked against. */
export async function storedCounts(handle: DatabaseHandle) {
  const rows = async (table: typeof leads | typeof leadPhotos | typeof outbox) => {
    const [row] = await handle.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  return { leads: await rows(leads), photos: await rows(leadPhotos), outbox: await rows(outbox) };
}
