import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * The .env files `next start` reads, in its order (the first that sets a variable wins, and the
 * environment wins over all of them), so the CLI sees the server's DATA_DIR, ADMIN_TOKEN, ...
 */
export function loadEnvFiles(dir: string): string[] {
  const loaded: string[] = [];
  for (const name of [".env.production.local", ".env.local", ".env.production", ".env"]) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    process.loadEnvFile(file);
    loaded.push(name);
  }
  return loaded;
}
