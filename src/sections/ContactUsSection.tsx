import { Mail, MapPin, MessageSquareText } from "@/components/ui/icons";
import { PhoneLink } from "@/components/layout/PhoneLink";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { companyPhone, phoneNumber } from "@/shared/phone";
import { ContactFormIsland } from "@/features/contact/ContactFormIsland";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** "Ready for Your Free Quote" (anchor contact-form): the form plus the contact info block. */
export function ContactUsSection({ section, site, page, heading }: SectionProps<"contact-us">) {
  const { title, subtitle, text, info } = section.content;
  const smsBody = encodeURIComponent(
    `Hi ${site.shortName}, here are photos of my job site for a quote:`,
  );
  return (
    <SectionFrame id={section.id} tone="concrete">
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <p className="text-ink-soft -mt-4 mb-8 max-w-3xl">{text}</p> : null}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr]">
        <ContactFormIsland
          kind={page.kind === "equipment" ? "equipment" : "contact"}
          page={page.slug}
        />
        <aside
          aria-label={info.title}
          className="rounded-card bg-concrete-900 text-concrete-100 p-6 sm:p-8"
        >
          <h3 className="text-2xl text-white">{info.title}</h3>
          <dl className="mt-6 space-y-5">
            <div>
              <dt className="text-concrete-300 text-sm font-semibold tracking-wide uppercase">
                {info.phoneLabel}
              </dt>
              <dd className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
                <PhoneLink
                  phone={companyPhone(info.phone)}
                  className="hover:text-accent text-lg text-white"
                />
                <a
                  href={`sms:${phoneNumber(info.phone).e164}?&body=${smsBody}`}
                  className="hover:text-accent inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
                >
                  <MessageSquareText aria-hidden="true" className="size-5" />
                  Text us a photo
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-concrete-300 text-sm font-semibold tracking-wide uppercase">
                {info.emailLabel}
              </dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${info.email}`}
                  className="hover:text-accent inline-flex items-center gap-2 text-lg font-semibold text-white"
                >
                  <Mail aria-hidden="true" className="size-5" />
                  {info.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-concrete-300 text-sm font-semibold tracking-wide uppercase">
                {info.areaLabel}
              </dt>
              <dd className="mt-1 flex gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
                {info.area}
              </dd>
            </div>
          </dl>
          <h4 className="mt-8 text-lg text-white">{info.whyTitle}</h4>
          <ul className="mt-3 space-y-2">
            {site.trustPoints.map(({ text: reason }) => (
              <li key={reason} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="bg-accent mt-2.5 size-2 shrink-0 rounded-full"
                />
                {reason}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </SectionFrame>
  );
}
