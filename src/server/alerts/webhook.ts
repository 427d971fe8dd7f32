import "server-only";
import crypto from "node:crypto";
import type { OutboxSender } from "../delivery/sender";
import type { WebhookConfig } from "./alert-config";
import { maskedUrl } from "./alert-url";
import { postAlert } from "./delivery-http";

/**
 * The signed webhook: the body is the JSON written into the outbox with the lead; at each
 * attempt it is signed anew, HMAC-SHA256 with LEAD_WEBHOOK_SECRET over "<timestamp>.<body>",
 * so a receiver can check that the body is ours and recent (docs/operations.md has the check).
 */
export const TIMESTAMP_HEADER = "x-webhook-timestamp";
export const SIGNATURE_HEADER = "x-webhook-signature-256";

/** "sha256=<hex>": the HMAC of `${timestamp}.${body}`, timestamp in seconds since 1970. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const hmac = crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `sha256=${hmac}`;
}

/** The outbox's sender for `webhook` rows: the URL is in `to`, the JSON body in `text`. */
export function webhookSender(
  config: WebhookConfig,
  options: { timeoutMs?: number; now?: () => Date } = {},
): OutboxSender {
  const now = options.now ?? (() => new Date());
  return {
    description: maskedUrl(config.url),
    async send(row) {
      const timestamp = Math.floor(now().getTime() / 1000);
      await postAlert(
        row.to,
        {
          headers: {
            "content-type": "application/json",
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: webhookSignature(config.secret, timestamp, row.text),
          },
          body: row.text,
        },
        { receiver: `webhook ${maskedUrl(row.to)}`, timeoutMs: options.timeoutMs },
      );
    },
  };
}
