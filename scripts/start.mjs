#!/usr/bin/env node
// `npm start`: build the site when there is no production build yet, then serve it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build found: building first (about two minutes).");
  run("npm", ["run", "build"]);
}
const port = process.env.PORT ?? "3000";
// Serve in a child and pass stop signals on, so stopping `npm start` stops the server too.
const server = spawn("npx", ["next", "start", "--port", port, ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
