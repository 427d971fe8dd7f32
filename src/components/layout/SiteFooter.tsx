import { Clock, Mail, MapPin, Siren } from "@/components/ui/icons";
import Link from "next/link";
import { Container } from "@/components/ui/Container";
import { openingHours, type Site } from "@/content/site";
import { PhoneLink } from "./PhoneLink";
import { companyPhone } from "@/shared/phone";

export function SiteFooter({ site }: { site: Site }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-concrete-900 text-concrete-100">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-extrabold text-white">{site.name}</p>
          <ul className="mt-4 space-y-3">
            <li>
              <PhoneLink
                phone={companyPhone(site.phone)}
                className="hover:text-accent text-white"
              />
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="hover:text-accent inline-flex items-center gap-2"
              >
                <Mail aria-hidden="true" className="size-5" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>{openingHours(site)}</span>
            </li>
            <li className="flex gap-2">
              <Siren aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>{site.hours.emergency}</span>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                Within {site.serviceArea.radiusKm} km of {site.serviceArea.centre}; larger projects
                up to {site.serviceArea.extendedRadiusKm} km on request
              </span>
            </li>
          </ul>
        </div>
        {site.navigation.footer.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="font-display text-lg font-bold text-white">{group.title}</p>
            <ul className="mt-4 space-y-2">
              {group.links.map((item) => (
                <li key={item.url}>
                  <Link prefetch={false} href={item.url} className="hover:text-accent">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <p className="font-display text-lg font-bold text-white">Why clients call us</p>
          <ul className="mt-4 space-y-2">
            {site.trustPoints.map(({ text }) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-concrete-800 border-t">
        <Container className="text-concrete-300 py-6 text-sm">
          © {year} {site.name}. We reply to every enquiry {site.reply}.
        </Container>
      </div>
    </footer>
  );
}
