import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
let root: string;

/** A copy of the real content plus an article with a link to a page that does not exist. */
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "broken-content-"));
  fs.cpSync("content", root, { recursive: true });
  fs.writeFileSync(
    path.join(root, "blog", "general", "zz-broken-link.md"),
    "---\ntitle: A test article\ndescription: x\ndate: 2026-11-24\n---\n\nSee [nothing](/nowhere).\n",
  );
}, 30_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm run build stops on broken content", () => {
  it("runs the content check as the first step of the build", () => {
    const scripts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts as Record<
      string,
      string
    >;
    expect(scripts.build?.split("&&")[0]?.trim()).toBe("npm run check:content");
  });

  it("fails and names the file and the broken link", async () => {
    const failure = await run("npx", ["tsx", "scripts/check-content.ts", root]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      "content/blog/general/zz-broken-link.md: link to /nowhere leads nowhere",
    );
  }, 60_000);

  it("passes on the shipped content", async () => {
    const { stdout } = await run("npx", ["tsx", "scripts/check-content.ts"]);
    expect(stdout).toMatch(/Content is valid: \d+ pages\./);
  }, 60_000);
});
