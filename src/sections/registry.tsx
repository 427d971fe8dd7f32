import type { ComponentType } from "react";
import type { SectionType } from "@/content/sections";
import { AboutToolSection } from "./AboutToolSection";
import { BestForSection } from "./BestForSection";
import { BlogArticleSection } from "./BlogArticleSection";
import { BlogListingSection } from "./BlogListingSection";
import { CalculatorSection } from "./CalculatorSection";
import { CharacteristicsSection } from "./CharacteristicsSection";
import { ContactUsSection } from "./ContactUsSection";
import { CtaSection } from "./CtaSection";
import { EquipmentHeroSection } from "./EquipmentHeroSection";
import { EquipmentListSection } from "./EquipmentListSection";
import { EquipmentProjectsSection } from "./EquipmentProjectsSection";
import { FaqSection } from "./FaqSection";
import { FeatureCardsSection } from "./FeatureCardsSection";
import { GallerySection } from "./GallerySection";
import { HeroFormSection } from "./HeroFormSection";
import { ProjectDetailSection } from "./ProjectDetailSection";
import { ProjectGallerySection } from "./ProjectGallerySection";
import { ProjectListSection } from "./ProjectListSection";
import { ReviewsSection } from "./ReviewsSection";
import { SafetyPapersSection } from "./SafetyPapersSection";
import { SearchSection } from "./SearchSection";
import { ServiceAreaSection } from "./ServiceAreaSection";
import { ServiceCardsSection } from "./ServiceCardsSection";
import { ServiceDetailSection } from "./ServiceDetailSection";
import { StepsSection } from "./StepsSection";
import { TeamSection } from "./TeamSection";
import { TextSection } from "./TextSection";
import type { SectionProps } from "./types";
import { WhoWeAreSection } from "./WhoWeAreSection";

/** Section type -> component. The mapped type makes a missing type a compile error. */
export const sectionRegistry: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: HeroFormSection,
  "best-for": BestForSection,
  "service-detail": ServiceDetailSection,
  "service-cards": ServiceCardsSection,
  "feature-cards": FeatureCardsSection,
  "who-we-are": WhoWeAreSection,
  calculator: CalculatorSection,
  "contact-us": ContactUsSection,
  gallery: GallerySection,
  reviews: ReviewsSection,
  faq: FaqSection,
  steps: StepsSection,
  team: TeamSection,
  "service-area": ServiceAreaSection,
  search: SearchSection,
  text: TextSection,
  "blog-open-2": BlogArticleSection,
  "blog-open-3": BlogListingSection,
  "equipment-hero": EquipmentHeroSection,
  characteristics: CharacteristicsSection,
  "about-tool": AboutToolSection,
  "equipment-projects": EquipmentProjectsSection,
  "equipment-list": EquipmentListSection,
  "project-gallery": ProjectGallerySection,
  "project-list": ProjectListSection,
  "project-detail": ProjectDetailSection,
  cta: CtaSection,
  "safety-papers": SafetyPapersSection,
};
