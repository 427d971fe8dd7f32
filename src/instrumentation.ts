/**
 * Runs once when a Next.js server starts. In the Node.js runtime of a serving process (not the
 * workers of `next build`, which also load this file), open the lead store and start the outbox
 * dispatcher, so mail left from before a restart goes out without waiting for a request.
 */
export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === "nodejs" &&
    process.env.NEXT_PHASE !== "phase-production-build"
  ) {
    const { startLeadPipeline } = await import("./server/start");
    startLeadPipeline();
  }
}
