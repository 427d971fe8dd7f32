import type { Metadata } from "next";
import { getPage, getSite } from "@/content/index";
import { SEARCH_SLUG } from "@/features/search/search-index";
import { queryParam, searchMetadata, SearchView } from "@/sections/SearchView";
import { PageBreadcrumbs } from "@/seo/PageBreadcrumbs";
import { PageStructuredData } from "@/seo/PageStructuredData";

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(queryParam((await searchParams).q));
}

export default async function SearchPage({ searchParams }: Props) {
  const page = getPage(SEARCH_SLUG);
  return (
    <>
      {page ? <PageBreadcrumbs page={page} /> : null}
      <SearchView query={queryParam((await searchParams).q)} />
      {page ? <PageStructuredData page={page} site={getSite()} /> : null}
    </>
  );
}
