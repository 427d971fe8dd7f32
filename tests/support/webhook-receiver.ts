import crypto from "node:crypto";
import http from "node:http";
import { Arrivals } from "./arrivals";
import { listenOnLoopback } from "./http";

/**
 * A home-made webhook receiver on 127.0.0.1, as docs/operations.md tells the owner to write
 * one: it takes POST <path> with a JSON body, checks the X-Webhook-Signature-256 header (HMAC-
 * SHA256 of "<timestamp>.<body>") and the X-Webhook-Timestamp (at most 5 minutes old), and
 * records what it accepted. A bad or stale signature gets 401, another path 404. GET /received
 * lists the accepted deliveries (for an end-to-end spec in another process).
 */

export const WEBHOOK_TEST_SECRET = "stand-in-webhook-secret-0123456789";
/** The path stands for the secret part of a Slack or ntfy address (never printed in full). */
export const WEBHOOK_TEST_PATH = "/hooks/T0123/B0456/s3cr3t-path-token";

/** The receiver's check, the same code docs/operations.md gives. */
export function verifyLeadWebhook(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!timestamp || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > 300) return false; // a replay, or a clock far off
  const expected = `sha256=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
  const given = Buffer.from(signature ?? "");
  return given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected));
}

export interface WebhookDelivery {
  timestamp: string;
  signature: string;
  contentType: string;
  raw: string;
  body: Record<string, unknown>;
}

export interface WebhookReceiver {
  /** The full address, for LEAD_WEBHOOK_URL. */
  url: string;
  /** Deliveries whose signature held, oldest first. */
  received: WebhookDelivery[];
  /** Every POST, with the status it got. */
  posts: { status: number; raw: string }[];
  /** The next `count` well-signed deliveries get `status` (500 by default) and are not kept. */
  failNext(count: number, status?: number): void;
  /** Forgets the deliveries, the posts and any failures still queued. */
  reset(): void;
  waitFor(count: number, timeoutMs?: number): Promise<WebhookDelivery[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  options: { secret?: string; path?: string; port?: number } = {},
): Promise<WebhookReceiver> {
  const secret = options.secret ?? WEBHOOK_TEST_SECRET;
  const hookPath = options.path ?? WEBHOOK_TEST_PATH;
  const arrivals = new Arrivals<WebhookDelivery>("webhooks");
  const received = arrivals.items;
  const posts: WebhookReceiver["posts"] = [];
  const failures: number[] = [];

  function answer(req: http.IncomingMessage, raw: string): { status: number; body: unknown } {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (req.method === "GET" && path === "/received") return { status: 200, body: received };
    if (req.method !== "POST" || path !== hookPath) return { status: 404, body: "not found" };
    const timestamp = req.headers["x-webhook-timestamp"];
    const signature = req.headers["x-webhook-signature-256"];
    if (
      typeof timestamp !== "string" ||
      typeof signature !== "string" ||
      !verifyLeadWebhook(secret, timestamp, signature, raw)
    ) {
      return { status: 401, body: "bad signature" };
    }
    const failure = failures.shift();
    if (failure !== undefined) return { status: failure, body: "receiver failing" };
    arrivals.add({
      timestamp,
      signature,
      contentType: req.headers["content-type"] ?? "",
      raw,
      body: JSON.parse(raw) as Record<string, unknown>,
    });
    return { status: 200, body: "ok" };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const result = answer(req, raw);
      if (req.method === "POST") posts.push({ status: result.status, raw });
      const json = typeof result.body !== "string";
      res.writeHead(result.status, {
        "content-type": json ? "application/json" : "text/plain; charset=utf-8",
      });
      res.end(json ? JSON.stringify(result.body) : result.body);
    });
  });
  const listening = await listenOnLoopback(server, options.port ?? 0);
  return {
    url: `${listening.url}${hookPath}`,
    received,
    posts,
    failNext(count, status = 500) {
      failures.push(...Array.from({ length: count }, () => status));
    },
    reset() {
      for (const list of [received, posts, failures]) list.length = 0;
    },
    waitFor: (count, timeoutMs) => arrivals.waitFor(count, timeoutMs),
    close: listening.close,
  };
}
