import { OutboxStore } from "@/server/outbox/store";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SegmentedMessage } from "sms-segments-calculator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeAlerts } from "@/server/alerts/compose";
import { createSmsProvider, smsSender } from "@/server/alerts/sms/provider";
import type { Lead } from "@/server/db/schema";
import type { PhotoSummary } from "@/server/photos/summary";
import { parseConfig, type ServerConfig } from "@/server/env";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import { createOutboxSenders } from "@/server/senders";
import { formatCad } from "@/shared/money";
import { alertEnv, OWNER_MOBILES, TWILIO_FROM } from "../../../support/alerts";
import { testDatabases, truncateAll } from "../../../support/database";
import { pipelineDeps, postRequest, requestBody, testSite } from "../../../support/pipeline";
import { startTwilioStandIn, type TwilioStandIn } from "../../../support/twilio-stand-in";
import { startWebhookReceiver, type WebhookReceiver } from "../../../support/webhook-receiver";

/**
 * The owner's instant alerts from a stored lead to the providers: Twilio's Messages API and a
 * signed webhook, both real HTTP stand-ins on loopback, through the outbox's claim, retry and
 * backoff, from the configuration a server parses.
 */

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SITE_ORIGIN = "https://straightcut.example";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-alerts-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabases())("owner alerts on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let store: LeadStore;
  let twilio: TwilioStandIn;
  let receiver: WebhookReceiver;
  let config: ServerConfig;
  const closers: (() => void)[] = [];

  function dispatcher(overrides: Record<string, string> = {}) {
    const env = { DATA_DIR: dataDir, CAPTCHA_PROVIDER: "none", ...alertEnv(twilio, receiver) };
    const outbox = createOutboxSenders(parseConfig({ ...env, ...overrides }, testSite()));
    closers.push(outbox.close);
    return new OutboxDispatcher({ store: store.outbox, senders: outbox.senders, log: quiet });
  }

  async function submit(overrides: Parameters<typeof requestBody>[0] = {}): Promise<string> {
    // The pipeline as the server builds it: the lead's mails and its alerts in one transaction.
    const base = pipelineDeps(store);
    const alerts = { sms: config.sms, webhook: config.webhook, siteOrigin: SITE_ORIGIN };
    const deps = {
      ...base,
      composeMessages: async (lead: Lead, photos: PhotoSummary[]) => [
        ...(await base.composeMessages(lead, photos)),
        ...composeAlerts(lead, alerts),
      ],
    };
    const response = await handleLeadRequest(postRequest(requestBody(overrides)), deps);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  const rowsOf = async (leadId: string, kind: string) =>
    (await store.outbox.forLead(leadId)).filter((row) => row.kind === kind);

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(
      handle.db,
      new OutboxStore(handle.db, { baseDelayMs: 1_000, maxDelayMs: 10_000, maxAttempts: 5 }),
    );
    twilio = await startTwilioStandIn();
    receiver = await startWebhookReceiver();
    config = parseConfig({ CAPTCHA_PROVIDER: "none", ...alertEnv(twilio, receiver) }, testSite());
  }, 60_000);
  afterAll(async () => {
    for (const close of closers.splice(0)) close();
    await twilio?.close();
    await receiver?.close();
    await handle?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    twilio.reset();
    receiver.reset();
  });

  it("raises one SMS per owner number and one signed webhook, without the visitor's message", async () => {
    const message = "Two openings, 8 ft x 3 ft,\nin a 12 inch wall.";
    const id = await submit({
      service: "wall-sawing",
      page: "equipment/ws20",
      form: "equipment",
      message,
      calculator: { answers: { service: "cutting" }, summary: [], estimate: 7285.5 },
    });
    const rows = await store.outbox.forLead(id);
    expect(rows.map((row) => row.kind).sort()).toEqual([
      "customer",
      "owner",
      "sms",
      "sms",
      "webhook",
    ]);
    for (const row of rows.filter((r) => r.kind === "sms" || r.kind === "webhook")) {
      expect(row).toMatchObject({ subject: null, html: null, replyTo: null });
    }

    const result = await dispatcher().runOnce();
    expect(result).toMatchObject({ sent: 5, failed: 0 });

    expect(twilio.messages.map((sms) => sms.to).sort()).toEqual(OWNER_MOBILES);
    for (const post of twilio.posts) {
      expect(Object.keys(post.form).sort()).toEqual(["Body", "From", "To"]);
      expect(post.form.From).toBe(TWILIO_FROM);
    }
    const text = twilio.messages[0]!.body;
    expect(twilio.messages[1]!.body).toBe(text);
    expect(text).toContain("Dana Example");
    expect(text).toContain("Wall Sawing");
    expect(text).toContain(formatCad(7285.5));
    expect(text).toContain("tel:+14165550100");
    expect(text).toContain(id);
    expect(text).not.toContain("openings");
    expect(new SegmentedMessage(text).segmentsCount).toBeLessThanOrEqual(2);

    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(delivery.contentType).toBe("application/json");
    expect(Math.abs(Number(delivery.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.body).toMatchObject({
      type: "lead.created",
      id,
      name: "Dana Example",
      phone: "(416) 555-0100",
      telLink: "tel:+14165550100",
      email: "dana@example.test",
      service: "wall-sawing",
      serviceLabel: "Wall Sawing",
      estimate: 7285.5,
      estimateText: formatCad(7285.5),
      form: "equipment",
      page: `${SITE_ORIGIN}/equipment/ws20`,
    });
    expect(delivery.body.text).toContain("tel:+14165550100");
    expect(delivery.raw).not.toContain("openings");
  });

  it("retries an SMS and a webhook after 500s with growing delays and sends each once", async () => {
    twilio.failNext(4); // both numbers, twice
    receiver.failNext(1, 503);
    const id = await submit();
    const sender = dispatcher();

    let before = Date.now();
    expect(await sender.runOnce()).toMatchObject({ sent: 2, failed: 3 });
    const [sms] = await rowsOf(id, "sms");
    expect(sms).toMatchObject({ status: "pending", attempts: 1 });
    expect(sms!.lastError).toBe(
      "Twilio answered 500: code 20500: An internal server error has occurred",
    );
    expect(sms!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 1_000);
    const [hook] = await rowsOf(id, "webhook");
    expect(hook!.lastError).toMatch(/^webhook http:\/\/127\.0\.0\.1:\d+\/… answered 503/);

    // Not due yet: a pass right away sends nothing.
    expect(await sender.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(twilio.posts).toHaveLength(2);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    before = Date.now();
    expect(await sender.runOnce()).toMatchObject({ sent: 1, failed: 2 });
    const second = await rowsOf(id, "sms");
    for (const row of second) {
      expect(row.attempts).toBe(2);
      // The second delay is twice the first.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 2_000);
    }

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await sender.runOnce()).toMatchObject({ sent: 2, failed: 0 });
    expect(twilio.messages.map((message) => message.to).sort()).toEqual(OWNER_MOBILES);
    expect(receiver.received).toHaveLength(1);
    for (const row of await store.outbox.forLead(id)) {
      expect(row).toMatchObject({ status: "sent", lastError: null });
    }
  });

  it("hands each row to one of two racing dispatchers: one SMS per number and lead, one webhook", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await submit({ email: `race${i}@example.test` }));
    twilio.delayNext(4, 30);
    const results = await Promise.all([dispatcher().runOnce(), dispatcher().runOnce()]);
    expect(results[0]!.sent + results[1]!.sent).toBe(30);
    expect(twilio.posts).toHaveLength(12);
    const pairs = twilio.messages.map((sms) => `${sms.to} ${/Lead (\S+)/.exec(sms.body)?.[1]}`);
    expect(new Set(pairs).size).toBe(12);
    expect(receiver.received.map((hook) => hook.body.id).sort()).toEqual([...ids].sort());
  });

  it("marks a refused SMS or webhook failed at once, and sends it after the fix and a flush", async () => {
    const id = await submit();
    const wrong = dispatcher({
      SMS_AUTH_TOKEN: "not-the-auth-token",
      LEAD_WEBHOOK_SECRET: "not-the-webhook-secret",
    });
    expect(await wrong.runOnce()).toMatchObject({ sent: 2, failed: 3 });
    const [sms] = await rowsOf(id, "sms");
    expect(sms).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Twilio answered 401: code 20003: Authenticate",
    });
    const [hook] = await rowsOf(id, "webhook");
    expect(hook).toMatchObject({ status: "failed", attempts: 1 });
    expect(hook!.lastError).toContain("answered 401: bad signature");

    expect(await store.outbox.flush()).toBe(3);
    expect(await dispatcher().runOnce()).toMatchObject({ sent: 3, failed: 0 });
    expect(twilio.messages).toHaveLength(2);
    expect(receiver.received).toHaveLength(1);
  });

  it("retries a provider that does not answer in time", async () => {
    const id = await submit();
    twilio.delayNext(2, 1_500);
    const env = { DATA_DIR: dataDir, CAPTCHA_PROVIDER: "none", ...alertEnv(twilio, receiver) };
    const outbox = createOutboxSenders(parseConfig(env, testSite()));
    closers.push(outbox.close);
    const quick = smsSender(createSmsProvider(config.sms!, 300), 2);
    const slow = new OutboxDispatcher({
      store: store.outbox,
      senders: { ...outbox.senders, sms: quick },
      log: quiet,
    });
    expect(await slow.runOnce()).toMatchObject({ sent: 3, failed: 2 });
    const [sms] = await rowsOf(id, "sms");
    expect(sms).toMatchObject({
      status: "pending",
      lastError: "Twilio could not be reached: no answer within 300 ms",
    });
  });
});
