/**
 * A real SMTP server on loopback for the run: the production server (started by Playwright's
 * webServer with SMTP_URL pointing here) delivers the owner's and the customer's mail to it, and
 * each message is written to MAILBOX_DIR as JSON ({ mailFrom, rcptTo, raw }) for the specs.
 * Also the loopback stand-ins of reCAPTCHA and Turnstile (stand-ins.ts) for robot-providers.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { MAILBOX_DIR, SMTP_PORT } from "./mail-env";
import { startStandIns, type StandInServer } from "./stand-ins";

declare global {
  var __e2eSmtpServer: SMTPServer | undefined;
  var __e2eStandIns: StandInServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        const name = `${Date.now()}-${String(++count).padStart(4, "0")}`;
        // Write then rename: a reader never sees half a message.
        const temporary = path.join(MAILBOX_DIR, `${name}.tmp`);
        fs.writeFileSync(temporary, JSON.stringify(mail));
        fs.renameSync(temporary, path.join(MAILBOX_DIR, `${name}.json`));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve());
  });
  globalThis.__e2eSmtpServer = server;
  globalThis.__e2eStandIns = await startStandIns();
}
