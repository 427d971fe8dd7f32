import "server-only";
import { companySignatureLines } from "./CompanySignature";
import { openingHours, type Site } from "@/content/site";
import { pathFor } from "@/content/paths";
import { FORM_LABELS, serviceLabel } from "@/shared/lead/labels";
import type { Lead } from "../db/schema";
import type { PhotoSummary } from "../photos/summary";
import type { LeadWithRequests } from "../delivery/lead-requests";
import { estimateRequestRows } from "./request-rows";
import { formatCad } from "@/shared/money";
import { headerText } from "../delivery/header-text";
import { photosFitInMail, type OutboxMail } from "../delivery/message";
import { render } from "@react-email/components";
import { phoneNumber } from "@/shared/phone";
import { AcknowledgementMail } from "./AcknowledgementMail";
import { formatTorontoTime } from "./format";
import { textTable, type MailRow as Row } from "./MailRows";
import { OwnerMail } from "./OwnerMail";
import { photoDownloadUrl } from "./photo-attachments";

/**
 * The two mails of a lead: to the owner (every field, where it came from, the calculator,
 * reply-to the customer) and to the customer (an acknowledgement with the phone number).
 * The HTML is rendered by React Email (every value escaped by construction) beside a plain-text
 * part; header values are flattened by headerText().
 * The acknowledgement does not repeat the visitor's message, so the form cannot be used to
 * send someone else arbitrary text under the company's name.
 */

export interface MailContext {
  site: Site;
  /** The owner's inbox (LEADS_TO). */
  leadsTo: string;
  /** Public origin of the site, for links to the page the lead came from. */
  siteOrigin: string;
}

const NOT_GIVEN = "Not given";

/** Line breaks and control characters of a one-line field become spaces (no length limit). */
function singleLine(value: string): string {
  return headerText(value, Number.MAX_SAFE_INTEGER);
}

function pageUrl(origin: string, slug: string): string {
  return `${origin}${pathFor(slug)}`;
}

function campaignText(utm: Record<string, string> | null): string | undefined {
  if (!utm) return undefined;
  const entries = Object.entries(utm);
  return entries.length > 0
    ? entries.map(([key, value]) => `${key}=${value}`).join(", ")
    : undefined;
}

function byteSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * How many photos came and where they are: attached (when they fit in a mail), else one admin
 * download link each (the admin token is the password the browser asks for).
 */
function photoRow(lead: Lead, photos: readonly PhotoSummary[], siteOrigin: string): Row {
  const count = `${photos.length} photo${photos.length === 1 ? "" : "s"}`;
  if (photos.length === 0) return { label: "Photos", value: "None" };
  if (photosFitInMail(photos)) {
    const names = photos.map(
      (photo) => `${photo.fileName} (${byteSize(photo.size)}, ${photo.width} x ${photo.height})`,
    );
    return { label: "Photos", value: `${count}, attached: ${names.join(", ")}` };
  }
  const total = byteSize(photos.reduce((sum, photo) => sum + photo.size, 0));
  const intro = `${count} (${total}, too large to attach). Open each link and give the admin token as the password:`;
  const urls = photos.map((photo) => photoDownloadUrl(siteOrigin, lead.id, photo.position));
  return {
    label: "Photos",
    value: [intro, ...urls].join("\n"),
    links: {
      intro,
      items: photos.map((photo, index) => ({ href: urls[index]!, text: photo.fileName })),
    },
  };
}

