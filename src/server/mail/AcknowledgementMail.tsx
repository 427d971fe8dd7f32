import "server-only";
import { Link, Text } from "@react-email/components";
import type { Site } from "@/content/site";
import { telHref } from "@/shared/phone";
import { CompanySignature } from "./CompanySignature";
import { MailLayout } from "./MailLayout";

export interface AcknowledgementMailProps {
  title: string;
  greeting: string;
  site: Site;
  received: string;
  hours: string;
}

/**
 * The visitor's acknowledgement: no text he typed, only the company's own words and links, and
 * who sends it (name, mailing address, phone), so it stays a reply to his own request.
 */
export function AcknowledgementMail({
  title,
  greeting,
  site,
  received,
  hours,
}: AcknowledgementMailProps) {
  const phone = <Link href={telHref(site.phone)}>{site.phone}</Link>;
  return (
    <MailLayout title={title}>
      <Text>{greeting}</Text>
      <Text>
        Thank you for contacting {site.name}. We have received {received} and will reply{" "}
        {site.reply}.
      </Text>
      <Text>
        If the job is urgent, call us at {phone} ({hours}; {site.hours.emergency}).
        <br />
        You can also reply to this e-mail with photos of the job site.
      </Text>
      <CompanySignature site={site} />
    </MailLayout>
  );
}
