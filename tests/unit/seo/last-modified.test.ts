import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lastModifiedDates } from "@/seo/last-modified";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lastmod-"));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, "content"));
  return dir;
}

const git = (cwd: string, args: string[], date?: string) =>
  execFileSync("git", args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Test",
      GIT_AUTHOR_EMAIL: "test@example.test",
      GIT_COMMITTER_NAME: "Test",
      GIT_COMMITTER_EMAIL: "test@example.test",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });

describe("lastModifiedDates", () => {
  it("takes each file's last commit, and the file's own time once it has uncommitted changes", () => {
    const dir = project();
    git(dir, ["init", "-q"]);
    fs.writeFileSync(path.join(dir, "content/a.yaml"), "a: 1\n");
    fs.writeFileSync(path.join(dir, "content/b.yaml"), "b: 1\n");
    git(dir, ["add", "."]);
    git(dir, ["commit", "-qm", "first"], "2026-03-01T10:00:00Z");
    fs.writeFileSync(path.join(dir, "content/b.yaml"), "b: 2\n");
    git(dir, ["commit", "-qam", "second"], "2026-06-15T10:00:00Z");
    fs.writeFileSync(path.join(dir, "content/a.yaml"), "a: 2\n");
    const mtime = fs.statSync(path.join(dir, "content/a.yaml")).mtime;

    const dates = lastModifiedDates(["content/a.yaml", "content/b.yaml"], dir);
    expect(dates.get("content/b.yaml")?.toISOString()).toBe("2026-06-15T10:00:00.000Z");
    expect(dates.get("content/a.yaml")?.getTime()).toBe(mtime.getTime());
  });

  it("falls back to modification times outside a git checkout", () => {
    const dir = project();
    fs.writeFileSync(path.join(dir, "content/a.yaml"), "a: 1\n");
    const old = new Date("2026-01-02T03:04:05Z");
    fs.utimesSync(path.join(dir, "content/a.yaml"), old, old);
    expect(lastModifiedDates(["content/a.yaml"], dir).get("content/a.yaml")).toEqual(old);
  });
});