export async function composeOwnerMail(
  lead: LeadWithRequests,
  context: MailContext,
  photos: readonly PhotoSummary[] = [],
): Promise<OutboxMail> {
  const service = serviceLabel(lead.service) ?? "Not chosen";
  const papers = lead.safetyPapers ? ", WSIB and insurance papers requested" : "";
  const subject = headerText(`New quote request: ${lead.name} (${service}${papers})`);

  // Name and phone are one-line fields: shown flat wherever they appear.
  const request: Row[] = [
    { label: "Name", value: singleLine(lead.name) },
    { label: "E-mail", value: lead.email, href: `mailto:${lead.email}` },
    { label: "Phone", value: singleLine(lead.phone), href: phoneNumber(lead.phone).href },
    { label: "Service", value: service },
    { label: "Message", value: lead.message, multiline: true },
    photoRow(lead, photos, context.siteOrigin),
    ...estimateRequestRows(lead, context.siteOrigin),
  ];

  const page = lead.page ? pageUrl(context.siteOrigin, lead.page) : undefined;
  const origin: Row[] = [
    { label: "Form", value: FORM_LABELS[lead.form] ?? lead.form },
    { label: "Page", value: page ?? NOT_GIVEN, href: page },
    { label: "Referrer", value: lead.referrer ?? NOT_GIVEN },
    { label: "Campaign", value: campaignText(lead.utm) ?? NOT_GIVEN },
  ];

  const calculator = lead.calculator;
  const calculatorRows: Row[] = calculator
    ? [
        { label: "Estimate", value: `${formatCad(calculator.estimate)} (approximate)` },
        ...calculator.summary.map((item) => ({ label: item.label, value: item.value })),
        {
          label: "Answers",
          value: Object.entries(calculator.answers)
            .map(([key, value]) => `${key}=${String(value)}`)
            .join(", "),
        },
      ]
    : [];

  const reference: Row[] = [
    { label: "Received", value: `${formatTorontoTime(lead.createdAt)} (Toronto time)` },
    { label: "Reference", value: lead.id },
  ];

  const text = [
    `New quote request from the ${context.site.name} website.`,
    "",
    textTable(request),
    "",
    "Where it came from",
    textTable(origin),
    ...(calculator ? ["", "Calculator", textTable(calculatorRows)] : []),
    "",
    textTable(reference),
    "",
    `Reply to this e-mail to answer ${singleLine(lead.name)} directly.`,
    "",
  ].join("\n");

  const html = await render(
    <OwnerMail
      title={subject}
      companyName={context.site.name}
      visitorName={singleLine(lead.name)}
      request={request}
      origin={origin}
      calculator={calculatorRows}
      reference={reference}
    />,
  );

  return { kind: "owner", to: context.leadsTo, subject, text, html, replyTo: lead.email };
}

/**
 * The name to greet: the first word of the name the visitor typed, only when it is letters with
 * at most an apostrophe between them (O'Neil), at most 30 characters. The acknowledgement goes to
 * an address the visitor typed, so nothing he typed that could form a link or a domain (a dot,
 * a hyphen, a slash, a digit) goes into it: anything else gets a plain "Hello,".
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.length <= 30 && /^[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*$/u.test(first)
    ? first
    : undefined;
}

export async function composeCustomerMail(lead: Lead, context: MailContext): Promise<OutboxMail> {
  const { site } = context;
  const firstName = greetingName(lead.name);
  const greeting = firstName ? `Hello ${firstName},` : "Hello,";
  const service = serviceLabel(lead.service);
  const hours = openingHours(site);
  const subject = headerText(`We received your request - ${site.name}`);
  const received = service ? `your request for ${service}` : "your request";

  const text = [
    greeting,
    "",
    `Thank you for contacting ${site.name}. We have received ${received} and will reply ${site.reply}.`,
    "",
    `If the job is urgent, call us at ${site.phone} (${hours}; ${site.hours.emergency}).`,
    "You can also reply to this e-mail with photos of the job site.",
    "",
    ...companySignatureLines(site),
    "",
  ].join("\n");

  const html = await render(
    <AcknowledgementMail
      title={subject}
      greeting={greeting}
      site={site}
      received={received}
      hours={hours}
    />,
  );

  return { kind: "customer", to: lead.email, subject, text, html, replyTo: context.leadsTo };
}

/** The visitor's acknowledgement carries no photos (only the owner's mail mentions them). */
export async function composeLeadMails(
  lead: LeadWithRequests,
  context: MailContext,
  photos: readonly PhotoSummary[] = [],
): Promise<OutboxMail[]> {
  return Promise.all([composeOwnerMail(lead, context, photos), composeCustomerMail(lead, context)]);
}
