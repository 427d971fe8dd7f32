#!/usr/bin/env node
// `npm start`: build when there is no production build or when content, code, public files or
// the lock file changed since the last one, then serve it.
import { spawn, spawnSync } from "node:child_process";
import { buildState } from "./build-stamp.mjs";

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const state = buildState();
if (state !== "current") {
  console.log(
    state === "missing"
      ? "No production build found: building first (about two minutes)."
      : "Content or code changed since the last build: rebuilding first (about two minutes).",
  );
  run("npm", ["run", "build"]);
}
const port = process.env.PORT ?? "3000";
// Serve in a child and pass stop signals on, so stopping `npm start` stops the server too.
const server = spawn("npx", ["next", "start", "--port", port, ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
