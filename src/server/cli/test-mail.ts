import "server-only";
import crypto from "node:crypto";
import path from "node:path";
import { z } from "zod";
import type { ServerConfig } from "../env";
import { addressDomain } from "../mail/format";
import { createFileTransport, createSmtpTransport } from "../mail/transport";

/**
 * `npm run leads -- test-mail <address>`: one short mail through the transport the server uses
 * (SMTP_URL, else an .eml file under DATA_DIR), from MAIL_FROM, so the owner sees at once that
 * the mail settings, SPF and DKIM work before the first lead depends on them.
 */
export async function sendTestMail(
  to: string,
  config: ServerConfig,
): Promise<{ ok: true; via: string } | { ok: false; error: string }> {
  if (!z.email().safeParse(to).success) {
    return { ok: false, error: `"${to}" is not an e-mail address.` };
  }
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(path.join(config.dataDir, "outbox-files"));
  const domain = addressDomain(config.mailFrom) ?? new URL(config.site.url).hostname;
  const text =
    `This is a test mail from the ${config.site.name} website's server.\n` +
    `It went out through ${transport.description}, from ${config.mailFrom}.\n` +
    "If it arrived in the inbox (not in spam), quote requests will reach you the same way.";
  try {
    await transport.send({
      from: config.mailFrom,
      to,
      subject: `Test mail from the ${config.site.name} website`,
      text,
      html: `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>")}</p>`,
      messageId: `<test-${crypto.randomUUID()}@${domain}>`,
    });
    return { ok: true, via: transport.description };
  } catch (error) {
    return {
      ok: false,
      error: `Sending through ${transport.description} failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    transport.close();
  }
}
