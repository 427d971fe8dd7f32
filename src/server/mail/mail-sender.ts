import "server-only";
import type { OutboxSender, OutboxSenders } from "../outbox/sender";
import { messageIdFor, type MailTransport } from "./transport";

/** The owner's and the customer's mail, from MAIL_FROM over one transport. */
export function mailSenders(
  transport: MailTransport,
  from: string,
  siteUrl: string,
): OutboxSenders {
  const sender: OutboxSender = {
    description: transport.description,
    send: (row) =>
      transport.send({
        from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.text,
        html: row.html ?? "",
        replyTo: row.replyTo ?? undefined,
        messageId: messageIdFor(row.id, row.leadId, from, siteUrl),
      }),
  };
  return { owner: sender, customer: sender };
}
