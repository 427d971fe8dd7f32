import "server-only";
import { count, inArray, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { leadPhotos, leads, outbox } from "../db/schema";

export interface PurgeResult {
  leads: number;
  photos: number;
  outbox: number;
}

/**
 * Deletes the leads created before `cutoff` with their photos and outbox rows (privacy page:
 * we keep a request no longer than the retention period). Photos and outbox rows go by the
 * foreign keys' ON DELETE CASCADE; they are counted first so the owner sees what went.
 */
export async function purgeLeadsBefore(db: Database, cutoff: Date): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const old = tx.select({ id: leads.id }).from(leads).where(lt(leads.createdAt, cutoff));
    const [photos] = await tx
      .select({ n: count() })
      .from(leadPhotos)
      .where(inArray(leadPhotos.leadId, old));
    const [mail] = await tx.select({ n: count() }).from(outbox).where(inArray(outbox.leadId, old));
    const deleted = await tx
      .delete(leads)
      .where(lt(leads.createdAt, cutoff))
      .returning({ id: leads.id });
    return { leads: deleted.length, photos: photos?.n ?? 0, outbox: mail?.n ?? 0 };
  });
}

export function describePurge(result: PurgeResult, cutoff: Date): string {
  return (
    `${result.leads} lead${result.leads === 1 ? "" : "s"} from before ${cutoff.toISOString().slice(0, 10)} deleted ` +
    `with ${result.photos} photo${result.photos === 1 ? "" : "s"} and ${result.outbox} outbox row${result.outbox === 1 ? "" : "s"}`
  );
}
