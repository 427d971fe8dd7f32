/**
 * Writes mails with a large attachment into a folder through the file transport, one after
 * another until killed; run as its own process by the .eml crash test.
 * Run with `node --conditions=react-server --import tsx`.
 */
import crypto from "node:crypto";
import { createFileTransport } from "../../src/server/mail/transport";

const [dir] = process.argv.slice(2) as [string];
const transport = createFileTransport(dir);
const content = crypto.randomBytes(6 * 1024 * 1024);
async function writeForever(): Promise<never> {
  for (let i = 0; ; i++) {
    await transport.send({
      from: "quotes@sender.test",
      to: "owner@owner.test",
      subject: `Mail ${i}`,
      text: "A mail with a large attachment.",
      html: "<p>A mail with a large attachment.</p>",
      messageId: `<crash-${i}@sender.test>`,
      attachments: [{ filename: "photo.jpg", content, contentType: "image/jpeg" }],
    });
    process.stdout.write(`sent ${i}\n`);
  }
}
void writeForever();
