import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * When each content file last changed: its last commit's date from git history; for a file with
 * uncommitted changes, or outside a git checkout, its modification time. Never the build time.
 */
export function lastModifiedDates(
  files: readonly string[],
  cwd = process.cwd(),
): Map<string, Date> {
  const committed = new Map<string, Date>();
  const dirty = new Set<string>();
  try {
    const git = (args: string[]) =>
      execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    // Newest first: the first date seen for a file is its last change.
    let date: Date | undefined;
    for (const line of git(["log", "--format=%cI", "--name-only", "--", "content"]).split("\n")) {
      if (/^\d{4}-\d{2}-\d{2}T/.test(line)) date = new Date(line);
      else if (line && date && !committed.has(line)) committed.set(line, date);
    }
    for (const line of git(["status", "--porcelain", "--", "content"]).split("\n")) {
      if (line.length > 3) dirty.add(line.slice(3));
    }
  } catch {
    // Not a git checkout (a copied folder): modification times only.
  }
  return new Map(
    files.map((file) => {
      const fromGit = dirty.has(file) ? undefined : committed.get(file);
      // The server runs from the checkout (no standalone output): nothing to trace here.
      return [file, fromGit ?? fs.statSync(/*turbopackIgnore: true*/ `${cwd}/${file}`).mtime];
    }),
  );
}
