#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium, never a downloaded browser. Install it when missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `${CHROMIUM} is missing. Install Debian's chromium package (sudo apt-get install chromium) and run again.`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the end-to-end tests...");
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "chromium", "fonts-liberation"],
]) {
  const result = spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
