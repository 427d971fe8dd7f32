import { ButtonLink } from "@/components/ui/Button";
import { ScrollButton } from "@/components/ui/ScrollButton";
import { Container } from "@/components/ui/Container";
import { ContentImage } from "@/components/ContentImage";
import { PhoneLink } from "@/components/layout/PhoneLink";
import { ContactForm } from "@/features/contact/ContactForm";
import type { SectionProps } from "./types";

/**
 * Hero in three variants: home (large, with image), service (image beside text), page (compact
 * banner). With `form: true` the short quote form stands beside the text instead of the image.
 */
export function HeroSection({ section, site, page, heading }: SectionProps<"hero">) {
  const { title, subtitle, text, image, button, secondaryButton, variant, form } = section.content;
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
                phone={site.phone}
                label={`Call ${site.phone}`}
                className="text-ink hover:text-accent-strong"
              />
            ) : null}
          </div>
        </div>
        {form ? (
          <ContactForm kind="hero" page={page.slug} />
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
