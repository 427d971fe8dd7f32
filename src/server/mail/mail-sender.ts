import "server-only";
import type { OutboxSender, OutboxSenders } from "../delivery/sender";
import { messageIdFor, type MailTransport } from "./transport";

/** Every mail (the owner's, the customer's, the office's, the estimate), from MAIL_FROM over one transport. */
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
        messageId: messageIdFor(row.id, row.leadId ?? row.kind, from, siteUrl),
        // The photos, read by the dispatcher when the mail goes, are never copied into the outbox.
        attachments,
      }),
  };
  // "office": the owner's sign-in links and reminders go out the same way; "estimate": the
  // calculator's PDF estimate to the visitor.
  return { owner: sender, customer: sender, office: sender, estimate: sender };
}
