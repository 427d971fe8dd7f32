import { ContactFormIsland } from "@/features/contact/ContactFormIsland";
import { HeroBanner } from "./HeroSection";
import type { SectionProps } from "./types";

/** The hero of the routes that may carry the short quote form beside it (`form: true`). */
export function HeroFormSection(props: SectionProps<"hero">) {
  const { section, page } = props;
  return (
    <HeroBanner
      {...props}
      aside={section.content.form ? <ContactFormIsland kind="hero" page={page.slug} /> : undefined}
    />
  );
}
