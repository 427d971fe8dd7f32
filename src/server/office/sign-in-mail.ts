import "server-only";
import type { Site } from "@/content/site";
import { escapeHtml } from "../mail/format";
import type { OfficeMail } from "./office-outbox";

/** The one-time sign-in link to the office, as a mail (plain text and HTML). */
export function composeSignInMail(site: Site, to: string, link: string): OfficeMail {
  const subject = `Your sign-in link to the ${site.shortName} office`;
  const text = [
    `Open this link to sign in to the office (it works once, for 15 minutes):`,
    ``,
    link,
    ``,
    `If you did not ask for it, ignore this mail: nobody can sign in without the link.`,
  ].join("\n");
  const html =
    `<p>Open this link to sign in to the office (it works once, for 15 minutes):</p>` +
    `<p><a href="${escapeHtml(link)}">Sign in to the ${escapeHtml(site.shortName)} office</a></p>` +
    `<p>If you did not ask for it, ignore this mail: nobody can sign in without the link.</p>`;
  return { to, subject, text, html };
}
