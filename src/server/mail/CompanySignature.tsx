import "server-only";
import { Link, Text } from "@react-email/components";
import { mailingAddress, type Site } from "@/content/site";
import { telHref } from "@/shared/phone";

/** Who sends a mail to a visitor: name, mailing address, phone, e-mail and website. */
export function CompanySignature({ site }: { site: Site }) {
  return (
    <Text>
      {site.name}
      <br />
      {mailingAddress(site)}
      <br />
      <Link href={telHref(site.phone)}>{site.phone}</Link>
      <br />
      <Link href={`mailto:${site.email}`}>{site.email}</Link>
      <br />
      <Link href={site.url}>{site.url}</Link>
    </Text>
  );
}

/** The same signature as lines of the plain-text part. */
export function companySignatureLines(site: Site): string[] {
  return [site.name, mailingAddress(site), site.phone, site.email, site.url];
}
