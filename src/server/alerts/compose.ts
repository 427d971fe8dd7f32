import "server-only";
import { pathFor } from "@/content/paths";
import { serviceLabel } from "@/shared/lead/labels";
import { formatCad } from "@/shared/money";
import type { Lead } from "../db/schema";
import type { OutboxAlert } from "../delivery/message";
import { headerText } from "../delivery/header-text";
import { composeSmsText } from "./sms-text";
import { phoneNumber } from "@/shared/phone";

/** Where the alerts of a lead go: the configured numbers and webhook (ServerConfig). */
export interface AlertContext {
  sms?: { to: string[] };
  webhook?: { url: string };
  /** Public origin of the site, for the link to the page the lead came from. */
  siteOrigin: string;
}

/**
 * The webhook's JSON body (docs/operations.md): stable field names, `text` and `title` for
 * receivers that only show a message (Slack, Teams, ntfy's templates). The visitor's message
 * is not in it, as in the SMS: chat rooms and push services keep what they are sent, and the
 * owner's mail has the whole request.
 */
export interface LeadWebhookBody {
  type: "lead.created";
  id: string;
  createdAt: string;
  title: string;
  text: string;
  name: string;
  phone: string;
  telLink: string;
  email: string;
  service: string | null;
  serviceLabel: string | null;
  estimate: number | null;
  estimateText: string | null;
  form: Lead["form"];
  page: string | null;
}

/** For text a chat shows: one line, and no < or > (Slack reads <!channel> as a mention). */
function chatText(value: string): string {
  return headerText(value.replace(/[<>]/g, ""), 100);
}

export function composeWebhookBody(lead: Lead, siteOrigin: string): LeadWebhookBody {
  const label = serviceLabel(lead.service) ?? null;
  const estimate = lead.calculator?.estimate ?? null;
  const estimateText = estimate === null ? null : formatCad(estimate);
  const tel = phoneNumber(lead.phone);
  const title = `New quote request: ${chatText(lead.name)}`;
  const text =
    `${title} (${label ?? "no service chosen"})` +
    `${estimateText ? `, estimate ${estimateText}` : ""}. ` +
    `Call ${tel.href}. Lead ${lead.id}`;
  return {
    type: "lead.created",
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    title,
    text,
    name: lead.name,
    phone: lead.phone,
    telLink: tel.href,
    email: lead.email,
    service: lead.service,
    serviceLabel: label,
    estimate,
    estimateText,
    form: lead.form,
    page: lead.page ? `${siteOrigin}${pathFor(lead.page)}` : null,
  };
}

/** The owner's instant alerts of a new lead: one SMS per configured number, one webhook. */
export function composeAlerts(lead: Lead, context: AlertContext): OutboxAlert[] {
  const alerts: OutboxAlert[] = [];
  if (context.sms) {
    const text = composeSmsText({
      leadId: lead.id,
      name: lead.name,
      service: serviceLabel(lead.service),
      estimate: lead.calculator ? formatCad(lead.calculator.estimate) : undefined,
      phone: lead.phone,
    });
    for (const to of context.sms.to) alerts.push({ kind: "sms", to, text });
  }
  if (context.webhook) {
    const body = composeWebhookBody(lead, context.siteOrigin);
    alerts.push({ kind: "webhook", to: context.webhook.url, text: JSON.stringify(body) });
  }
  return alerts;
}
