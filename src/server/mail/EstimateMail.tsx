import "server-only";
import { Link, Text } from "@react-email/components";
import type { Site } from "@/content/site";
import type { EstimateSheet } from "@/shared/estimate/sheet";
import { telHref } from "@/shared/phone";
import { CompanySignature } from "./CompanySignature";
import { MailLayout } from "./MailLayout";

export interface EstimateMailProps {
  title: string;
  site: Site;
  sheet: Pick<EstimateSheet, "number" | "total" | "validUntil" | "contactUrl">;
  hours: string;
}

/**
 * The calculator's estimate mailed to the address the visitor typed (issue 29): the company's
 * own words and the estimate's figures only, nothing else he typed, and a line for whoever
 * receives it without having asked.
 */
export function EstimateMail({ title, site, sheet, hours }: EstimateMailProps) {
  const phone = <Link href={telHref(site.phone)}>{site.phone}</Link>;
  return (
    <MailLayout title={title}>
      <Text>Hello,</Text>
      <Text>
        Here is the estimate you worked out with the calculator on our website: {sheet.number},
        attached as a PDF.
      </Text>
      <Text>
        Estimated total: <strong>{sheet.total}</strong> (approximate: worked out from your answers
        alone, before anyone has seen the job).
        <br />
        Valid until {sheet.validUntil}.
      </Text>
      <Text>
        To turn it into a free quote, call us at {phone} ({hours}) or send us the job&apos;s details
        with the estimate attached: <Link href={sheet.contactUrl}>{sheet.contactUrl}</Link>
      </Text>
      <CompanySignature site={site} />
      <Text style={{ color: "#57534e", fontSize: "13px" }}>
        This address was typed into the estimate calculator on {site.url}. If that was not you, you
        can ignore this mail.
      </Text>
    </MailLayout>
  );
}
