import "server-only";
import type { PhotoSummary } from "../leads/photo-store";
import type { LeadStore } from "../leads/store";
import type { MailAttachment } from "./transport";

/**
 * The owner's mail carries a lead's photos as attachments up to this total (base64 makes it
 * about 13.3 MB on the wire, under the 20-25 MB most mail providers accept); above it, the mail
 * links to each photo's admin download instead. Five photos downscaled by the browser are
 * 2-5 MB, so links are for photos sent without the browser's downscale.
 */
export const MAIL_PHOTOS_MAX_BYTES = 10 * 1024 * 1024;

/** One decision for the text composed with the lead and the attachments added when it is sent. */
export function photosFitInMail(photos: readonly Pick<PhotoSummary, "size">[]): boolean {
  return photos.reduce((total, photo) => total + photo.size, 0) <= MAIL_PHOTOS_MAX_BYTES;
}

/** GET /api/admin/leads/<id>/photos/<position> on the site (needs the admin token). */
export function photoDownloadUrl(siteOrigin: string, leadId: string, position: number): string {
  return `${siteOrigin}/api/admin/leads/${leadId}/photos/${position}`;
}

/**
 * The attachments of a lead's owner mail, read from lead_photos when the mail is sent (the
 * outbox row holds only the text): its photos when they fit, none when the mail links them.
 */
export async function ownerMailAttachments(
  store: LeadStore,
  leadId: string,
): Promise<MailAttachment[]> {
  const photos = await store.photos.forLead(leadId);
  if (!photosFitInMail(photos)) return [];
  return photos.map((photo) => ({
    filename: photo.fileName,
    content: photo.data,
    contentType: photo.contentType,
  }));
}
