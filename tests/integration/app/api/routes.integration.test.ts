import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/server/http/request";
import { getServerRuntime } from "@/server/runtime";
import { requestBody } from "../../../support/pipeline";

/**
 * The route files wired to the process runtime, configured from the environment as in
 * production (ALTCHA by default), with a temporary DATA_DIR.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-routes-"));
const saved = { ...process.env };

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  process.env.CHALLENGE_RATE_LIMIT_POINTS = "3";
  for (const name of [
    "DATABASE_URL",
    "SMTP_URL",
    "CAPTCHA_PROVIDER",
    "CONTACT_API_KEY",
    "ADMIN_TOKEN",
    "SITE_ORIGIN",
  ]) {
    delete process.env[name];
  }
});
afterAll(async () => {
  await getServerRuntime().close();
  process.env = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/api/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      host: "localhost:3000",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe("API routes", () => {
  it("GET /api/captcha/challenge issues a fresh signed ALTCHA challenge, never cached", async () => {
    const { GET } = await import("@/app/api/captcha/challenge/route");
    const get = () =>
      GET(
        new Request("http://localhost:3000/api/captcha/challenge", {
          headers: { [PEER_ADDRESS_HEADER]: "203.0.113.9" },
        }),
      );
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as {
      parameters: { algorithm: string; nonce: string };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const second = (await (await get()).json()) as typeof challenge;
    expect(second.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("GET /api/captcha/challenge is counted per client: a flood gets 429, another client still gets one", async () => {
    const { GET } = await import("@/app/api/captcha/challenge/route");
    const from = (address: string) =>
      GET(
        new Request("http://localhost:3000/api/captcha/challenge", {
          headers: { [PEER_ADDRESS_HEADER]: address },
        }),
      );
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await from("198.51.100.20")).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await from("198.51.100.20");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many/);
    expect((await from("198.51.100.21")).status).toBe(200);
  });

  it("POST /api/email runs the pipeline (415, and the robot check with the default provider)", async () => {
    const { POST } = await import("@/app/api/email/route");
    const notJson = await POST(
      new Request("http://localhost:3000/api/email", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "hi",
      }),
    );
    expect(notJson.status).toBe(415);
    const robot = await POST(post(requestBody({}, { recaptchaToken: "forged" })));
    expect(robot.status).toBe(400);
    expect(await robot.json()).toEqual({ error: "Please verify you are not a robot" });
  });

  it("admin routes need the token the server keeps in DATA_DIR", async () => {
    const { GET } = await import("@/app/api/admin/leads/route");
    const { POST: flush } = await import("@/app/api/admin/outbox/flush/route");
    expect((await GET(new Request("http://localhost:3000/api/admin/leads"))).status).toBe(401);
    const token = fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
    const authorization = { authorization: `Bearer ${token}` };
    const leads = await GET(
      new Request("http://localhost:3000/api/admin/leads?format=json", { headers: authorization }),
    );
    expect(leads.status).toBe(200);
    expect(await leads.json()).toEqual({ leads: [] });
    const flushed = await flush(
      new Request("http://localhost:3000/api/admin/outbox/flush", {
        method: "POST",
        headers: authorization,
      }),
    );
    expect(await flushed.json()).toMatchObject({ sent: 0, failed: 0, requeued: 0 });
  }, 60_000);
});
