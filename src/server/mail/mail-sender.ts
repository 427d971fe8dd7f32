import "server-only";
import type { OutboxSender, OutboxSenders } from "../delivery/sender";
import { messageIdFor, type MailTransport } from "./transport";

/** The owner's and the customer's mail, from MAIL_FROM over one transport. */
export function mailSenders(
  transport: MailTransport,
  from: string,
  siteUrl: string,
): OutboxSenders {
  const sender: OutboxSender = {
    description: transport.description,
    send: async (row, attachments) =>
      transport.send({
        from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.text,
        html: row.html ?? "",
        replyTo: row.replyTo ?? undefined,
        messageId: messageIdFor(row.id, row.leadId ?? "office", from, siteUrl),
        // The photos, read by the dispatcher when the mail goes, are never copied into the outbox.
        attachments,
      }),
  };
  // "office": the owner's sign-in links and reminders go out the same way.
  return { owner: sender, customer: sender, office: sender };
}
