import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * deploy/nginx/straightcut.conf run by Debian's nginx on loopback: the same file, with only its
 * listen and ssl lines and the upstream port changed (no certificate on loopback). Each change
 * must match exactly once, so the test breaks if the guide's file drifts away from it.
 */
export const NGINX = "/usr/sbin/nginx";

export function loopbackSiteFile(ports: { app: number; http: number; https: number }): string {
  let text = fs.readFileSync(path.resolve("deploy/nginx/straightcut.conf"), "utf8");
  const replace = (pattern: RegExp, by: string) => {
    const matches = text.match(new RegExp(pattern.source, "gm"))?.length ?? 0;
    if (matches === 0) throw new Error(`deploy/nginx/straightcut.conf no longer has ${pattern}`);
    text = text.replace(new RegExp(pattern.source, "gm"), by);
  };
  replace(/^( *)server 127\.0\.0\.1:3000;$/, `$1server 127.0.0.1:${ports.app};`);
  replace(/^( *)listen 80;$/, `$1listen 127.0.0.1:${ports.http};`);
  replace(/^ *listen \[::\]:80;\n/, "");
  replace(/^( *)listen 443 ssl http2;$/, `$1listen 127.0.0.1:${ports.https};`);
  replace(/^ *listen \[::\]:443 ssl http2;\n/, "");
  replace(/^ *ssl_[a-z_]+ .*;\n/, "");
  return text;
}

/** nginx in the foreground with the site file above, its logs and temporary files in a folder. */
export async function startNginx(
  siteFile: string,
): Promise<{ stop(): Promise<void>; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  // Worker processes run as an unprivileged user when started as root: let them write here.
  fs.chmodSync(dir, 0o777);
  fs.writeFileSync(path.join(dir, "straightcut.conf"), siteFile);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/straightcut.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const check = spawnSync(NGINX, ["-t", "-p", dir, "-c", `${dir}/nginx.conf`], {
    encoding: "utf8",
  });
  if (check.status !== 0) throw new Error(`nginx -t refused the site file:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", `${dir}/nginx.conf`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (child.exitCode !== null) throw new Error(`nginx stopped at once:\n${stderr}`);
  return {
    dir,
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
