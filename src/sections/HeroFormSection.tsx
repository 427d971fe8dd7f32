import { ContactForm } from "@/features/contact/ContactForm";
import { HeroBanner } from "./HeroSection";
import type { SectionProps } from "./types";

/** The hero of the routes that may carry the short quote form beside it (`form: true`). */
export function HeroFormSection(props: SectionProps<"hero">) {
  const { section, page } = props;
  return (
    <HeroBanner
      {...props}
      aside={section.content.form ? <ContactForm kind="hero" page={page.slug} /> : undefined}
    />
  );
}
