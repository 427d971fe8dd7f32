/**
 * Where the end-to-end run keeps its server state and its mail: shared by playwright.config.ts
 * (the webServer's environment), the global setup (the SMTP server) and the specs.
 */
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A fixed loopback port per server port, so two runs on different ports do not collide. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 22000);
/** The server's own data directory for this run (PGlite, admin token, ALTCHA key). */
export const DATA_DIR = path.resolve(`.data/e2e-${E2E_PORT}`);
/** Every message the SMTP server receives becomes one JSON file here. */
export const MAILBOX_DIR = path.join(os.tmpdir(), `straightcut-e2e-mail-${SMTP_PORT}`);
