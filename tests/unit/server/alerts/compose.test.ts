import { describe, expect, it } from "vitest";
import { composeAlerts, composeWebhookBody } from "@/server/alerts/compose";
import { webhookSignature } from "@/server/alerts/webhook";
import type { Lead } from "@/server/db/schema";
import { formatCad } from "@/shared/money";
import { verifyLeadWebhook } from "../../../support/webhook-receiver";

const MESSAGE = "Please cut a doorway; gate code 4417, key under the mat.";
const lead: Lead = {
  id: "5d1c7a9e-3b2f-4e8d-a6c4-1f0e9d8c7b6a",
  createdAt: new Date("2026-03-02T14:15:00Z"),
  name: "Eve <!channel> Example",
  email: "eve@example.test",
  phone: "416-555-0110",
  service: "bank-vault",
  message: MESSAGE,
  form: "hero",
  page: "services/coring",
  referrer: null,
  utm: null,
  calculator: { answers: { service: "coring" }, summary: [], estimate: 1890 },
  clientAddress: null,
  idempotencyKey: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
};
const ORIGIN = "https://straightcut.example";

describe("composeAlerts", () => {
  it("writes nothing when no alert is configured", () => {
    expect(composeAlerts(lead, { siteOrigin: ORIGIN })).toEqual([]);
  });

  it("writes one SMS per owner number and one webhook, none with the visitor's message", () => {
    const alerts = composeAlerts(lead, {
      sms: { to: ["+14165550151", "+14165550152"] },
      webhook: { url: "https://hooks.straightcut.test/lead" },
      siteOrigin: ORIGIN,
    });
    expect(alerts.map(({ kind, to }) => [kind, to])).toEqual([
      ["sms", "+14165550151"],
      ["sms", "+14165550152"],
      ["webhook", "https://hooks.straightcut.test/lead"],
    ]);
    expect(alerts[0]!.text).toBe(alerts[1]!.text);
    expect(alerts[0]!.text).toContain(`est. ${formatCad(1890)}`);
    for (const alert of alerts) expect(alert.text).not.toContain("gate code");
    expect(JSON.parse(alerts[2]!.text)).toEqual(composeWebhookBody(lead, ORIGIN));
  });
});

describe("the webhook body", () => {
  const body = composeWebhookBody(lead, ORIGIN);

  it("has the documented fields, and no message", () => {
    expect(body).toEqual({
      type: "lead.created",
      id: lead.id,
      createdAt: "2026-03-02T14:15:00.000Z",
      title: "New quote request: Eve !channel Example",
      text:
        `New quote request: Eve !channel Example (Bank Vault Demolition), estimate ${formatCad(1890)}. ` +
        `Call tel:+14165550110. Lead ${lead.id}`,
      name: "Eve <!channel> Example",
      phone: "416-555-0110",
      telLink: "tel:+14165550110",
      email: "eve@example.test",
      service: "bank-vault",
      serviceLabel: "Bank Vault Demolition",
      estimate: 1890,
      estimateText: formatCad(1890),
      form: "hero",
      page: `${ORIGIN}/services/coring`,
    });
  });

  it("says so when there is no service, estimate or page", () => {
    const bare = composeWebhookBody(
      { ...lead, service: null, calculator: null, page: null },
      ORIGIN,
    );
    expect(bare).toMatchObject({
      service: null,
      serviceLabel: null,
      estimate: null,
      estimateText: null,
      page: null,
    });
    expect(bare.text).toBe(
      `New quote request: Eve !channel Example (no service chosen). Call tel:+14165550110. Lead ${lead.id}`,
    );
  });
});

describe("webhookSignature", () => {
  const raw = JSON.stringify(composeWebhookBody(lead, ORIGIN));
  const secret = "0123456789abcdef0123";
  const now = 1_772_460_900;

  it("is what a receiver following docs/operations.md accepts", () => {
    const signature = webhookSignature(secret, now, raw);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyLeadWebhook(secret, String(now), signature, raw, now + 30)).toBe(true);
  });

  it("is refused for another body, timestamp or secret, and for a delivery replayed later", () => {
    const signature = webhookSignature(secret, now, raw);
    const other = webhookSignature("x".repeat(20), now, raw);
    expect(verifyLeadWebhook(secret, String(now), signature, `${raw} `, now)).toBe(false);
    expect(verifyLeadWebhook(secret, String(now + 1), signature, raw, now)).toBe(false);
    expect(verifyLeadWebhook(secret, String(now), other, raw, now)).toBe(false);
    expect(verifyLeadWebhook(secret, String(now), signature, raw, now + 600)).toBe(false);
  });
});
