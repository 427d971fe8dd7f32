/**
 * Sending a quote request with photos (src/shared/lead/photos.ts): multipart/form-data to the
 * same endpoint, the `request` field first holding exactly the JSON body of a request without
 * photos, then one `photos` part per photo. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. Loaded with import() when the visitor first picks a photo.
 */
import { PHOTO_FIELDS } from "@/shared/lead/photos";
import { LEAD_ENDPOINT } from "@/shared/lead/constants";
import type { PreparedPhoto } from "./photo-list";
import type { LeadRequest } from "@/features/contact/request";

/** What the visitor reads when the request could not be sent at all (no answer from the server). */
export const UPLOAD_FAILED =
  "Your request and photos could not be sent. Please check your connection and try again.";

/** The multipart body: `request` first (the server reads it before any photo), then the photos. */
export function leadFormData(request: LeadRequest, photos: readonly PreparedPhoto[]): FormData {
  const body = new FormData();
  body.append(PHOTO_FIELDS.request, JSON.stringify(request));
  for (const photo of photos) body.append(PHOTO_FIELDS.photos, photo, photo.name);
  return body;
}

/** Statuses whose answer cannot have a body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * POST the request with its photos. `onProgress` gets the share of the body sent, 0 to 100.
 * Resolves with the answer as a Response (read like postLead's); rejects when no answer came.
 */
export function postLeadWithPhotos(
  request: LeadRequest,
  photos: readonly PreparedPhoto[],
  apiKey: string | undefined,
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", LEAD_ENDPOINT);
    xhr.setRequestHeader("accept", "application/json");
    if (apiKey) xhr.setRequestHeader("x-api-key", apiKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new Error(UPLOAD_FAILED));
        return;
      }
      const type = xhr.getResponseHeader("content-type");
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          headers: type ? { "content-type": type } : {},
        }),
      );
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new Error(UPLOAD_FAILED));
    xhr.ontimeout = () => reject(new Error(UPLOAD_FAILED));
    xhr.send(leadFormData(request, photos));
  });
}
