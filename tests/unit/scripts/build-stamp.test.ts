import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSettings, buildState, writeBuildStamp } from "../../../scripts/build-stamp.mjs";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** A project tree with a finished build, as `npm run build` leaves it. */
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  write("content/pages/home.yaml", "title: Home\n");
  write("src/app/page.tsx", "export default 1;\n");
  write("public/images/a.svg", "<svg/>");
  write("package-lock.json", "{}");
  write(".next/BUILD_ID", "abc");
  writeBuildStamp(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm start knows a stale build", () => {
  it("is current right after the build", () => {
    expect(buildState(root)).toBe("current");
  });

  it.each([
    ["an edited content file", "content/pages/home.yaml", "title: Home, edited\n"],
    ["a new article", "content/blog/general/new.md", "---\ntitle: New\n---\nText\n"],
    ["edited code", "src/app/page.tsx", "export default 2;\n"],
    ["a new public file", "public/images/b.svg", "<svg/>"],
    ["a changed lock file", "package-lock.json", '{"lockfileVersion":3}'],
    ["a step over the prerendered pages", "scripts/prerendered-pages.mjs", "// new\n"],
  ])("is stale after %s", (_, file, text) => {
    write(file, text);
    expect(buildState(root)).toBe("stale");
  });

  it("is current again when the edit is undone, and ignores what the build writes itself", () => {
    write("content/pages/home.yaml", "title: Changed\n");
    write("content/pages/home.yaml", "title: Home\n");
    write("public/search-index.json", "[]");
    write("public/og/services/coring.png", "png");
    write("tests/unit/new.test.ts", "");
    expect(buildState(root)).toBe("current");
  });

  it("is missing without a build and stale without a stamp", () => {
    fs.rmSync(path.join(root, ".next/build-inputs.sha256"));
    expect(buildState(root)).toBe("stale");
    fs.rmSync(path.join(root, ".next"), { recursive: true });
    expect(buildState(root)).toBe("missing");
  });
});

describe("npm start knows a build made with other build-time settings", () => {
  const built = { SITE_URL: "https://www.example.test" };
  beforeEach(() => writeBuildStamp(root, built));

  it.each([
    ["SITE_URL set to another address", { SITE_URL: "https://straightcut.example" }],
    ["SITE_URL unset", {}],
  ])("is stale with %s", (_, env) => {
    expect(buildState(root, built)).toBe("current");
    expect(buildState(root, env)).toBe("stale");
  });

  it("ignores settings that are read at run time", () => {
    expect(buildState(root, { ...built, SMTP_URL: "smtp://mail.example.test" })).toBe("current");
  });

  it("reads SITE_URL from the .env files next build reads, the environment first", () => {
    write(".env", "SITE_URL=https://env.example.test\n");
    write(".env.production", "SITE_URL=https://production.example.test\n");
    expect(buildSettings(root, {})).toEqual({ SITE_URL: "https://production.example.test" });
    write(".env.production.local", "SITE_URL=https://local.example.test\n");
    expect(buildSettings(root, {})).toEqual({ SITE_URL: "https://local.example.test" });
    expect(buildSettings(root, built)).toEqual(built);
    writeBuildStamp(root, {});
    write(".env.production.local", "SITE_URL=https://moved.example.test\n");
    expect(buildState(root, {})).toBe("stale");
  });
});
