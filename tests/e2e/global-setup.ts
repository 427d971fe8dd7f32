/**
 * A real SMTP server on loopback for the run: the production server (started by Playwright's
 * webServer with SMTP_URL pointing here) delivers the owner's and the customer's mail to it, and
 * each message is written to MAILBOX_DIR as JSON ({ mailFrom, rcptTo, raw }) for the specs.
 * Also the loopback stand-ins of reCAPTCHA and Turnstile (stand-ins.ts) for robot-providers.spec.ts,
 * and of Twilio and a webhook receiver (alert-stand-ins.ts) for the owner's alerts of each lead.
 */
import fs from "node:fs";
import path from "node:path";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { MAILBOX_DIR, SMTP_PORT } from "./mail-env";
import { startStandIns, type StandInServer } from "./stand-ins";
import { startAlertStandIns } from "./alert-stand-ins";

declare global {
  var __e2eSmtpServer: TestSmtpServer | undefined;
  var __e2eStandIns: StandInServer | undefined;
  var __e2eAlertStandIns: { close(): Promise<void> } | undefined;
}

export default async function globalSetup(): Promise<void> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  globalThis.__e2eSmtpServer = await startSmtpServer(SMTP_PORT, ({ mailFrom, rcptTo, raw }) => {
    const name = `${Date.now()}-${String(++count).padStart(4, "0")}`;
    // Write then rename: a reader never sees half a message.
    const temporary = path.join(MAILBOX_DIR, `${name}.tmp`);
    fs.writeFileSync(temporary, JSON.stringify({ mailFrom, rcptTo, raw }));
    fs.renameSync(temporary, path.join(MAILBOX_DIR, `${name}.json`));
  });
  globalThis.__e2eStandIns = await startStandIns();
  globalThis.__e2eAlertStandIns = await startAlertStandIns();
}
