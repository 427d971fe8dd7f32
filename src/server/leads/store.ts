import "server-only";
import { asc, count, desc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/client";
import { leads, type Lead, type NewLead } from "../db/schema";
import { normaliseEmailAddress } from "../delivery/email-address";
import type { OutboxMessage } from "../delivery/message";
import { OutboxStore } from "../outbox/store";
import { statusesOf, type LeadStatus } from "./lead-status";
import { insertLeadPhotos, LeadPhotoStore, samePhotos, type PhotoToStore } from "./photo-store";
import {
  insertLeadRequest,
  requestsOf,
  resolveLeadRequest,
  type LeadRequestFacts,
  type LeadRequestInput,
  type ResolvedLeadRequest,
} from "./lead-requests";

/**
 * The queries of leads and their photos: one module, both drivers (PGlite and PostgreSQL). The
 * outbox's queries are the OutboxStore's; the lead's transaction only hands it the messages.
 */
export class LeadStore {
  readonly photos: LeadPhotoStore;

  constructor(
    private readonly db: Database,
    readonly outbox: OutboxStore = new OutboxStore(db),
  ) {
    this.photos = new LeadPhotoStore(db);
  }

  /**
   * Writes the lead, its photos and its finished messages (composed by the caller before) in
   * one transaction. A second call with the same idempotency key writes nothing and returns the
   * lead of the first (samePayload false when the details or the photos differ: not a retry).
   */
  async insertLeadWithOutbox(
    lead: NewLead,
    messages: readonly OutboxMessage[],
    photos: readonly PhotoToStore[] = [],
    requests: ResolvedLeadRequest = { facts: { safetyPapers: false } },
  ): Promise<{ id: string; created: boolean; samePayload: boolean }> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(leads)
        .values(lead)
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning();
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(leads)
          .where(eq(leads.idempotencyKey, lead.idempotencyKey));
        if (!existing) throw new Error("Lead with this idempotency key vanished");
        // A retry carries the same request; another request under the same key is not a retry.
        const samePayload =
          (["name", "phone", "service", "message", "form"] as const).every(
            (field) => (existing[field] ?? null) === (lead[field] ?? null),
          ) &&
          normaliseEmailAddress(existing.email) === normaliseEmailAddress(lead.email) &&
          (await samePhotos(tx, existing.id, photos));
        return { id: existing.id, created: false, samePayload };
      }
      await insertLeadPhotos(tx, inserted.id, photos);
      await insertLeadRequest(tx, inserted.id, requests);
      await this.outbox.enqueue(tx, inserted.id, messages);
      return { id: inserted.id, created: true, samePayload: true };
    });
  }

  /** The leads with what each asked for besides a quote (papers, PDF estimate): for the record. */
  /** Before the lead's transaction: the request's papers and estimate, checked (issue 29). */
  resolveRequests(input: LeadRequestInput): Promise<ResolvedLeadRequest> {
    return resolveLeadRequest(this.db, input);
  }

  async withRequests<T extends Lead>(list: T[]): Promise<(T & { requests: LeadRequestFacts })[]> {
    const found = await requestsOf(
      this.db,
      list.map((lead) => lead.id),
    );
    return list.map((lead) => ({
      ...lead,
      requests: found.get(lead.id) ?? { safetyPapers: false },
    }));
  }

  /** The leads with the office's status of each ("new" without a status row). */
  async withStatus<T extends Lead>(list: T[]): Promise<(T & { status: LeadStatus })[]> {
    const found = await statusesOf(
      this.db,
      list.map((lead) => lead.id),
    );
    return list.map((lead) => ({ ...lead, status: found.get(lead.id) ?? "new" }));
  }

  /** Each lead as the owner reads it outside the office: photos, requests and status. */
  async records(list: Lead[]) {
    return this.withStatus(await this.withRequests(await this.photos.attachTo(list)));
  }

  async getLead(id: string): Promise<Lead | undefined> {
    const [lead] = await this.db.select().from(leads).where(eq(leads.id, id));
    return lead;
  }

  /** Newest first. */
  async listLeads(options: { limit?: number; since?: Date } = {}): Promise<Lead[]> {
    return this.db
      .select()
      .from(leads)
      .where(options.since ? gte(leads.createdAt, options.since) : undefined)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(options.limit ?? 50);
  }

  /** Oldest first, every lead since the date (all when undefined). */
  async exportLeads(since?: Date): Promise<Lead[]> {
    return this.db
      .select()
      .from(leads)
      .where(since ? gte(leads.createdAt, since) : undefined)
      .orderBy(asc(leads.createdAt), asc(leads.id));
  }

  async countLeads(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(leads);
    return row?.value ?? 0;
  }
}
