import "server-only";
import type { Database, Transaction } from "../db/client";
import type { OutboxRow } from "../db/schema";
import { enqueueMessages, OutboxStore } from "../outbox/store";

/**
 * The office's contact with the outbox, through the outbox module: queueing its own messages
 * (sign-in links, reminders) and reading a lead's deliveries for the timeline.
 */

export interface OfficeMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The lead a reminder is about; none for a sign-in link. */
  leadId?: string;
}

type Writer = Pick<Transaction, "insert" | "select">;

export async function enqueueOfficeMail(db: Writer, { leadId, ...mail }: OfficeMail) {
  await enqueueMessages(db, leadId ?? null, [{ kind: "office", ...mail }]);
}

/** A reminder SMS to the owner, through the same channel as the instant alert. */
export async function enqueueOfficeSms(
  db: Writer,
  sms: { leadId: string; to: string; text: string },
): Promise<void> {
  await enqueueMessages(db, sms.leadId, [{ kind: "sms", to: sms.to, text: sms.text }]);
}

export type LeadDelivery = Pick<
  OutboxRow,
  "id" | "kind" | "to" | "subject" | "status" | "attempts" | "lastError" | "createdAt" | "sentAt"
>;

/** Every outbox row of a lead (mail, SMS, webhook, reminders), oldest first. */
export async function deliveriesOfLead(db: Database, leadId: string): Promise<LeadDelivery[]> {
  return new OutboxStore(db).forLead(leadId);
}
