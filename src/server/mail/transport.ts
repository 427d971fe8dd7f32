import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { headerText } from "../delivery/header-text";
import type { Attachment } from "../delivery/message";
import { addressDomain } from "./format";
import writeFileAtomic from "write-file-atomic";

/** One message as the dispatcher hands it to a transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Stable per outbox row, so a resent message is recognisable as the same one. */
  messageId: string;
  attachments?: readonly Attachment[];
}

export interface MailTransport {
  /** "smtp://host:port" or "files in <dir>", for logs and the CLI. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: headerText(mail.subject, 200),
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    messageId: mail.messageId,
    attachments: mail.attachments ? [...mail.attachments] : undefined,
    // Only our own values go to headers; nodemailer encodes them as well.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** How long an SMTP server may take to accept, to greet, and to answer once talking. */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** Mails sent at once, over as many pooled SMTP connections. */
export const MAIL_CONCURRENCY = 5;

/**
 * Sends over SMTP_URL (smtp:// or smtps://user:pass@host:port), reusing pooled connections
 * rather than opening one per mail.
 */
export function createSmtpTransport(
  url: string,
  timeouts: { connectionMs: number; greetingMs: number; socketMs: number } = SMTP_TIMEOUTS,
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: MAIL_CONCURRENCY,
    maxMessages: 100,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  const safe = new URL(url);
  return {
    description: `${safe.protocol}//${safe.host}`,
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close() {
      transporter.close();
    },
  };
}

/** Without SMTP_URL: each message becomes an .eml file (open it with any mail program). */
export function createFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = mail.messageId.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^_+|_+$/g, "");
      // Written under a temporary name and renamed: a crash mid-write leaves no empty .eml.
      // streamTransport with buffer: true gives a Buffer; the type also allows a stream.
      if (!Buffer.isBuffer(info.message)) throw new Error("The mail was not rendered to bytes");
      await writeFileAtomic(path.join(dir, `${stamp}-${id}.eml`), info.message);
    },
    close() {
      transporter.close();
    },
  };
}

/** `<outbox-42.lead-uuid@domain>`: the domain of MAIL_FROM, else of the site. */
export function messageIdFor(
  outboxId: number,
  leadId: string,
  from: string,
  siteUrl: string,
): string {
  const domain = addressDomain(from) ?? new URL(siteUrl).hostname;
  return `<outbox-${outboxId}.${leadId}@${domain}>`;
}
