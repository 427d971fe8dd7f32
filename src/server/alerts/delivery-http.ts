import "server-only";
import { PermanentDeliveryError } from "../delivery/sender";

/** The longest an alert provider may take to answer; the dispatcher retries after that. */
export const ALERT_TIMEOUT_MS = 10_000;

/**
 * Statuses worth another attempt: the receiver was slow, busy or broken (408, 425, 429, 5xx).
 * Any other 4xx says the request itself is refused (a wrong token, a number the provider will
 * not text, an address that is gone): retrying the same request cannot change that.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/** The first line of an answer's body, short enough for a log line and the outbox listing. */
export function bodySnippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `no answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${timeoutMs / 1000} s`}`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return cause?.code ? `${message} (${cause.code})` : message;
}

/**
 * One POST to an alert provider, with a timeout over the whole exchange (connect, answer and
 * body). Redirects are not followed: a webhook or an API that moved is a configuration to fix.
 * Resolves with the answer's body on 2xx; otherwise throws an Error (retried) or a
 * PermanentDeliveryError (not retried) whose message `explain` builds from the answer.
 */
export async function postAlert(
  url: string,
  init: { headers: Record<string, string>; body: string },
  options: {
    /** "Twilio", "webhook": names the receiver in error messages. */
    receiver: string;
    timeoutMs?: number;
    explain?: (status: number, body: string) => string;
  },
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? ALERT_TIMEOUT_MS;
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: init.headers,
      body: init.body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    throw new Error(`${options.receiver} could not be reached: ${networkReason(error, timeoutMs)}`);
  }
  if (status >= 200 && status < 300) return body;
  const explanation = options.explain?.(status, body) ?? bodySnippet(body);
  const message = `${options.receiver} answered ${status}${explanation ? `: ${explanation}` : ""}`;
  if (status >= 300 && status < 400) {
    throw new PermanentDeliveryError(`${message} (a redirect: configure the final address)`);
  }
  throw isRetryableStatus(status) ? new Error(message) : new PermanentDeliveryError(message);
}
