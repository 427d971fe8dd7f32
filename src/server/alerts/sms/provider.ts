import "server-only";
import type { OutboxSender } from "../../delivery/sender";
import type { SmsConfig } from "../alert-config";
import { twilioProvider } from "./twilio";

/**
 * An SMS provider: sends one text to one number and throws when it could not (an Error to
 * retry, a PermanentDeliveryError when the provider refuses for good). A second provider is one
 * module beside twilio.ts, its name in SMS_PROVIDERS (alert-config.ts) and one case below.
 */
export interface SmsProvider {
  /** For logs and the CLI: the provider and where it is reached (no credentials). */
  readonly description: string;
  send(to: string, text: string): Promise<void>;
}

export function createSmsProvider(config: SmsConfig, timeoutMs?: number): SmsProvider {
  switch (config.provider) {
    case "twilio":
      return twilioProvider(config, timeoutMs);
  }
}

/** The outbox's sender for `sms` rows: the number is in `to`, the text in `text`. */
export function smsSender(provider: SmsProvider, recipients: number): OutboxSender {
  return {
    description: `${provider.description}, to ${recipients} number${recipients === 1 ? "" : "s"}`,
    send: (row) => provider.send(row.to, row.text),
  };
}
