import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleAdminFlush, handleAdminOutbox } from "@/server/admin/handle-admin";
import { adminToken, parseConfig } from "@/server/env";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { ServerRuntime } from "@/server/runtime";
import { alertEnv, OWNER_MOBILES } from "../../../support/alerts";
import { postRequest, requestBody, testSite } from "../../../support/pipeline";
import { freePort } from "../../../support/smtp";
import { startTwilioStandIn, type TwilioStandIn } from "../../../support/twilio-stand-in";
import {
  startWebhookReceiver,
  WEBHOOK_TEST_PATH,
  WEBHOOK_TEST_SECRET,
  type WebhookReceiver,
} from "../../../support/webhook-receiver";

/**
 * The alerts as a server runs them (ServerRuntime from the environment): written with the lead,
 * sent by the dispatcher after the visitor has had the answer, kept when a provider is down,
 * shown by the admin outbox endpoint and sent by its flush.
 */

const quiet = { warn: () => undefined, error: () => undefined };
const dirs: string[] = [];
let twilio: TwilioStandIn;
let receiver: WebhookReceiver;

function runtimeWith(dataDir: string, overrides: Record<string, string> = {}): ServerRuntime {
  const env = {
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: "none",
    OUTBOX_INTERVAL: "3600",
    ...alertEnv(twilio, receiver),
    ...overrides,
  };
  return new ServerRuntime(parseConfig(env, testSite()));
}

async function submit(runtime: ServerRuntime): Promise<string> {
  const request = postRequest(requestBody(), {
    headers: { origin: "https://straightcut.example" },
  });
  const response = await handleLeadRequest(request, { ...runtime.leadRequestDeps(), log: quiet });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

function admin(runtime: ServerRuntime, pathname: string, method = "GET"): Request {
  const token = adminToken(runtime.config);
  return new Request(`http://127.0.0.1${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await twilio?.close();
  await receiver?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-alerts-runtime-"));
  dirs.push(dir);
  return dir;
}

describe("a server with owner alerts", () => {
  it("answers the visitor before the SMS is out, then sends the SMS and the webhook", async () => {
    twilio.reset();
    receiver.reset();
    twilio.delayNext(2, 3_000); // Twilio holds its answer: the visitor must not wait for it
    const runtime = runtimeWith(tempDir());
    try {
      const id = await submit(runtime);
      const store = await runtime.store();
      expect(await store.getLead(id)).toBeDefined();
      const sms = (await store.outbox.forLead(id)).filter((row) => row.kind === "sms");
      expect(sms.map((row) => row.to).sort()).toEqual(OWNER_MOBILES);
      expect(sms.every((row) => row.status !== "sent")).toBe(true);

      await until(async () => (await store.outbox.counts()).sent === 5);
      expect(twilio.messages).toHaveLength(2);
      expect(receiver.received.map((hook) => hook.body.id)).toEqual([id]);
    } finally {
      await runtime.close();
    }
  }, 60_000);

  it("keeps the lead while Twilio is down, lists the alerts masked, and a flush sends them", async () => {
    twilio.reset();
    receiver.reset();
    receiver.failNext(1, 502);
    const dataDir = tempDir();
    const down = runtimeWith(dataDir, { SMS_API_URL: `http://127.0.0.1:${await freePort()}` });
    let id: string;
    try {
      id = await submit(down);
      const dispatcher = await down.dispatcher();
      await dispatcher.runOnce(); // the pass the commit started, or one after it
      const store = await down.store();
      expect(await store.getLead(id)).toBeDefined();
      await until(async () => (await store.outbox.counts()).pending === 3);
      const sms = (await store.outbox.forLead(id)).find((row) => row.kind === "sms");
      expect(sms?.lastError).toMatch(/^Twilio could not be reached: fetch failed \(ECONNREFUSED\)/);

      const response = await handleAdminOutbox(admin(down, "/api/admin/outbox"), down.adminDeps());
      expect(response.status).toBe(200);
      const raw = await response.text();
      for (const secret of [WEBHOOK_TEST_PATH, WEBHOOK_TEST_SECRET, twilio.authToken]) {
        expect(raw).not.toContain(secret);
      }
      const report = JSON.parse(raw) as {
        alerts: { sms: string; webhook: string };
        unsent: { kind: string; to: string; lastError: string | null }[];
      };
      const hookOrigin = new URL(receiver.url).origin;
      expect(report.alerts.sms).toMatch(/^Twilio at 127\.0\.0\.1:\d+, to 2 numbers$/);
      expect(report.alerts.webhook).toBe(`${hookOrigin}/…`);
      expect(report.unsent.map((row) => [row.kind, row.to]).sort()).toEqual([
        ["sms", OWNER_MOBILES[0]],
        ["sms", OWNER_MOBILES[1]],
        ["webhook", `${hookOrigin}/…`],
      ]);
    } finally {
      await down.close();
    }

    // Twilio is back (the server restarted with the right address): the flush sends everything.
    const up = runtimeWith(dataDir);
    try {
      const response = await handleAdminFlush(
        admin(up, "/api/admin/outbox/flush", "POST"),
        up.adminDeps(),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ requeued: 3, sent: 3, failed: 0 });
      expect(twilio.messages.map((sms) => sms.to).sort()).toEqual(OWNER_MOBILES);
      expect(receiver.received.map((hook) => hook.body.id)).toEqual([id]);
    } finally {
      await up.close();
    }
  }, 60_000);
});
