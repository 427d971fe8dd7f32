import net from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mail";
import { Arrivals } from "./arrivals";

/** A message as a real SMTP server on loopback received it. */
export interface ReceivedMail extends ParsedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Connections opened so far, and the most that were open at once. */
  connections: { total: number; open: number; maxOpen: number };
  /** Resolves once `count` messages have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A port nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Starts smtp-server on 127.0.0.1 (port 0 = any free port), accepting every message;
 * `onMessage` sees each one as it arrives (the e2e mailbox writes them to files).
 */
export async function startSmtpServer(
  port = 0,
  onMessage?: (mail: ReceivedMail) => void,
): Promise<TestSmtpServer> {
  const arrivals = new Arrivals<ReceivedMail>("mails");
  const received = arrivals.items;
  const connections = { total: 0, open: 0, maxOpen: 0 };
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections.total += 1;
      connections.open += 1;
      connections.maxOpen = Math.max(connections.maxOpen, connections.open);
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        const mail: ReceivedMail = {
          ...(await parseMail(raw)),
          raw,
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          rcptTo: envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        arrivals.add(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP server has no port");
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    connections,
    waitFor: (count, timeoutMs) => arrivals.waitFor(count, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
