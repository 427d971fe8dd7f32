import "server-only";
import { getOfficeRuntime } from "./office/office-runtime";
import { getServerRuntime } from "./runtime";

/**
 * Starts the lead pipeline of a serving process (called from src/instrumentation.ts): opens the
 * store and starts the outbox dispatcher. An invalid configuration is logged here and answered
 * with 503 by each API request.
 */
export function startLeadPipeline(): void {
  try {
    getServerRuntime().startBackgroundWork();
    getOfficeRuntime().startReminders();
  } catch (error) {
    console.error(
      "[server] lead pipeline not started:",
      error instanceof Error ? error.message : error,
    );
  }
}
