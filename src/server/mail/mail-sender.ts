import "server-only";
import type { OutboxSender, OutboxSenders } from "../outbox/sender";
import { ownerMailAttachments } from "./photo-attachments";
import { messageIdFor, type MailTransport } from "./transport";

/** The owner's and the customer's mail, from MAIL_FROM over one transport. */
export function mailSenders(
  transport: MailTransport,
  from: string,
  siteUrl: string,
): OutboxSenders {
  const sender: OutboxSender = {
    description: transport.description,
    send: async (row, store) =>
      transport.send({
        from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.text,
        html: row.html ?? "",
        replyTo: row.replyTo ?? undefined,
        messageId: messageIdFor(row.id, row.leadId ?? "office", from, siteUrl),
        // The photos are read from the store when the mail goes, never copied into the outbox.
        attachments:
          row.kind === "owner" && row.leadId ? await ownerMailAttachments(store, row.leadId) : [],
      }),
  };
  // "office": the owner's sign-in links and reminders go out the same way.
  return { owner: sender, customer: sender, office: sender };
}
