import { CtaSection } from "./CtaSection";
import { HeroSection } from "./HeroSection";
import { ProjectDetailSection } from "./ProjectDetailSection";
import { ProjectListSection } from "./ProjectListSection";
import type { SectionRegistry } from "./RenderSections";
import { TextSection } from "./TextSection";

/*
 * One module per route's registry: a server module's imports decide which client components the
 * route ships, so a registry must not share a module with another route's sections.
 */
/** /project-history, its category listings and the write-ups: the photo lightbox only. */
export const projectSectionRegistry: SectionRegistry = {
  hero: HeroSection,
  text: TextSection,
  "project-list": ProjectListSection,
  "project-detail": ProjectDetailSection,
  cta: CtaSection,
};
