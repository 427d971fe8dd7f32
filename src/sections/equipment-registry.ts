import { AboutToolSection } from "./AboutToolSection";
import { CharacteristicsSection } from "./CharacteristicsSection";
import { ContactUsSection } from "./ContactUsSection";
import { CtaSection } from "./CtaSection";
import { EquipmentHeroSection } from "./EquipmentHeroSection";
import { EquipmentListSection } from "./EquipmentListSection";
import { EquipmentProjectsSection } from "./EquipmentProjectsSection";
import { HeroSection } from "./HeroSection";
import type { SectionRegistry } from "./RenderSections";
import { TextSection } from "./TextSection";

/*
 * One module per route's registry: a server module's imports decide which client components the
 * route ships, so a registry must not share a module with another route's sections.
 */
/** /equipment and the machines: the contact form. */
export const equipmentSectionRegistry: SectionRegistry = {
  hero: HeroSection,
  text: TextSection,
  "equipment-list": EquipmentListSection,
  "equipment-hero": EquipmentHeroSection,
  characteristics: CharacteristicsSection,
  "about-tool": AboutToolSection,
  "equipment-projects": EquipmentProjectsSection,
  "contact-us": ContactUsSection,
  cta: CtaSection,
};
