import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Service,
  WithContext,
} from "schema-dts";
import type { Crumb } from "@/content/breadcrumbs";
import type { Page } from "@/content/page";
import { calculatorHref, pathFor } from "@/content/paths";
import type { Site } from "@/content/site";
import { SMALLEST_ESTIMATE, type PricedService } from "@/features/calculator/smallest-estimates";
import { areaServed, businessId } from "./business";
import { absoluteUrl } from "./site-url";

/** Which calculator flow prices a service page (wire sawing and scanning are quoted only). */
const PRICED_BY: Partial<Record<string, PricedService>> = {
  "services/wall-sawing": "cutting",
  "services/floor-sawing": "cutting",
  "services/coring": "coring",
  "services/trenching": "trenching",
};

/** Markdown to the plain text structured data carries: links keep their words, marks go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function breadcrumbJsonLd(site: Site, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export function serviceJsonLd(
  page: Page,
  site: Site,
  towns: readonly string[],
): WithContext<Service> {
  const priced = PRICED_BY[page.slug];
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.label,
    serviceType: page.label,
    description: page.meta.description,
    url: absoluteUrl(site, pathFor(page.slug)),
    provider: { "@id": businessId(site) },
    areaServed: areaServed(site, towns),
    ...(priced
      ? {
          offers: {
            "@type": "Offer",
            url: absoluteUrl(site, calculatorHref()),
            priceCurrency: "CAD",
            priceSpecification: {
              "@type": "PriceSpecification",
              priceCurrency: "CAD",
              minPrice: SMALLEST_ESTIMATE[priced],
            },
          },
        }
      : {}),
  };
}

export function blogPostingJsonLd(page: Page, site: Site): WithContext<BlogPosting> {
  const organization: Organization = {
    "@type": "Organization",
    "@id": businessId(site),
    name: site.name,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, "/icon.svg"),
  };
  const title = page.sections[0]?.content as { title?: string } | undefined;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title?.title ?? page.label,
    description: page.meta.description,
    datePublished: page.article?.published,
    dateModified: page.article?.updated ?? page.article?.published,
    url: absoluteUrl(site, pathFor(page.slug)),
    mainEntityOfPage: absoluteUrl(site, pathFor(page.slug)),
    author: organization,
    publisher: organization,
    wordCount: page.article?.words,
  };
}

/** The questions of every FAQ block on the page, or nothing when it has none. */
export function faqJsonLd(page: Page): WithContext<FAQPage> | undefined {
  const questions = page.sections.flatMap((section) =>
    section.type === "faq" ? section.content.cards : [],
  );
  if (questions.length === 0) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((card) => ({
      "@type": "Question",
      name: plainText(card.question),
      acceptedAnswer: { "@type": "Answer", text: plainText(card.answer) },
    })),
  };
}
