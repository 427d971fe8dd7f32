#!/usr/bin/env node
// The deploy tests use the tools the guide installs on a server: Debian's nginx (the proxy test),
// caddy (its site file is validated), systemd-analyze (the unit check) and pg_dump/pg_restore
// (the backup test). Installed with apt-get when missing, as Chromium is
// (scripts/ensure-chromium.mjs); nothing else is fetched.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The program each test needs, and the Debian package that carries it. */
const TOOLS = [
  ["/usr/sbin/nginx", "nginx"],
  ["/usr/bin/caddy", "caddy"],
  ["/usr/bin/systemd-analyze", "systemd"],
  ["/usr/bin/pg_dump", "postgresql-client"],
  ["/usr/bin/pg_restore", "postgresql-client"],
];

const missing = [...new Set(TOOLS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg))];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(`Missing for the deploy tests: install Debian's ${missing.join(", ")} (apt-get).`);
  process.exit(1);
}
console.log(`Installing Debian's ${missing.join(", ")} for the deploy tests...`);
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "--no-install-recommends", ...missing],
]) {
  const result = spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
