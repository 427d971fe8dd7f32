import { BlogArticleSection } from "./BlogArticleSection";
import { BlogListingSection } from "./BlogListingSection";
import { CtaSection } from "./CtaSection";
import type { SectionRegistry } from "./RenderSections";

/**
 * The sections blog pages use: articles, listings and the call-to-action band. None is
 * interactive, so a blog page loads no calculator, form or carousel code.
 */
export const blogSectionRegistry: SectionRegistry = {
  "blog-open-2": BlogArticleSection,
  "blog-open-3": BlogListingSection,
  cta: CtaSection,
};
