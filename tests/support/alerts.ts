// No server module here: the Playwright config and the e2e specs import it too.
import type { TwilioStandIn } from "./twilio-stand-in";
import type { WebhookReceiver } from "./webhook-receiver";
import { WEBHOOK_TEST_SECRET } from "./webhook-receiver";

/** The owner's numbers in the tests (SMS_TO). */
export const OWNER_MOBILES = ["+14165550151", "+14165550152"];
/** SMS_FROM: the Twilio number the alerts come from. */
export const TWILIO_FROM = "+14165550150";

/** The SMS_* and LEAD_WEBHOOK_* variables of a server whose alerts go to the stand-ins. */
export function alertEnv(
  twilio: Pick<TwilioStandIn, "url" | "accountSid" | "authToken">,
  receiver: Pick<WebhookReceiver, "url">,
  numbers: string[] = OWNER_MOBILES,
): Record<string, string> {
  return {
    SMS_PROVIDER: "twilio",
    SMS_ACCOUNT_SID: twilio.accountSid,
    SMS_AUTH_TOKEN: twilio.authToken,
    SMS_FROM: TWILIO_FROM,
    SMS_TO: numbers.join(","),
    SMS_API_URL: twilio.url,
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_TEST_SECRET,
  };
}
