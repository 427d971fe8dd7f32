import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The server modules import `server-only`, which loads only under the react-server condition:
 * when tsx started a CLI script without it, run the script again with it and exit with its code.
 */
export function rerunUnderReactServer(scriptArg: string | undefined, fallback: string): void {
  const script = path.resolve(scriptArg ?? fallback);
  if (createRequire(script).resolve("server-only").endsWith("empty.js")) return;
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, "--conditions=react-server", script, ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(child.status ?? 1);
}
