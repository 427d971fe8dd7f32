import "server-only";
import type { OutboxKind } from "../db/schema";

/**
 * A finished message, composed before the lead's transaction and written into the outbox with
 * it: the request handler composes, the outbox stores, a sender delivers. Plain values only.
 */

/**
 * A mail: the owner's notification or the visitor's acknowledgement; "office" for the owner's
 * office (sign-in links, reminders); "estimate" for the calculator's PDF estimate mailed to the
 * visitor (the PDF is rendered again from `estimateId` when the mail goes).
 */
export interface OutboxMail {
  kind: Extract<OutboxKind, "owner" | "customer" | "office" | "estimate">;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Only for "estimate": the estimate whose PDF is attached. */
  estimateId?: number;
}

/** An instant alert to the owner: an SMS (number, message) or a webhook (URL, JSON body). */
export interface OutboxAlert {
  kind: Extract<OutboxKind, "sms" | "webhook">;
  to: string;
  text: string;
}

export type OutboxMessage = OutboxMail | OutboxAlert;

/** A photo or the PDF estimate a mail carries, as the outbox reads it when the mail goes. */
export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The owner's mail carries a lead's photos as attachments up to this total (base64 makes it
 * about 13.3 MB on the wire, under the 20-25 MB most mail providers accept); above it, the mail
 * links to each photo's admin download instead. Five photos downscaled by the browser are
 * 2-5 MB, so links are for photos sent without the browser's downscale.
 */
export const MAIL_PHOTOS_MAX_BYTES = 10 * 1024 * 1024;

/** One decision for the text composed with the lead and the attachments added when it is sent. */
export function photosFitInMail(photos: readonly { size: number }[]): boolean {
  return photos.reduce((total, photo) => total + photo.size, 0) <= MAIL_PHOTOS_MAX_BYTES;
}
