import { storeLead } from "../../../support/store-lead";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeAlerts } from "@/server/alerts/compose";
import { openDatabase } from "@/server/db/client";
import { LeadStore } from "@/server/leads/store";
import { alertEnv } from "../../../support/alerts";
import { runLeads } from "../../../support/leads-cli";
import {
  startTwilioStandIn,
  TWILIO_TEST_AUTH_TOKEN,
  type TwilioStandIn,
} from "../../../support/twilio-stand-in";
import {
  startWebhookReceiver,
  WEBHOOK_TEST_PATH,
  WEBHOOK_TEST_SECRET,
  type WebhookReceiver,
} from "../../../support/webhook-receiver";

/**
 * `npm run leads -- outbox` with the owner's alerts configured: the SMS and the webhook of a
 * lead show with their kind and destination (the webhook's secret path left out), and the
 * flush sends them to the providers (loopback stand-ins), like the mail.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-alerts-"));
const MOBILE = "+14165550153";
let twilio: TwilioStandIn;
let receiver: WebhookReceiver;
let env: Record<string, string>;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  receiver = await startWebhookReceiver();
  env = { DATA_DIR: dataDir, PORT: "1", ...alertEnv(twilio, receiver, [MOBILE]) };
  const handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
  await storeLead(
    new LeadStore(handle.db),
    {
      name: "Flo",
      email: "flo@example.test",
      phone: "416 555 0104",
      service: "core-drilling",
      message: "Coring for a dryer vent",
      form: "contact",
      idempotencyKey: crypto.randomUUID(),
    },
    (lead) => [
      { kind: "owner", to: "owner@example.test", subject: "Lead Flo", text: "t", html: "<p>t</p>" },
      ...composeAlerts(lead, {
        sms: { to: [MOBILE] },
        webhook: { url: receiver.url },
        siteOrigin: "https://straightcut.example",
      }),
    ],
  );
  await handle.close();
}, 60_000);
afterAll(async () => {
  await twilio?.close();
  await receiver?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run leads -- outbox with SMS and webhook alerts", () => {
  it("lists the alerts by kind with the webhook address masked, then sends them", async () => {
    const hookOrigin = new URL(receiver.url).origin;
    const list = await runLeads(["outbox", "--list"], env);
    expect(list, list.stderr).toMatchObject({ code: 0 });
    expect(list.stdout).toContain(`SMS alerts: Twilio at ${new URL(twilio.url).host}, to 1 number`);
    expect(list.stdout).toContain(`Webhook alerts: ${hookOrigin}/…`);
    expect(list.stdout).toContain("Outbox: 3 pending, 0 sending, 0 sent, 0 failed");
    expect(list.stdout).toMatch(/#\d+ owner mail to owner@example\.test: "Lead Flo" \(pending/);
    expect(list.stdout).toMatch(new RegExp(`#\\d+ sms to \\${MOBILE} \\(pending, 0 attempts`));
    expect(list.stdout).toMatch(new RegExp(`#\\d+ webhook to ${hookOrigin}/… \\(pending`));
    for (const secret of [WEBHOOK_TEST_PATH, WEBHOOK_TEST_SECRET, TWILIO_TEST_AUTH_TOKEN]) {
      expect(list.stdout).not.toContain(secret);
    }
    expect(twilio.posts).toHaveLength(0);

    const flush = await runLeads(["outbox"], env);
    expect(flush, flush.stderr).toMatchObject({ code: 0 });
    expect(flush.stdout).toContain("Sent now: 3, failed: 0");
    expect(flush.stdout).toContain("Outbox: 0 pending, 0 sending, 3 sent, 0 failed");
    expect(twilio.messages.map((sms) => sms.to)).toEqual([MOBILE]);
    expect(twilio.messages[0]!.body).toContain("tel:+14165550104");
    expect(receiver.received.map((hook) => hook.body.name)).toEqual(["Flo"]);
  }, 120_000);

  it("shows why an alert failed and exits 1", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
    await storeLead(
      new LeadStore(handle.db),
      {
        name: "Gus",
        email: "gus@example.test",
        phone: "416 555 0105",
        message: "Slab cut",
        form: "hero",
        idempotencyKey: crypto.randomUUID(),
      },
      () => [{ kind: "sms", to: MOBILE, text: "New lead: Gus" }],
    );
    await handle.close();
    twilio.failNext(1, 503);
    const run = await runLeads(["outbox"], env);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Sent now: 0, failed: 1");
    expect(run.stdout).toContain(
      "last error: Twilio answered 503: code 20500: An internal server error has occurred",
    );
  }, 120_000);
});
