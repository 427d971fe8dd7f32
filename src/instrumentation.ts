/**
 * Runs once when a Next.js server starts: in the Node.js runtime, open the lead store and
 * start the outbox dispatcher, so mail left from before a restart goes out without waiting
 * for the next request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` also loads this file to collect page data; only a serving process sends mail.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getServerRuntime } = await import("./server/runtime");
  try {
    getServerRuntime().startBackgroundWork();
  } catch (error) {
    // An invalid configuration is reported here and again by each API request (503).
    console.error("[server] lead pipeline not started:", error instanceof Error ? error.message : error);
  }
}
