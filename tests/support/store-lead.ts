import crypto from "node:crypto";
import type { Lead, NewLead } from "@/server/db/schema";
import type { OutboxMessage } from "@/server/delivery/message";
import type { PhotoToStore } from "@/server/leads/photo-store";
import type { LeadStore } from "@/server/leads/store";
import { photoSummary, type PhotoSummary } from "@/server/photos/summary";

/** A lead row as the request handler builds it: id and time set, optional fields null. */
export function newLead(values: NewLead): Lead {
  return {
    id: crypto.randomUUID(),
    createdAt: new Date(),
    service: null,
    page: null,
    referrer: null,
    utm: null,
    calculator: null,
    clientAddress: null,
    ...values,
  } as Lead;
}

/** Stores a lead the way handleLeadRequest does: messages composed first, then one transaction. */
export async function storeLead(
  store: LeadStore,
  values: NewLead,
  compose: (lead: Lead, photos: PhotoSummary[]) => OutboxMessage[] | Promise<OutboxMessage[]>,
  photos: readonly PhotoToStore[] = [],
) {
  const lead = newLead(values);
  const messages = await compose(lead, photos.map(photoSummary));
  return store.insertLeadWithOutbox(lead, messages, photos);
}
