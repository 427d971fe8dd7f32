#!/usr/bin/env node
// `npm run edit`: the content editor on your own machine (issue 24). Starts the local file
// backend (decap-server, which reads and writes the files under content/ and public/images/
// on disk) and the development server; open http://localhost:3000/admin and click "Login".
// Stop both with Ctrl+C. `npm start` picks the edited files up as it does after any edit.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const backendPort = process.env.EDITOR_BACKEND_PORT || "8081";
const env = { ...process.env, EDITOR_BACKEND_PORT: backendPort };

// The editor's page and config first (they are written by the build, not kept in git).
const admin = spawnSync("npm", ["run", "build:admin"], { stdio: "inherit", env });
if (admin.status !== 0) process.exit(admin.status ?? 1);

const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    stdio: "inherit",
    env: { ...env, PORT: backendPort, GIT_REPO_DIRECTORY: process.cwd() },
  }),
  spawn("npx", ["next", "dev"], { stdio: "inherit", env }),
];
const stop = (code) => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
