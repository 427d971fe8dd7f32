import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import { mailingAddress } from "@/content/site";

const run = promisify(execFile);
const script = path.resolve("scripts/check-launch.ts");

// A launched site has a real number; built at run time so no test file types one (identity rule).
const launchedPhone = `(416) ${["555", "0200"].join("-")}`;
const ADMIN_TOKEN = "kQ7v-Zt2pW9xLm4Rb8Nc1Hs6Jd3Fy5Ug0Ea";

/** The shipped content as the owner will have finished it: real identity, no sample left. */
function finishedProject(root: string): void {
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
  const site = path.join(root, "content", "site.yaml");
  fs.writeFileSync(
    site,
    fs
      .readFileSync(site, "utf8")
      .replace(/^phone: .*$/m, `phone: ${launchedPhone}`)
      .replace(/^email: .*$/m, "email: quotes@straightcut.test")
      .replace(/^url: .*$/m, "url: https://www.straightcut.test")
      .replaceAll("confirmed: false", "confirmed: true"),
  );
  for (const file of fs.readdirSync(path.join(root, "content"), { recursive: true })) {
    const full = path.join(root, "content", String(file));
    if (!/\.(ya?ml|md)$/.test(full)) continue;
    const text = fs.readFileSync(full, "utf8");
    if (text.includes("sample: true")) {
      fs.writeFileSync(full, text.replaceAll("sample: true", "sample: false"));
    }
    const project = /^projects\/(.+)\.md$/.exec(String(file).split(path.sep).join("/"));
    if (project) {
      const photos = path.join(root, "public", "images", "projects", project[1]!, "after");
      fs.mkdirSync(photos, { recursive: true });
      fs.writeFileSync(path.join(photos, "01.jpg"), "");
    }
  }
}

async function checkLaunch(args: string[], env: Record<string, string>) {
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "",
    HOME: os.tmpdir(),
    NODE_ENV: "production",
  };
  return run("npx", ["tsx", script, ...args], { env: { ...base, ...env } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  );
}

let finished: string;
let shipped: string;

beforeAll(() => {
  finished = fs.mkdtempSync(path.join(os.tmpdir(), "launch-ready-"));
  finishedProject(finished);
  shipped = fs.mkdtempSync(path.join(os.tmpdir(), "launch-shipped-"));
  fs.cpSync("content", path.join(shipped, "content"), { recursive: true });
}, 30_000);
afterAll(() => {
  for (const dir of [finished, shipped]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run check:launch", () => {
  it("fails on the shipped site and lists what is left, grouped, with file and field", async () => {
    const { code, stdout } = await checkLaunch(["--dir", shipped], {});
    expect(code).toBe(1);
    expect(stdout).toMatch(/^identity: \d+ to change$/m);
    const { phone } = loadSite();
    expect(stdout).toContain(`content/site.yaml: phone: ${phone} is in the fictional`);
    expect(stdout).toContain("content/site.yaml: email:");
    expect(stdout).toContain("SITE_URL: not set");
    expect(stdout).toMatch(/^sample content: \d+ to change$/m);
    expect(stdout).toContain(
      'content/pages/home.yaml: sections[id=reviews].cards[0]: sample review by "Maria K."',
    );
    expect(stdout).toContain(
      "content/pages/team.yaml: sections[id=team].cards[0]: sample team profile",
    );
    expect(stdout).toContain(
      "content/projects/cutting/project1.md: sample: sample project write-up",
    );
    expect(stdout).toContain(
      "content/projects/cutting/project1.md: before, after: shows illustrations, not photos",
    );
    expect(stdout).toContain(
      'content/site.yaml: trustPoints[0]: "Licensed and insured" is not confirmed',
    );
    expect(stdout).toContain(
      `content/site.yaml: address: ${mailingAddress(loadSite())} is the fictional sample address`,
    );
    expect(stdout).toContain(
      'content/pages/project-history/coring.yaml: sections[id=coring-projects-list].title: "Examples of coring work: From a handful of drain holes to dozens of cores in one night" introduces 2 sample projects (coring/project1, coring/project2)',
    );
    expect(stdout).toMatch(
      /content\/equipment\/ws20\.yaml: sections\[id=equipment-projects\]\.title: "Example jobs with this machine" introduces \d+ sample projects? \(.*trenching\/project1.*\)/,
    );
    expect(stdout).toMatch(/^configuration: \d+ to change$/m);
    expect(stdout).toContain("SMTP_URL: not set");
    expect(stdout).toContain("ADMIN_TOKEN: not set");
  }, 60_000);

  it("passes with one line per group once the content is finished and the server configured", async () => {
    const { code, stdout } = await checkLaunch(
      ["--dir", finished, "--servers", "2", "--behind-proxy"],
      {
        SITE_URL: "https://www.straightcut.test",
        SMTP_URL: "smtps://leads:secret@mail.straightcut.test:465",
        DATABASE_URL: "postgres://site@db.straightcut.test/leads",
        ALTCHA_HMAC_KEY: "a-shared-key-for-both-servers-0123456789",
        ADMIN_TOKEN,
        TRUST_PROXY: "1",
      },
    );
    expect(stdout.trim()).toBe(
      ["identity: ready", "sample content: ready", "configuration: ready"].join("\n"),
    );
    expect(code).toBe(0);
  }, 60_000);

  it("still fails on the finished content when the deployment lacks its configuration", async () => {
    const { code, stdout } = await checkLaunch(
      ["--dir", finished, "--servers", "2", "--behind-proxy"],
      {
        SITE_URL: "https://www.straightcut.test",
      },
    );
    expect(code).toBe(1);
    expect(stdout).toContain("identity: ready");
    expect(stdout).toContain("sample content: ready");
    for (const variable of [
      "SMTP_URL",
      "DATABASE_URL",
      "ALTCHA_HMAC_KEY",
      "ADMIN_TOKEN",
      "TRUST_PROXY",
    ]) {
      expect(stdout).toContain(`  ${variable}: `);
    }
  }, 60_000);

  it("refuses a bad argument with a usage line", async () => {
    const { code, stdout } = await checkLaunch(["--dir", shipped, "--servers", "none"], {});
    expect(code).toBe(2);
    expect(stdout).toContain("usage: npm run check:launch");
  }, 60_000);
});
