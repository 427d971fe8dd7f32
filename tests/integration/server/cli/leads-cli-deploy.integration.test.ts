import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { leads } from "@/server/db/schema";
import { runLeads } from "../../../support/leads-cli";
import { startSmtpServer, type TestSmtpServer } from "../../../support/smtp";

/**
 * The two commands the deploy guide uses: `export --out FILE` (and a clean standard output
 * through `npm run --silent`), and `test-mail <address>` through the configured transport.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-deploy-"));
const env = { DATA_DIR: dataDir, PORT: "1", MAIL_FROM: "Site <site@example.test>" };
/** This suite's store is its own PGlite folder, also when CI runs it with DATABASE_URL set. */
function withoutDatabaseUrl(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...source };
  delete rest.DATABASE_URL;
  return rest;
}

/** A loopback port with nothing listening (taken, then let go): a refused connection. */
let CLOSED_PORT: number;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  CLOSED_PORT = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
  await handle.db.insert(leads).values(
    ["Ann", "Bob"].map((name) => ({
      name,
      email: `${name.toLowerCase()}@example.test`,
      phone: "416 555 0104",
      message: `Cut a door for ${name}, "quoted", with a comma`,
      form: "contact" as const,
      idempotencyKey: crypto.randomUUID(),
    })),
  );
  await handle.close();
}, 60_000);
afterAll(async () => {
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run leads -- export", () => {
  it(
    "--out writes the same data it prints, and nothing else goes to standard output",
    {
      timeout: 120_000,
    },
    async () => {
      const out = path.join(dataDir, "leads.csv");
      const printed = await runLeads(["export", "--format", "csv"], env);
      expect(printed.code).toBe(0);
      const written = await runLeads(["export", "--format", "csv", "--out", out], env);
      expect(written.code).toBe(0);
      expect(written.stdout).toBe("");
      expect(written.stderr).toContain(`Leads written to ${out}`);
      expect(fs.readFileSync(out, "utf8")).toBe(printed.stdout);
      expect(printed.stdout.trim().split("\r\n")).toHaveLength(3);
      // No temporary file is left beside it.
      expect(fs.readdirSync(dataDir).filter((name) => name.includes("partial"))).toEqual([]);
    },
  );

  it(
    "through `npm run --silent` standard output is the JSON alone",
    { timeout: 120_000 },
    async () => {
      const stdout = await new Promise<string>((resolve, reject) =>
        execFile(
          "npm",
          ["run", "--silent", "leads", "--", "export", "--format", "json"],
          {
            env: { ...withoutDatabaseUrl(process.env), ...env, NODE_ENV: "test" },
            timeout: 120_000,
          },
          (error, out) => (error ? reject(error) : resolve(out)),
        ),
      );
      const exported = JSON.parse(stdout) as { name: string }[];
      expect(exported.map((lead) => lead.name).sort()).toEqual(["Ann", "Bob"]);
    },
  );
});

describe("npm run leads -- test-mail", () => {
  it("sends one mail through SMTP_URL, from MAIL_FROM", { timeout: 120_000 }, async () => {
    const run = await runLeads(["test-mail", "owner@example.test"], { ...env, SMTP_URL: smtp.url });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`handed to smtp://127.0.0.1:${smtp.port}`);
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail!.rcptTo).toEqual(["owner@example.test"]);
    expect(mail!.mailFrom).toBe("site@example.test");
    expect(mail!.subject).toMatch(/^Test mail from the .+ website$/);
    expect(mail!.text).toContain("quote requests will reach you the same way");
  });

  it(
    "without SMTP_URL writes it as a file, as lead mail would be",
    { timeout: 120_000 },
    async () => {
      const run = await runLeads(["test-mail", "owner@example.test"], env);
      expect(run.code).toBe(0);
      const files = fs.readdirSync(path.join(dataDir, "outbox-files"));
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(path.join(dataDir, "outbox-files", files[0]!), "utf8")).toContain(
        "To: owner@example.test",
      );
    },
  );

  it(
    "says why when the mail server cannot be reached, and refuses a bad address",
    {
      timeout: 120_000,
    },
    async () => {
      const refused = await runLeads(["test-mail", "owner@example.test"], {
        ...env,
        SMTP_URL: `smtp://127.0.0.1:${CLOSED_PORT}`,
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Sending through smtp://127.0.0.1:${CLOSED_PORT} failed`);
      expect(refused.stderr).toMatch(/ECONNREFUSED/);

      const bad = await runLeads(["test-mail", "not-an-address"], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('"not-an-address" is not an e-mail address.');
    },
  );
});
