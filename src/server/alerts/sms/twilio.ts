import "server-only";
import type { SmsConfig } from "../alert-config";
import { bodySnippet, postAlert } from "../delivery-http";
import type { SmsProvider } from "./provider";

/** A Messaging Service SID: Twilio then picks the sending number from the service's pool. */
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

/** "code 21211: The 'To' number ... is not a valid phone number." from Twilio's error body. */
function twilioError(_status: number, body: string): string {
  try {
    const error = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof error.message === "string") {
      return `${typeof error.code === "number" ? `code ${error.code}: ` : ""}${bodySnippet(error.message)}`;
    }
  } catch {
    // Not Twilio's JSON (a proxy's error page): the start of the body says enough.
  }
  return bodySnippet(body);
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form
 * fields To, From (or MessagingServiceSid) and Body, HTTP basic auth AccountSid:AuthToken.
 * 201 means Twilio queued the message; delivery to the handset is Twilio's from there on.
 */
export function twilioProvider(config: SmsConfig, timeoutMs?: number): SmsProvider {
  const base = config.apiUrl.replace(/\/+$/, "");
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const senderField = MESSAGING_SERVICE_SID.test(config.from) ? "MessagingServiceSid" : "From";
  return {
    description: `Twilio at ${new URL(base).host}`,
    async send(to, text) {
      await postAlert(
        endpoint,
        {
          headers: {
            authorization,
            accept: "application/json",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ To: to, [senderField]: config.from, Body: text }).toString(),
        },
        { receiver: "Twilio", timeoutMs, explain: twilioError },
      );
    },
  };
}
