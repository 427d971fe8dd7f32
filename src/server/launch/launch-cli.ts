import "server-only";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadContent } from "@/content/load";
import { loadEnvFiles } from "../cli/backends";
import { buildFindings } from "./build-findings";
import { configFindings } from "./config-findings";
import { addressFindings } from "./address-findings";
import { identityFindings, sampleFindings } from "./content-findings";
import { sampleHeadingFindings } from "./heading-findings";
import { formatLaunchReport } from "./findings";
import { safetyFindings } from "./safety-findings";

const USAGE = "usage: npm run check:launch -- [--servers N] [--behind-proxy] [--dir PROJECT]";

/**
 * The go-live check: everything that still has to change before a domain points at the site.
 * Returns the exit code: 0 when nothing is left, 1 when something is, 2 on a usage error.
 */
export function runLaunchCheck(argv: string[], out = console.log, err = console.error): number {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        servers: { type: "string", default: "1" },
        "behind-proxy": { type: "boolean", default: false },
        dir: { type: "string", default: process.cwd() },
      },
    }));
  } catch (error) {
    err(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  const servers = Number(values.servers);
  if (!Number.isInteger(servers) || servers < 1) {
    err(`--servers must be a whole number of at least 1\n${USAGE}`);
    return 2;
  }
  const dir = path.resolve(values.dir);
  // The same .env files `npm start` reads; variables already set win.
  loadEnvFiles(dir);
  const content = loadContent(path.join(dir, "content"));
  const findings = [
    ...identityFindings(content),
    ...addressFindings(content),
    ...sampleFindings(content),
    ...sampleHeadingFindings(content),
    ...safetyFindings(content),
    ...configFindings(process.env, { servers, behindProxy: values["behind-proxy"] }),
    ...buildFindings(dir, process.env),
  ];
  out(formatLaunchReport(findings));
  return findings.length === 0 ? 0 : 1;
}
