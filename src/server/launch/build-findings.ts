import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { LaunchFinding } from "./findings";

/**
 * A production build made with another SITE_URL than the one set now carries the old address in
 * its canonical links, sitemap and feed. scripts/build-stamp.mjs records the build's settings
 * in .next/build-settings.json; no build yet is not a finding (the guide builds before the check).
 */
export function buildFindings(
  dir: string,
  env: Record<string, string | undefined>,
): LaunchFinding[] {
  const file = path.join(dir, ".next", "build-settings.json");
  if (!fs.existsSync(file)) return [];
  const built = JSON.parse(fs.readFileSync(file, "utf8")) as { SITE_URL?: string };
  const now = env.SITE_URL ?? "";
  if ((built.SITE_URL ?? "") === now) return [];
  return [
    {
      group: "configuration",
      where: "SITE_URL",
      what: `the production build was made with ${built.SITE_URL ? built.SITE_URL : "no SITE_URL"}: run npm run build again (npm start does it by itself)`,
    },
  ];
}
