import "server-only";
import { companySignatureLines } from "./CompanySignature";
import { render } from "@react-email/components";
import { openingHours, type Site } from "@/content/site";
import type { EstimateSheet } from "@/shared/estimate/sheet";
import { headerText } from "../delivery/header-text";
import type { OutboxMail } from "../delivery/message";
import { EstimateMail } from "./EstimateMail";

/**
 * The estimate mail (issue 29): the number, total, valid-until date, the phone and the way to a
 * free quote, HTML (React Email) beside a plain-text part. The PDF is not in the message: the
 * dispatcher renders it from the estimate when the mail goes. Only the address comes from the
 * visitor; replies go to the owner's inbox.
 */
export async function composeEstimateMail(
  sheet: EstimateSheet,
  estimateId: number,
  to: string,
  context: { site: Site; leadsTo: string },
): Promise<OutboxMail> {
  const { site } = context;
  const hours = openingHours(site);
  const subject = headerText(`Your estimate ${sheet.number} - ${site.name}`);
  const text = [
    "Hello,",
    "",
    `Here is the estimate you worked out with the calculator on our website: ${sheet.number}, attached as a PDF.`,
    "",
    `Estimated total: ${sheet.total} (approximate: worked out from your answers alone, before anyone has seen the job).`,
    `Valid until ${sheet.validUntil}.`,
    "",
    `To turn it into a free quote, call us at ${site.phone} (${hours}) or send us the job's details with the estimate attached: ${sheet.contactUrl}`,
    "",
    ...companySignatureLines(site),
    "",
    `This address was typed into the estimate calculator on ${site.url}. If that was not you, you can ignore this mail.`,
    "",
  ].join("\n");
  const html = await render(
    <EstimateMail title={subject} site={site} sheet={sheet} hours={hours} />,
  );
  return { kind: "estimate", to, subject, text, html, replyTo: context.leadsTo, estimateId };
}
