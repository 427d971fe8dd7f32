import "server-only";
import path from "node:path";
import { createSmsProvider, smsSender } from "./alerts/sms/provider";
import { webhookSender } from "./alerts/webhook";
import type { ServerConfig } from "./env";
import { mailSenders } from "./mail/mail-sender";
import { createFileTransport, createSmtpTransport } from "./mail/transport";
import type { OutboxSenders } from "./delivery/sender";
import { estimatePdfAttachment } from "./estimates/attachment";
import type { SheetContext } from "./estimates/sheet";

/** What an estimate's PDF prints besides its lines, from the configuration. */
export function sheetContextOf(config: ServerConfig): SheetContext {
  return {
    site: config.site,
    siteOrigin: config.siteOrigin,
    validDays: config.estimateValidDays,
  };
}

/** The PDF an estimate mail attaches, for the dispatcher (rendered when the mail goes). */
export function estimatePdfFor(config: ServerConfig) {
  return estimatePdfAttachment(sheetContextOf(config));
}

/**
 * The senders a server (or the CLI's flush) uses, from its configuration: mail over SMTP_URL
 * or into files, and the owner's SMS and webhook alerts when they are configured. close()
 * releases the pooled SMTP connections.
 */
export function createOutboxSenders(config: ServerConfig): {
  senders: OutboxSenders;
  close(): void;
} {
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(path.join(config.dataDir, "outbox-files"));
  const senders: OutboxSenders = mailSenders(transport, config.mailFrom, config.site.url);
  if (config.sms) senders.sms = smsSender(createSmsProvider(config.sms), config.sms.to.length);
  if (config.webhook) senders.webhook = webhookSender(config.webhook);
  return { senders, close: () => transport.close() };
}
