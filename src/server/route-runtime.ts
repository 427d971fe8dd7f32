import "server-only";
import { getServerRuntime, type ServerRuntime } from "./runtime";
import { jsonError } from "./http/request";

/**
 * Runs a route handler with the process runtime; a configuration that cannot be loaded
 * (invalid environment, unreadable content/site.yaml) answers 503 JSON instead of an HTML 500.
 */
export async function withRuntime(
  handler: (runtime: ServerRuntime) => Promise<Response>,
): Promise<Response> {
  let runtime: ServerRuntime;
  try {
    runtime = getServerRuntime();
  } catch (error) {
    console.error("[server] configuration error:", error instanceof Error ? error.message : error);
    return jsonError(
      503,
      "The server is not configured correctly; the owner has been told in the server log.",
    );
  }
  return handler(runtime);
}
