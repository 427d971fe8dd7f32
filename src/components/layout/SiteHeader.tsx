import { Phone } from "@/components/ui/icons";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { companyPhone } from "@/shared/phone";
import type { Site } from "@/content/site";
import type { ReactNode } from "react";
import { MobileMenuIsland } from "./MobileMenuIsland";
import { PhoneLink } from "./PhoneLink";
import { contactHref } from "@/content/paths";

const CONTACT_HREF = contactHref();

/** `search` is the header's search box, a feature the layout passes in (components sit below features). */
export function SiteHeader({ site, search }: { site: Site; search: ReactNode }) {
  const phone = companyPhone(site.phone);
  return (
    <header className="border-concrete-200 sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center gap-3 lg:h-20">
        <Link
          prefetch={false}
          href="/"
          className="font-display mr-auto flex items-center gap-2 text-lg leading-tight font-extrabold"
        >
          <span
            aria-hidden="true"
            className="rounded-control bg-accent-strong grid size-9 place-items-center text-white"
          >
            {site.shortName.slice(0, 1)}
          </span>
          <span className="sm:hidden lg:inline xl:hidden">{site.shortName}</span>
          <span className="hidden sm:inline lg:hidden xl:inline">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-4 text-[0.95rem] font-semibold whitespace-nowrap xl:gap-5">
            {site.navigation.main.map((item) => (
              <li key={item.url}>
                <Link prefetch={false} href={item.url} className="hover:text-accent-strong py-2">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {search}
        <a
          href={phone.href}
          aria-label={`Call ${site.phone}`}
          className="rounded-control text-ink hover:bg-concrete-100 grid size-11 place-items-center xl:hidden"
        >
          <Phone aria-hidden="true" className="size-6" />
        </a>
        <div className="hidden xl:block">
          <PhoneLink phone={phone} className="text-ink hover:text-accent-strong" />
        </div>
        <div className="hidden sm:block">
          <ButtonLink href={CONTACT_HREF} className="whitespace-nowrap">
            Get in touch
          </ButtonLink>
        </div>
        <MobileMenuIsland links={site.navigation.main} phone={phone} contactHref={CONTACT_HREF} />
      </Container>
    </header>
  );
}
