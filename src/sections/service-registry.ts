import { BestForSection } from "./BestForSection";
import { ContactUsSection } from "./ContactUsSection";
import { CtaSection } from "./CtaSection";
import { FaqSection } from "./FaqSection";
import { FeatureCardsSection } from "./FeatureCardsSection";
import { HeroFormSection } from "./HeroFormSection";
import { ProjectGallerySection } from "./ProjectGallerySection";
import type { SectionRegistry } from "./RenderSections";
import { ServiceCardsSection } from "./ServiceCardsSection";
import { ServiceDetailSection } from "./ServiceDetailSection";

/*
 * One module per route's registry: a server module's imports decide which client components the
 * route ships, so a registry must not share a module with another route's sections.
 */
/** /services and the service pages: the contact form and the card carousel. */
export const serviceSectionRegistry: SectionRegistry = {
  hero: HeroFormSection,
  "service-cards": ServiceCardsSection,
  "feature-cards": FeatureCardsSection,
  "best-for": BestForSection,
  "service-detail": ServiceDetailSection,
  "project-gallery": ProjectGallerySection,
  faq: FaqSection,
  "contact-us": ContactUsSection,
  cta: CtaSection,
};
