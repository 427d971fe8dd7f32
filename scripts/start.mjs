#!/usr/bin/env node
// `npm start`: build when there is no production build or when content, code, public files,
// the lock file or a build-time setting (SITE_URL, see build-stamp.mjs) changed since the last
// one, then serve it (scripts/serve.mjs), starting the server again if it ever dies.
import { spawn, spawnSync } from "node:child_process";
import { buildState } from "./build-stamp.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-process.mjs";
import { supervise } from "./supervise.mjs";

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const state = buildState();
if (state !== "current") {
  console.log(
    state === "missing"
      ? "No production build found: building first (about two minutes)."
      : "Content, code or a build-time setting (SITE_URL) changed since the last build: rebuilding first (about two minutes).",
  );
  run("npm", ["run", "build"]);
}

const server = supervise(() =>
  spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/serve.mjs", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...SERVER_ENV, ...process.env },
  }),
);
// Stopping `npm start` stops the server too, after it has finished what it was doing.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.stop(signal).then(() => process.exit(0)));
}
