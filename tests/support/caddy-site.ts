import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * deploy/caddy/Caddyfile adapted to loopback as tests/e2e/nginx-site.ts adapts the nginx file:
 * the same file with only its site addresses (plain HTTP on loopback ports: no certificate
 * here) and its upstream port changed, and global options that keep Caddy's admin endpoint
 * and automatic HTTPS off. Each change must match exactly once, so the tests break if the
 * guide's file drifts away from it.
 */
export const CADDY = "/usr/bin/caddy";

export function loopbackCaddyfile(ports: { app: number; http: number; https: number }): string {
  let text = fs.readFileSync(path.resolve("deploy/caddy/Caddyfile"), "utf8");
  const replace = (pattern: RegExp, by: string) => {
    const matches = text.match(new RegExp(pattern.source, "gm"))?.length ?? 0;
    if (matches !== 1) {
      throw new Error(`deploy/caddy/Caddyfile has ${pattern} ${matches} times, not once`);
    }
    text = text.replace(new RegExp(pattern.source, "m"), by);
  };
  replace(/^straightcut\.example \{$/, `http://127.0.0.1:${ports.http} {`);
  replace(/^www\.straightcut\.example \{$/, `http://127.0.0.1:${ports.https} {`);
  replace(/^(\s*)reverse_proxy 127\.0\.0\.1:3000$/, `$1reverse_proxy 127.0.0.1:${ports.app}`);
  return `{\n\tadmin off\n\tauto_https off\n}\n\n${text}`;
}

/** A folder of Caddy's own (its HOME: state and logs), with the site file written into it. */
function caddyFolder(siteFile: string): { dir: string; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caddy-"));
  const file = path.join(dir, "Caddyfile");
  fs.writeFileSync(file, siteFile);
  return { dir, file };
}

export function caddyEnv(dir: string): NodeJS.ProcessEnv {
  return { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
}

/** Caddy in the foreground with the site file; ready once the site's port answers. */
export async function startCaddy(
  siteFile: string,
  readyUrl: string,
): Promise<{ stop(): Promise<void> }> {
  const { dir, file } = caddyFolder(siteFile);
  const child: ChildProcess = spawn(CADDY, ["run", "--adapter", "caddyfile", "--config", file], {
    env: caddyEnv(dir),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy stopped at once:\n${stderr}`);
    const up = await fetch(readyUrl, { redirect: "manual" }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`caddy did not answer ${readyUrl}:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
