import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_PORT } from "./mail-env";

/**
 * A copy of the project for the editor's end-to-end test (issue 24): the editor writes into the
 * copy's files and the copy is built and served on its own ports, so the repository's content
 * and the build the other specs use are never touched. The copy sits in the temporary folder,
 * outside the project (Next.js would take the project's lock file as its root), on the same
 * disk here, so node_modules is hard-linked in a moment instead of copied (copied otherwise).
 */
export const EDITOR_BACKEND_PORT = E2E_PORT + 60;
export const EDITOR_PAGE_PORT = E2E_PORT + 61;
export const COPY_SITE_PORT = E2E_PORT + 62;

const SKIP = new Set([
  ".git",
  ".next",
  ".data",
  "node_modules",
  "test-results",
  "playwright-report",
  "screenshots",
  "bench-results",
]);

export function createWorkspace(root = process.cwd()): string {
  const dir = path.join(os.tmpdir(), `straightcut-editor-e2e-${E2E_PORT}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}public${path.sep}admin`),
    });
  }
  const modules = [path.join(root, "node_modules"), path.join(dir, "node_modules")] as const;
  const linked = spawnSync("cp", ["-al", ...modules]);
  if (linked.status !== 0) fs.cpSync(modules[0], modules[1], { recursive: true });
  return dir;
}

/** Runs an npm script in the copy; returns its exit code and output. */
export function runIn(dir: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync("npm", ["run", "--silent", ...args], {
    cwd: dir,
    env: { ...process.env, EDITOR_BACKEND_PORT: String(EDITOR_BACKEND_PORT), ...env },
    encoding: "utf8",
    timeout: 15 * 60_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** decap-server, the editor's local file backend, over the copy (what `npm run edit` starts). */
export async function startLocalBackend(
  dir: string,
  started: (child: ChildProcess) => void,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(dir, "node_modules/decap-server/dist/index.js")],
    {
      cwd: dir,
      env: { ...process.env, PORT: String(EDITOR_BACKEND_PORT), GIT_REPO_DIRECTORY: dir },
      stdio: "ignore",
    },
  );
  // Handed over at once, so the test stops it even when it is slow to start.
  started(child);
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${EDITOR_BACKEND_PORT}/api/v1`, {
          method: "POST",
          body: "{}",
          headers: { "content-type": "application/json" },
        }).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return child;
}

/** The copy's public/admin as the site serves it, for the editing session before the rebuild. */
export async function serveEditorPage(dir: string): Promise<http.Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".yml": "text/yaml",
    ".wasm": "application/wasm",
    ".svg": "image/svg+xml",
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const file = url.pathname === "/admin" ? "/admin/index.html" : url.pathname;
    const full = path.join(dir, "public", path.normalize(file));
    if (
      !full.startsWith(path.join(dir, "public")) ||
      !fs.existsSync(full) ||
      fs.statSync(full).isDirectory()
    ) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(full)] ?? "application/octet-stream" });
    fs.createReadStream(full).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(EDITOR_PAGE_PORT, resolve));
  return server;
}

/** The copy's production server (scripts/serve.mjs) on its own port and data folder. */
export async function startCopySite(
  dir: string,
  started: (child: ChildProcess) => void,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(COPY_SITE_PORT), DATA_DIR: path.join(dir, ".data") },
    stdio: "ignore",
  });
  started(child);
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${COPY_SITE_PORT}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return child;
}

export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
