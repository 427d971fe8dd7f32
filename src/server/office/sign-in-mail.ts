import "server-only";
import type { Site } from "@/content/site";
import { render } from "@react-email/components";
import { createElement } from "react";
import { SignInMail } from "../mail/OfficeMails";
import type { OfficeMail } from "./office-outbox";

/** The one-time sign-in link to the office, as a mail (plain text and HTML). */
export async function composeSignInMail(site: Site, to: string, link: string): Promise<OfficeMail> {
  const subject = `Your sign-in link to the ${site.shortName} office`;
  const text = [
    `Open this link to sign in to the office (it works once, for 15 minutes):`,
    ``,
    link,
    ``,
    `If you did not ask for it, ignore this mail: nobody can sign in without the link.`,
  ].join("\n");
  const html = await render(
    createElement(SignInMail, { title: subject, office: site.shortName, link }),
  );
  return { to, subject, text, html };
}
