import "server-only";
import { and, eq, gte, isNull, lt, or } from "drizzle-orm";
import type { Site } from "@/content/site";
import { serviceLabel } from "@/shared/lead/labels";
import type { Database } from "../db/client";
import { leads, type Lead } from "../db/schema";
import { leadReminders, leadStatus } from "../db/office-schema";
import { render } from "@react-email/components";
import { createElement } from "react";
import { formatTorontoTime } from "../mail/format";
import { ReminderMail } from "../mail/OfficeMails";
import { enqueueOfficeMail, enqueueOfficeSms } from "./office-outbox";

/** A lead older than this is never reminded (switching the office on must not flood the owner). */
export const REMINDER_HORIZON_MS = 14 * 24 * 60 * 60 * 1000;

export interface ReminderContext {
  site: Site;
  /** The owner's inbox (LEADS_TO) and SMS numbers (SMS_TO), as for the instant alert. */
  leadsTo: string;
  smsTo: string[];
  siteOrigin: string;
}

/**
 * Raises the reminder of every lead still New whose reply promise ran out (created before
 * `cutoff`): one lead_reminders row per lead, and in the same transaction its mail and SMS
 * into the outbox. The row's primary key makes this exactly once: a second server's insert
 * does nothing (on PostgreSQL it waits for the first to commit, then finds the row).
 */
export async function raiseDueReminders(
  db: Database,
  cutoff: Date,
  context: ReminderContext,
  now: Date = new Date(),
): Promise<string[]> {
  const due = await db
    .select({ lead: leads })
    .from(leads)
    .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
    .leftJoin(leadReminders, eq(leadReminders.leadId, leads.id))
    .where(
      and(
        or(isNull(leadStatus.status), eq(leadStatus.status, "new")),
        isNull(leadReminders.leadId),
        lt(leads.createdAt, cutoff),
        gte(leads.createdAt, new Date(now.getTime() - REMINDER_HORIZON_MS)),
      ),
    )
    .limit(100);
  const raised: string[] = [];
  for (const { lead } of due) {
    // Composed before the transaction, like every message of the pipeline.
    const message = await composeReminder(lead, context);
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leadReminders)
        .values({ leadId: lead.id, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      // Still New at the moment of the claim (it may have been marked Contacted meanwhile).
      const [status] = await tx
        .select({ status: leadStatus.status })
        .from(leadStatus)
        .where(eq(leadStatus.leadId, lead.id));
      if (status && status.status !== "new") return false;
      await enqueueOfficeMail(tx, { ...message.mail, leadId: lead.id });
      for (const to of context.smsTo)
        await enqueueOfficeSms(tx, { leadId: lead.id, to, text: message.sms });
      return true;
    });
    if (claimed) raised.push(lead.id);
  }
  return raised;
}

export async function composeReminder(lead: Lead, context: ReminderContext) {
  const what = serviceLabel(lead.service) ?? "a quote";
  const link = `${context.siteOrigin}/office/leads/${lead.id}`;
  const when = formatTorontoTime(lead.createdAt);
  const subject = `Reminder: ${lead.name.slice(0, 80)} is still waiting for a reply`;
  const text = [
    `${lead.name} asked for ${what} on ${when} and is still New.`,
    `The site promises a reply ${context.site.reply}.`,
    ``,
    `Phone: ${lead.phone}`,
    `E-mail: ${lead.email}`,
    ``,
    `Open the request: ${link}`,
  ].join("\n");
  const html = await render(
    createElement(ReminderMail, {
      title: subject,
      name: lead.name,
      what,
      when,
      reply: context.site.reply,
      phone: lead.phone,
      email: lead.email,
      link,
    }),
  );
  const sms = `Reminder: ${lead.name.slice(0, 40)} (${what}) still waiting for a reply. ${lead.phone} ${link}`;
  return { mail: { to: context.leadsTo, subject, text, html }, sms };
}
