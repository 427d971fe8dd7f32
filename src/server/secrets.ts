import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A secret generated once and kept in a file under DATA_DIR (mode 0600), so that a server
 * with no configuration still has a stable ALTCHA key and admin token across restarts.
 * Two processes racing to create it both end up reading the same file (exclusive create).
 */
export function readOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = readSecret(file);
    if (!written)
      throw new Error(`${file} exists but is empty; delete it to have a new secret generated`);
    return written;
  }
}

export function readSecret(file: string): string | undefined {
  try {
    const value = fs.readFileSync(file, "utf8").trim();
    return value || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Compares two strings in time independent of where they differ (hashing first equalises lengths). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = crypto.createHash("sha256").update(a).digest();
  const right = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(left, right) && a.length === b.length;
}
