import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

/**
 * The office's only contact with the outbox table: queueing its own mail (sign-in links,
 * reminders) and reading a lead's deliveries for the timeline. One small module, so it can be
 * pointed at the outbox module's store when that exists.
 */

export interface OfficeMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The lead a reminder is about; none for a sign-in link. */
  leadId?: string;
}

type Writer = Pick<Database, "insert">;

export async function enqueueOfficeMail(db: Writer, mail: OfficeMail): Promise<void> {
  await db.insert(outbox).values({
    kind: "office",
    leadId: mail.leadId ?? null,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}

/** A reminder SMS to the owner, through the same channel as the instant alert. */
export async function enqueueOfficeSms(
  db: Writer,
  sms: { leadId: string; to: string; text: string },
): Promise<void> {
  await db.insert(outbox).values({ kind: "sms", leadId: sms.leadId, to: sms.to, text: sms.text });
}

export interface LeadDelivery {
  id: number;
  kind: string;
  to: string;
  subject: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Every outbox row of a lead (mail, SMS, webhook, reminders), oldest first, without bodies. */
export async function deliveriesOfLead(db: Database, leadId: string): Promise<LeadDelivery[]> {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.leadId, leadId))
    .orderBy(asc(outbox.id));
}
