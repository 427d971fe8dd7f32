#!/usr/bin/env node
// What went into the production build, as one hash, so `npm start` can tell a stale build from a
// current one. `node scripts/build-stamp.mjs write` (npm's postbuild) records it in .next/.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv } from "node:util";

/** Folders and files whose content decides the build (everything else is tests, docs, data). */
const INPUT_DIRS = ["content", "src", "public"];
const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "scripts/build-search-index.ts",
  "scripts/build-og-images.tsx",
  "scripts/build-admin.ts",
  // Steps over the prerendered pages (the inline stylesheet, the scripts after the first paint).
  "scripts/prerendered-pages.mjs",
  "scripts/inline-css.mjs",
  "scripts/scripts-after-paint.mjs",
  // Steps over the script chunks (the compile hint, the gzip copies).
  "scripts/compile-hints.mjs",
  "scripts/precompress.mjs",
];
/** Written by the build itself, so not an input. */
const GENERATED = new Set(["public/search-index.json"]);
const GENERATED_DIRS = ["public/og/", "public/admin/"];

const STAMP = path.join(".next", "build-inputs.sha256");
const SETTINGS = path.join(".next", "build-settings.json");

/**
 * Settings read when the pages are prerendered (src/seo/site-url.ts): a build made with another
 * value carries the old address in canonical links, the sitemap and the feed.
 */
export const BUILD_SETTINGS = ["SITE_URL"];
/** The .env files `next build` reads, strongest first; the process's environment beats them all. */
const ENV_FILES = [".env.production.local", ".env.local", ".env.production", ".env"];

/** Each build-time setting as the build would see it: the environment, else the .env files. */
export function buildSettings(root = process.cwd(), env = process.env) {
  const files = ENV_FILES.map((file) => path.join(root, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => parseEnv(fs.readFileSync(file, "utf8")));
  return Object.fromEntries(
    BUILD_SETTINGS.map((name) => [
      name,
      env[name] ?? files.find((values) => values[name] !== undefined)?.[name] ?? "",
    ]),
  );
}

function filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/** One SHA-256 over the path and bytes of every input file, in a stable order, and the settings. */
export function buildInputsHash(root = process.cwd(), env = process.env) {
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES]
    .filter((file) => !GENERATED.has(file) && !GENERATED_DIRS.some((dir) => file.startsWith(dir)))
    .filter((file) => fs.existsSync(path.join(root, file)))
    .sort();
  const hash = crypto.createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  for (const [name, value] of Object.entries(buildSettings(root, env))) {
    hash.update(`env:${name}=${value}\0`);
  }
  return hash.digest("hex");
}

export function writeBuildStamp(root = process.cwd(), env = process.env) {
  fs.mkdirSync(path.join(root, ".next"), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP), `${buildInputsHash(root, env)}\n`);
  // The settings themselves too, so the go-live check can name the one that changed.
  fs.writeFileSync(path.join(root, SETTINGS), `${JSON.stringify(buildSettings(root, env))}\n`);
}

/** "missing" (no build), "stale" (an input or a build-time setting changed since) or "current". */
export function buildState(root = process.cwd(), env = process.env) {
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) return "missing";
  const stamp = path.join(root, STAMP);
  if (!fs.existsSync(stamp)) return "stale";
  return fs.readFileSync(stamp, "utf8").trim() === buildInputsHash(root, env) ? "current" : "stale";
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv[2] === "write") writeBuildStamp();
  else console.log(buildState());
}
