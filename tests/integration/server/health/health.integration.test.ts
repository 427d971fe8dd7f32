import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, outbox } from "@/server/db/schema";
import { healthReport, outboxHealth } from "@/server/health/health-report";
import { getServerRuntime } from "@/server/runtime";
import { testDatabases } from "../../../support/database";

const NOW = new Date("2026-11-25T12:00:00Z");

async function leadWithOutbox(
  db: Awaited<ReturnType<ReturnType<typeof testDatabases>[number]["open"]>>["db"],
  rows: { status: "pending" | "sending" | "sent" | "failed"; createdAt: Date }[],
) {
  const [lead] = await db
    .insert(leads)
    .values({
      name: "Dana Example",
      email: "dana@example.test",
      phone: "(416) 555-0100",
      message: "Core two holes.",
      form: "contact",
      idempotencyKey: crypto.randomUUID(),
    })
    .returning();
  await db.insert(outbox).values(
    rows.map((row) => ({
      leadId: lead!.id,
      kind: "owner" as const,
      to: "owner@example.test",
      subject: "New quote request",
      text: "body",
      ...row,
    })),
  );
}

describe.each(testDatabases())("outbox health on $name", (database) => {
  it(
    "counts what is still to send, its oldest age and the failures; sent rows are not backlog",
    {
      timeout: 60_000,
    },
    async () => {
      const handle = await database.open();
      try {
        expect(await outboxHealth(handle.db, NOW)).toEqual({
          backlog: 0,
          oldestPendingSeconds: null,
          failed: 0,
        });
        await leadWithOutbox(handle.db, [
          { status: "pending", createdAt: new Date(NOW.getTime() - 90_000) },
          { status: "sending", createdAt: new Date(NOW.getTime() - 30_000) },
          { status: "sent", createdAt: new Date(NOW.getTime() - 3_600_000) },
          { status: "failed", createdAt: new Date(NOW.getTime() - 7_200_000) },
        ]);
        expect(await outboxHealth(handle.db, NOW)).toEqual({
          backlog: 2,
          oldestPendingSeconds: 90,
          failed: 1,
        });
      } finally {
        await handle.dispose();
      }
    },
  );
});

it("a store that does not answer makes the report not ok, with no error text in it", async () => {
  const report = await healthReport(() =>
    Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432 password=secret")),
  );
  expect(report).toEqual({ ok: false, store: "unreachable" });
});

describe("GET /api/health", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "health-route-"));
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DATA_DIR = dataDir;
    for (const name of ["DATABASE_URL", "SMTP_URL", "CAPTCHA_PROVIDER", "ADMIN_TOKEN"]) {
      delete process.env[name];
    }
  });
  afterAll(async () => {
    await getServerRuntime().close();
    process.env = saved;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "answers 200 with the store's state and the backlog, never cached, no personal data",
    {
      timeout: 60_000,
    },
    async () => {
      const { GET } = await import("@/app/api/health/route");
      const runtime = getServerRuntime();
      const { db } = await runtime.database();
      await leadWithOutbox(db, [{ status: "pending", createdAt: new Date(Date.now() - 5_000) }]);

      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      expect(text).not.toMatch(/example\.test|Dana|555-0100/);
      const body = JSON.parse(text) as {
        ok: boolean;
        store: string;
        outbox: { backlog: number; oldestPendingSeconds: number };
      };
      expect(body.ok).toBe(true);
      expect(body.store).toBe("ok");
      expect(body.outbox.backlog).toBe(1);
      expect(body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(4);
    },
  );
});
