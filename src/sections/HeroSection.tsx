import { ButtonLink } from "@/components/ui/Button";
import { ScrollButton } from "@/components/ui/ScrollButton";
import { Container } from "@/components/ui/Container";
import { ContentImage } from "@/components/ContentImage";
import { PhoneLink } from "@/components/layout/PhoneLink";
import type { ReactNode } from "react";
import type { SectionProps } from "./types";
import { companyPhone } from "@/shared/phone";

/**
 * Hero in three variants: home (large, with image), service (image beside text), page (compact
 * banner). With `form: true` the short quote form stands beside the text instead of the image:
 * only the routes whose registry holds HeroFormSection ship the form's code.
 */
export function HeroSection(props: SectionProps<"hero">) {
  if (props.section.content.form) {
    throw new Error(
      `${props.page.file}: a hero with a form cannot be rendered on the route of ${props.page.slug}`,
    );
  }
  return <HeroBanner {...props} />;
}

export function HeroBanner({
  section,
  site,
  heading,
  aside,
}: SectionProps<"hero"> & { aside?: ReactNode }) {
  const { title, subtitle, text, image, button, secondaryButton, variant } = section.content;
  const form = aside !== undefined;
  const Heading = heading;
  const large = variant === "home";
  return (
    <section id={section.id} className="border-concrete-200 bg-concrete-50 border-b">
      <Container
        className={`grid items-center gap-10 ${image || form ? "lg:grid-cols-[1.1fr_1fr]" : ""} ${large ? "py-12 sm:py-20" : "py-10 sm:py-14"}`}
      >
        <div>
          <Heading className={large ? "text-4xl sm:text-5xl lg:text-6xl" : "text-4xl sm:text-5xl"}>
            {title}
          </Heading>
          {subtitle ? <p className="text-ink-soft mt-4 text-xl">{subtitle}</p> : null}
          {text ? <p className="text-ink-soft mt-4 max-w-prose">{text}</p> : null}
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {button ? <ButtonLink href={button.link}>{button.text}</ButtonLink> : null}
            {secondaryButton?.link.startsWith("#") ? (
              <ScrollButton target={secondaryButton.link.slice(1)}>
                {secondaryButton.text}
              </ScrollButton>
            ) : secondaryButton ? (
              <ButtonLink href={secondaryButton.link} variant="secondary">
                {secondaryButton.text}
              </ButtonLink>
            ) : null}
            {variant !== "page" ? (
              <PhoneLink
                phone={companyPhone(site.phone)}
                label={`Call ${site.phone}`}
                className="text-ink hover:text-accent-strong"
              />
            ) : null}
          </div>
        </div>
        {form ? (
          aside
        ) : image ? (
          <ContentImage
            image={image}
            ratio={large ? "aspect-[16/9]" : "aspect-[4/3]"}
            sizes="(min-width: 1024px) 45vw, 100vw"
            preload={heading === "h1"}
            className="rounded-card shadow-card"
          />
        ) : null}
      </Container>
    </section>
  );
}
