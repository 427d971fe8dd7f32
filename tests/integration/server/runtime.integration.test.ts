import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteLockFile } from "@/server/db/client";
import { DataDirLockedError, readLock } from "@/server/db/lock";
import { parseConfig } from "@/server/env";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { ServerRuntime } from "@/server/runtime";
import { postRequest, requestBody, testSite } from "../../support/pipeline";
import { storeLead } from "../../support/store-lead";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-runtime-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const emlFiles = () => {
  const dir = path.join(dataDir, "outbox-files");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith(".eml")) : [];
};

describe("PGlite under DATA_DIR", () => {
  it("keeps one opener per directory and keeps the data across restarts", async () => {
    const target = { kind: "pglite" as const, dataDir, lockRole: "server" as const, port: 4321 };
    const first = await openDatabase(target);
    expect(readLock(pgliteLockFile(dataDir))).toMatchObject({
      pid: process.pid,
      role: "server",
      port: 4321,
    });
    await expect(openDatabase({ ...target, lockRole: "cli" })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );

    const store = new LeadStore(first.db);
    await storeLead(
      store,
      {
        name: "Before restart",
        email: "early@example.test",
        phone: "416 555 0101",
        message: "Left in the outbox",
        form: "hero",
        idempotencyKey: crypto.randomUUID(),
      },
      (lead) => [
        {
          kind: "owner",
          to: "owner@example.test",
          subject: "Lead",
          text: lead.name,
          html: "<p>x</p>",
        },
      ],
    );
    await first.close();
    expect(fs.existsSync(pgliteLockFile(dataDir))).toBe(false);

    const second = await openDatabase(target);
    expect(await new LeadStore(second.db).countLeads()).toBe(1);
    await second.close();
  }, 60_000);
});

describe("ServerRuntime", () => {
  it("refuses a used ALTCHA solution after a restart (replays are kept in the database)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-replay-"));
    const config = () => parseConfig({ DATA_DIR: dir, OUTBOX_INTERVAL: "3600" }, testSite());
    const context = { hostnames: ["localhost"] };
    try {
      const first = new ServerRuntime(config());
      let token: string;
      try {
        const challenge = await first.altcha!.createChallenge();
        const solution = await solveChallenge({ challenge, deriveKey });
        token = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
        expect(await first.robotCheck.verify(token, context)).toEqual({ ok: true });
      } finally {
        await first.close();
      }
      const second = new ServerRuntime(config());
      try {
        expect(await second.robotCheck.verify(token, context)).toEqual({
          ok: false,
          reason: "ALTCHA payload already used",
        });
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("sends at once the mail a stopped process had claimed, without waiting for the lease", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-orphan-"));
    try {
      const before = await openDatabase({ kind: "pglite", dataDir: dir, lockRole: "server" });
      const store = new LeadStore(before.db);
      await storeLead(
        store,
        {
          name: "Claimed",
          email: "c@example.test",
          phone: "416 555 0102",
          message: "m",
          form: "contact",
          idempotencyKey: crypto.randomUUID(),
        },
        () => [
          { kind: "owner", to: "owner@example.test", subject: "Lead", text: "t", html: "<p>t</p>" },
        ],
      );
      expect(await store.outbox.claimDue()).toHaveLength(1); // claimed, then the process "stops"
      await before.close();

      const config = parseConfig(
        { DATA_DIR: dir, CAPTCHA_PROVIDER: "none", OUTBOX_INTERVAL: "3600" },
        testSite(),
      );
      const runtime = new ServerRuntime(config);
      try {
        runtime.startBackgroundWork();
        const files = () =>
          fs.existsSync(path.join(dir, "outbox-files"))
            ? fs.readdirSync(path.join(dir, "outbox-files"))
            : [];
        await until(() => files().some((file) => file.endsWith(".eml")));
        // The file is written just before the row is marked sent: wait for the mark (seconds at
        // most, far inside the 5-minute lease this test is about).
        await expect
          .poll(async () => (await runtime.store()).outbox.counts(), { timeout: 5_000 })
          .toMatchObject({ sending: 0, sent: 1 });
      } finally {
        await runtime.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("opens the store, sends mail left from before, and sends a new lead's mail soon after the commit", async () => {
    const config = parseConfig(
      { DATA_DIR: dataDir, CAPTCHA_PROVIDER: "none", OUTBOX_INTERVAL: "1", PORT: "4322" },
      testSite(),
    );
    const runtime = new ServerRuntime(config);
    try {
      runtime.startBackgroundWork();
      expect(fs.existsSync(path.join(dataDir, "admin-token"))).toBe(true);
      await until(() => emlFiles().length === 1);
      expect(readLock(pgliteLockFile(dataDir))).toMatchObject({ role: "server", port: 4322 });

      const response = await handleLeadRequest(
        postRequest(requestBody(), { headers: { origin: "https://straightcut.example" } }),
        { ...runtime.leadRequestDeps(), log: { warn: () => undefined, error: () => undefined } },
      );
      expect(response.status).toBe(200);
      await until(() => emlFiles().length === 3);
      await expect((await runtime.store()).outbox.counts()).resolves.toMatchObject({
        pending: 0,
        sent: 3,
      });
    } finally {
      await runtime.close();
    }
    expect(fs.existsSync(pgliteLockFile(dataDir))).toBe(false);
  }, 60_000);
});
