import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFindings } from "@/server/launch/build-findings";
import { writeBuildStamp } from "../../../../scripts/build-stamp.mjs";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-findings-"));
  fs.mkdirSync(path.join(root, "content"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the go-live check and the build's SITE_URL", () => {
  it("says nothing before the first build", () => {
    expect(buildFindings(root, { SITE_URL: "https://www.example.test" })).toEqual([]);
  });

  it.each([
    ["the same address", "https://www.example.test", "https://www.example.test", undefined],
    [
      "another address",
      "https://www.example.test",
      "https://new.example.test",
      "https://www.example.test",
    ],
    ["no address at build time", undefined, "https://www.example.test", "no SITE_URL"],
    ["no address now", "https://www.example.test", undefined, "https://www.example.test"],
  ])("built with %s", (_, built, now, named) => {
    writeBuildStamp(root, built ? { SITE_URL: built } : {});
    const findings = buildFindings(root, now ? { SITE_URL: now } : {});
    if (!named) {
      expect(findings).toEqual([]);
      return;
    }
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ group: "configuration", where: "SITE_URL" });
    expect(findings[0]!.what).toContain(`made with ${named}: run npm run build again`);
  });
});
