import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllPages, getPage, getSite } from "@/content/index";
import { segmentsFor, slugFromSegments, type RoutePrefix } from "@/content/paths";
import type { SectionRegistry } from "@/sections/RenderSections";
import { RenderSections } from "@/sections/RenderSections";
import { PageBreadcrumbs } from "@/seo/PageBreadcrumbs";
import { PageStructuredData } from "@/seo/PageStructuredData";
import { pageMetadata } from "./page-metadata";

type Props = { params: Promise<{ slug?: string[] }> };

interface RouteOptions {
  /** The first path segment the route serves ("equipment"), or none for the root catch-all. */
  prefix?: RoutePrefix;
  /** Slugs under the root the route leaves to other routes (the catch-all's exclusions). */
  excludes?: (slug: string) => boolean;
  registry: SectionRegistry;
  /** The blog draws its breadcrumbs inside its sections. */
  breadcrumbs?: boolean;
}

/**
 * One content route: the pages of one kind prerendered from the content index, their metadata,
 * breadcrumbs, structured data and sections. Each route file passes its own registry, so each
 * page kind's bundle holds only its own interactive leaves.
 */
export function contentRoute({ prefix, excludes, registry, breadcrumbs = true }: RouteOptions) {
  const serves = (slug: string) =>
    prefix ? slug === prefix || slug.startsWith(`${prefix}/`) : !excludes?.(slug);
  const pageAt = async (props: Props) => {
    const slug = slugFromSegments((await props.params).slug, prefix);
    return serves(slug) ? getPage(slug) : undefined;
  };

  return {
    generateStaticParams() {
      return getAllPages()
        .filter((page) => serves(page.slug))
        .map((page) => ({ slug: segmentsFor(page.slug).slice(prefix ? 1 : 0) }));
    },
    async generateMetadata(props: Props): Promise<Metadata> {
      const page = await pageAt(props);
      return page ? pageMetadata(page, getSite()) : {};
    },
    async Page(props: Props) {
      const page = await pageAt(props);
      if (!page) notFound();
      const site = getSite();
      return (
        <>
          {breadcrumbs ? <PageBreadcrumbs page={page} /> : null}
          <RenderSections page={page} site={site} registry={registry} />
          <PageStructuredData page={page} site={site} />
        </>
      );
    },
  };
}
