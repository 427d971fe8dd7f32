/**
 * The headers a build sends on every answer: the `/:path*` rule next.config.ts sets from
 * security-headers.ts, as the build recorded it in its routes manifest.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * Read by the production server (scripts/serve.mjs), which also sets them on the answers Next.js
 * makes without its header rules, and by the Lighthouse bench, which gives them to its bare
 * Next.js floor so that both are loaded alike.
 *
 * @param {string} [buildDir] the build's folder
 * @returns {{ key: string, value: string }[]}
 */
export function everyAnswerHeaders(buildDir = ".next") {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, "routes-manifest.json"), "utf8"));
  return (manifest.headers ?? [])
    .filter((rule) => rule.source === "/:path*")
    .flatMap((rule) => rule.headers.map(({ key, value }) => ({ key, value })));
}
