#!/usr/bin/env node
// Unpacks a PGlite snapshot (GET /api/admin/backup) into DATA_DIR/pglite through PGlite itself,
// so the folder is exactly what PGlite wrote. Refuses a folder that already exists: the server
// must be stopped and the old folder moved aside first (nothing is overwritten).
// Usage: node deploy/backup/restore-pglite.mjs <leads-...pglite.tar.gz> <DATA_DIR>
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

const [file, dataDir] = process.argv.slice(2);
if (!file || !dataDir) {
  console.error("Usage: node deploy/backup/restore-pglite.mjs <snapshot.pglite.tar.gz> <DATA_DIR>");
  process.exit(2);
}
const target = path.join(dataDir, "pglite");
if (fs.existsSync(target)) {
  console.error(`${target} exists: stop the server and move it aside before restoring.`);
  process.exit(1);
}
fs.mkdirSync(dataDir, { recursive: true });
const db = await PGlite.create(target, { loadDataDir: new Blob([fs.readFileSync(file)]) });
const { rows } = await db.query("select count(*)::int as n from leads");
await db.close();
console.log(`Restored ${rows[0]?.n ?? 0} leads into ${target}.`);
