import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { leadPhotos, type Lead, type LeadPhoto } from "../db/schema";
import type { PhotoSummary } from "../photos/summary";

export type { PhotoSummary };

/** A photo to store with its lead (re-encoded already; see src/server/photos/prepare.ts). */
export type PhotoToStore = PhotoSummary & { sourceSha256: string; data: Buffer };

/** A lead with the summaries of its photos: what exports and the admin API show. */
export type LeadWithPhotos = Lead & { photos: PhotoSummary[] };

const summaryColumns = {
  leadId: leadPhotos.leadId,
  position: leadPhotos.position,
  fileName: leadPhotos.fileName,
  contentType: leadPhotos.contentType,
  width: leadPhotos.width,
  height: leadPhotos.height,
  size: leadPhotos.size,
};

/** Inside the lead's transaction: its photos, in order. */
export async function insertLeadPhotos(
  tx: Transaction,
  leadId: string,
  photos: readonly PhotoToStore[],
): Promise<void> {
  if (photos.length === 0) return;
  await tx.insert(leadPhotos).values(photos.map((photo) => ({ ...photo, leadId })));
}

/** Inside a retry's transaction: do the photos sent now match the ones stored the first time? */
export async function samePhotos(
  tx: Transaction,
  leadId: string,
  photos: readonly PhotoToStore[],
): Promise<boolean> {
  const stored = await tx
    .select({ sourceSha256: leadPhotos.sourceSha256 })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, leadId))
    .orderBy(asc(leadPhotos.position));
  return (
    stored.length === photos.length &&
    stored.every((row, index) => row.sourceSha256 === photos[index]?.sourceSha256)
  );
}

/** The reads of lead_photos. */
export class LeadPhotoStore {
  constructor(private readonly db: Database) {}

  /** Each lead's photos (without bytes), by lead id; leads without photos are absent. */
  async summaries(leadIds: readonly string[]): Promise<Map<string, PhotoSummary[]>> {
    const byLead = new Map<string, PhotoSummary[]>();
    // In slices: an export of every lead must not exceed the driver's bound parameters.
    for (let start = 0; start < leadIds.length; start += 1000) {
      const rows = await this.db
        .select(summaryColumns)
        .from(leadPhotos)
        .where(inArray(leadPhotos.leadId, leadIds.slice(start, start + 1000)))
        .orderBy(asc(leadPhotos.leadId), asc(leadPhotos.position));
      for (const { leadId, ...photo } of rows) {
        const list = byLead.get(leadId) ?? [];
        list.push(photo);
        byLead.set(leadId, list);
      }
    }
    return byLead;
  }

  /** The leads with their photos' summaries. */
  async attachTo(leads: Lead[]): Promise<LeadWithPhotos[]> {
    const photos = await this.summaries(leads.map((lead) => lead.id));
    return leads.map((lead) => ({ ...lead, photos: photos.get(lead.id) ?? [] }));
  }

  /** A lead's photos with their bytes, in order (for its mail and the CLI). */
  async forLead(leadId: string): Promise<LeadPhoto[]> {
    return this.db
      .select()
      .from(leadPhotos)
      .where(eq(leadPhotos.leadId, leadId))
      .orderBy(asc(leadPhotos.position));
  }

  async one(leadId: string, position: number): Promise<LeadPhoto | undefined> {
    const [photo] = await this.db
      .select()
      .from(leadPhotos)
      .where(and(eq(leadPhotos.leadId, leadId), eq(leadPhotos.position, position)));
    return photo;
  }
}
