import type { Thing, WithContext } from "schema-dts";
import { breadcrumbs, getAllPages } from "@/content/index";
import type { Page } from "@/content/page";
import type { Site } from "@/content/site";
import { servedTowns } from "./business";
import { JsonLd } from "./JsonLd";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  serviceJsonLd,
} from "./page-structured-data";

/** The page's own structured data: breadcrumbs, and the Service, BlogPosting or FAQPage it is. */
export function PageStructuredData({ page, site }: { page: Page; site: Site }) {
  const crumbs = breadcrumbs(page);
  const nodes: WithContext<Thing>[] = [];
  if (crumbs.length > 0) nodes.push(breadcrumbJsonLd(site, crumbs));
  if (page.kind === "service") nodes.push(serviceJsonLd(page, site, servedTowns(getAllPages())));
  if (page.kind === "article") nodes.push(blogPostingJsonLd(page, site));
  const faq = faqJsonLd(page);
  if (faq) nodes.push(faq);
  return nodes.map((node, index) => <JsonLd key={index} data={node} />);
}
