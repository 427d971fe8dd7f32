import "server-only";
import { openingHours, type Site } from "@/content/site";
import { pathFor } from "@/content/paths";
import { telHref } from "@/content/phone";
import { FORM_LABELS, serviceLabel } from "@/shared/lead/labels";
import type { Lead } from "../db/schema";
import type { LeadWithRequests } from "../leads/lead-requests";
import { estimateRequestRows } from "./request-rows";
import type { PhotoSummary } from "../leads/photo-store";
import type { OutboxMail } from "../leads/store";
import { formatCad } from "@/shared/money";
import { escapeHtml, escapeMultiline, formatTorontoTime, headerText } from "./format";
import { photoDownloadUrl, photosFitInMail } from "./photo-attachments";

/**
 * The two mails of a lead: to the owner (every field, where it came from, the calculator,
 * reply-to the customer) and to the customer (an acknowledgement with the phone number).
 * Every visitor value is escaped in HTML; header values are flattened by headerText().
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

interface Row {
  label: string;
  value: string;
  /** Already-safe HTML for the value (links); defaults to the escaped value. */
  html?: string;
  multiline?: boolean;
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

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

function textTable(rows: Row[]): string {
  return rows
    .map((row) =>
      row.multiline
        ? `${row.label}:\n${row.value}`
        : `${row.label}: ${row.value.replace(/\s*\n\s*/g, " ")}`,
    )
    .join("\n");
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="padding:4px 0">${row.html ?? (row.multiline ? escapeMultiline(row.value) : escapeHtml(row.value))}</td></tr>`,
    )
    .join("\n");
  return `<table style="border-collapse:collapse;font-size:15px">\n${cells}\n</table>`;
}

function htmlDocument(title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="en-CA"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">\n${body}\n</body></html>\n`
  );
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
    multiline: true,
    html: `${escapeHtml(intro)}<br>\n${photos
      .map((photo, index) => link(urls[index]!, photo.fileName))
      .join("<br>\n")}`,
  };
}

export function composeOwnerMail(
  lead: LeadWithRequests,
  context: MailContext,
  photos: readonly PhotoSummary[] = [],
): OutboxMail {
  const service = serviceLabel(lead.service) ?? "Not chosen";
  const papers = lead.safetyPapers ? ", WSIB and insurance papers requested" : "";
  const subject = headerText(`New quote request: ${lead.name} (${service}${papers})`);
  const phoneHref = `tel:${lead.phone.replace(/[^\d+]/g, "")}`;

  // Name and phone are one-line fields: shown flat wherever they appear.
  const request: Row[] = [
    { label: "Name", value: singleLine(lead.name) },
    { label: "E-mail", value: lead.email, html: link(`mailto:${lead.email}`, lead.email) },
    {
      label: "Phone",
      value: singleLine(lead.phone),
      html: link(phoneHref, singleLine(lead.phone)),
    },
    { label: "Service", value: service },
    { label: "Message", value: lead.message, multiline: true },
    photoRow(lead, photos, context.siteOrigin),
    ...estimateRequestRows(lead, context.siteOrigin),
  ];

  const page = lead.page ? pageUrl(context.siteOrigin, lead.page) : undefined;
  const origin: Row[] = [
    { label: "Form", value: FORM_LABELS[lead.form] ?? lead.form },
    { label: "Page", value: page ?? NOT_GIVEN, html: page ? link(page, page) : undefined },
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

  const html = htmlDocument(
    subject,
    [
      `<p>New quote request from the ${escapeHtml(context.site.name)} website.</p>`,
      htmlTable(request),
      `<h3 style="margin:20px 0 6px">Where it came from</h3>`,
      htmlTable(origin),
      ...(calculator
        ? [`<h3 style="margin:20px 0 6px">Calculator</h3>`, htmlTable(calculatorRows)]
        : []),
      `<p style="margin-top:20px;color:#555;font-size:13px">${escapeHtml(reference.map((row) => `${row.label}: ${row.value}`).join(" · "))}</p>`,
      `<p>Reply to this e-mail to answer ${escapeHtml(singleLine(lead.name))} directly.</p>`,
    ].join("\n"),
  );

  return { kind: "owner", to: context.leadsTo, subject, text, html, replyTo: lead.email };
}

/**
 * The name to greet: the first word of the name the visitor typed, only when it looks like a
 * name (letters, with an apostrophe, hyphen or period inside, at most 30 characters). Anything
 * else gets a plain "Hello," so nobody can make the company's mail say a sentence of their own.
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}\p{M}'’.-]{0,29}$/u.test(first) ? first : undefined;
}

export function composeCustomerMail(lead: Lead, context: MailContext): OutboxMail {
  const { site } = context;
  const firstName = greetingName(lead.name);
  const service = serviceLabel(lead.service);
  const hours = openingHours(site);
  const subject = headerText(`We received your request - ${site.name}`);
  const received = service ? `your request for ${service}` : "your request";

  const text = [
    firstName ? `Hello ${firstName},` : "Hello,",
    "",
    `Thank you for contacting ${site.name}. We have received ${received} and will reply ${site.reply}.`,
    "",
    `If the job is urgent, call us at ${site.phone} (${hours}; ${site.hours.emergency}).`,
    "You can also reply to this e-mail with photos of the job site.",
    "",
    site.name,
    site.phone,
    site.email,
    site.url,
    "",
  ].join("\n");

  const phoneHref = telHref(site.phone);
  const html = htmlDocument(
    subject,
    [
      `<p>${firstName ? `Hello ${escapeHtml(firstName)},` : "Hello,"}</p>`,
      `<p>Thank you for contacting ${escapeHtml(site.name)}. We have received ${escapeHtml(received)} and will reply ${escapeHtml(site.reply)}.</p>`,
      `<p>If the job is urgent, call us at ${link(phoneHref, site.phone)} (${escapeHtml(hours)}; ${escapeHtml(site.hours.emergency)}).<br>`,
      `You can also reply to this e-mail with photos of the job site.</p>`,
      `<p>${escapeHtml(site.name)}<br>${link(phoneHref, site.phone)}<br>${link(`mailto:${site.email}`, site.email)}<br>${link(site.url, site.url)}</p>`,
    ].join("\n"),
  );

  return { kind: "customer", to: lead.email, subject, text, html, replyTo: context.leadsTo };
}

/** The visitor's acknowledgement carries no photos (only the owner's mail mentions them). */
export function composeLeadMails(
  lead: LeadWithRequests,
  context: MailContext,
  photos: readonly PhotoSummary[] = [],
): OutboxMail[] {
  return [composeOwnerMail(lead, context, photos), composeCustomerMail(lead, context)];
}
