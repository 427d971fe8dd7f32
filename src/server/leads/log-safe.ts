import "server-only";
import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * What may be logged about a failed store call: the database's own reason (its code and
 * message, such as "No space left on device"), never the query or its parameters, which hold
 * the visitor's name, e-mail and message. Control characters are escaped so a crafted value
 * cannot forge a log line.
 */
export function storeFailureReason(error: unknown): string {
  const cause = error instanceof DrizzleQueryError && error.cause ? error.cause : error;
  const code =
    cause && typeof cause === "object" && "code" in cause && typeof cause.code === "string"
      ? `${cause.code} `
      : "";
  const message =
    cause instanceof Error
      ? cause.message
      : error instanceof DrizzleQueryError
        ? "query failed"
        : String(cause);
  return escapeForLog(`${code}${message}`).slice(0, 300);
}

/** One log line: CR, LF and other control characters written as \u escapes. */
export function escapeForLog(value: string): string {
  return value.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
