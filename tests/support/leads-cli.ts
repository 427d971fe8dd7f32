import { execFile } from "node:child_process";
import path from "node:path";

export interface LeadsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run leads -- <args>` as the owner runs it: a separate process (tsx scripts/leads.ts)
 * with only the given variables (and PATH, HOME) in its environment.
 */
export function runLeads(args: string[], env: Record<string, string>): Promise<LeadsRun> {
  const root = process.cwd();
  return new Promise((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/leads.ts", ...args],
      {
        cwd: root,
        env: { NODE_ENV: "test", PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
