import { ButtonLink } from "@/components/ui/Button";
import { PhoneLink } from "@/components/layout/PhoneLink";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";
import { companyPhone } from "@/shared/phone";

/** A call-to-action band: the phone link and a "Get in touch" button (default link "/"). */
export function CtaSection({ section, site, heading }: SectionProps<"cta">) {
  const { title, subtitle, text, button } = section.content;
  const Heading = heading;
  return (
    <SectionFrame id={section.id} tone="dark">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <Heading className="text-3xl sm:text-4xl">{title}</Heading>
          {subtitle ? <p className="text-concrete-100 mt-3 text-xl">{subtitle}</p> : null}
          {text ? <p className="text-concrete-200 mt-3">{text}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-5">
          <PhoneLink
            phone={companyPhone(site.phone)}
            label={`Call ${site.phone}`}
            className="hover:text-accent text-lg text-white"
          />
          <ButtonLink href={button?.link ?? "/"} variant="inverse">
            {button?.text ?? "Get in touch"}
          </ButtonLink>
        </div>
      </div>
    </SectionFrame>
  );
}
