/**
 * The owner's instant alerts in the end-to-end run: a Twilio stand-in and a webhook receiver on
 * fixed loopback ports (started by global-setup.ts, like the SMTP server), the variables that
 * point the production server of playwright.config.ts at them, and the readers a spec uses to
 * see what they received (the specs run in other processes than the stand-ins).
 */
import { alertEnv } from "../support/alerts";
import {
  startTwilioStandIn,
  TWILIO_TEST_ACCOUNT_SID,
  TWILIO_TEST_AUTH_TOKEN,
  type TwilioMessage,
  type TwilioStandIn,
} from "../support/twilio-stand-in";
import {
  startWebhookReceiver,
  WEBHOOK_TEST_PATH,
  type WebhookDelivery,
  type WebhookReceiver,
} from "../support/webhook-receiver";
import { E2E_PORT } from "./mail-env";

/** Fixed loopback ports per server port, like the SMTP one. */
export const TWILIO_PORT = Number(process.env.E2E_TWILIO_PORT ?? E2E_PORT + 24000);
export const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? E2E_PORT + 25000);
const TWILIO_URL = `http://127.0.0.1:${TWILIO_PORT}`;
const WEBHOOK_URL = `http://127.0.0.1:${WEBHOOK_PORT}`;
/** The owner's mobile in the run (SMS_TO). */
export const E2E_OWNER_MOBILE = "+14165550198";

/** SMS_* and LEAD_WEBHOOK_* for the production server under test. */
export const ALERT_SERVER_ENV = alertEnv(
  { url: TWILIO_URL, accountSid: TWILIO_TEST_ACCOUNT_SID, authToken: TWILIO_TEST_AUTH_TOKEN },
  { url: `${WEBHOOK_URL}${WEBHOOK_TEST_PATH}` },
  [E2E_OWNER_MOBILE],
);

export async function startAlertStandIns(): Promise<{ close(): Promise<void> }> {
  const twilio: TwilioStandIn = await startTwilioStandIn({ port: TWILIO_PORT });
  const receiver: WebhookReceiver = await startWebhookReceiver({ port: WEBHOOK_PORT });
  return {
    async close() {
      await twilio.close();
      await receiver.close();
    },
  };
}

/** The SMS the Twilio stand-in accepted that name this lead (Twilio's own list endpoint). */
export async function smsAbout(leadId: string): Promise<TwilioMessage[]> {
  const auth = Buffer.from(`${TWILIO_TEST_ACCOUNT_SID}:${TWILIO_TEST_AUTH_TOKEN}`);
  const response = await fetch(
    `${TWILIO_URL}/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT_SID}/Messages.json`,
    { headers: { authorization: `Basic ${auth.toString("base64")}` } },
  );
  const { messages } = (await response.json()) as { messages: TwilioMessage[] };
  return messages.filter((message) => message.body.includes(leadId));
}

/** The signed webhooks the receiver accepted for this lead. */
export async function webhooksAbout(leadId: string): Promise<WebhookDelivery[]> {
  const response = await fetch(`${WEBHOOK_URL}/received`);
  const deliveries = (await response.json()) as WebhookDelivery[];
  return deliveries.filter((delivery) => delivery.body.id === leadId);
}
