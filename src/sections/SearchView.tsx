import { SEARCH_PATH } from "@/content/paths";
import type { Metadata } from "next";
import { getPage, getSite } from "@/content/index";
import type { SectionOf } from "@/content/sections";
import { SearchSection } from "./SearchSection";
import { LiveSearch } from "@/features/search/LiveSearch";
import { SEARCH_SLUG } from "@/features/search/search-index";
import { searchOnServer, searchSuggestions } from "@/features/search/server";

/** The q parameter as one string: a repeated ?q= takes the first. */
export function queryParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The search page's content (content/pages/search.yaml), or a plain heading when it is missing. */
function searchPageContent() {
  const page = getPage(SEARCH_SLUG);
  const section = page?.sections.find(
    (candidate): candidate is SectionOf<"search"> => candidate.type === "search",
  );
  return {
    page,
    section: section ?? { id: "search", type: "search" as const, content: { title: "Search" } },
  };
}

export function searchMetadata(query: string): Metadata {
  const site = getSite();
  const { page } = searchPageContent();
  return {
    title: { absolute: `Search | ${site.shortName}` },
    description: page?.meta.description || `Search every page of the ${site.name} website.`,
    alternates: { canonical: SEARCH_PATH },
    // A results page is a copy of other pages' text: crawlers follow its links but do not index it.
    robots: query.trim() === "" ? undefined : { index: false, follow: true },
  };
}

/** /search?q=...: rendered on the server for the URL's q, then live in the browser. */
export function SearchView({ query }: { query: string }) {
  const site = getSite();
  const { page, section } = searchPageContent();
  return (
    <SearchSection
      section={section}
      heading="h1"
      site={site}
      page={
        page ?? {
          slug: SEARCH_SLUG,
          kind: "main",
          label: "Search",
          file: "",
          meta: { title: "Search", description: "", keywords: [] },
          sections: [section],
        }
      }
    >
      <LiveSearch
        key={query}
        initialQuery={query}
        initialResults={searchOnServer(query)}
        suggestions={searchSuggestions()}
      />
    </SearchSection>
  );
}
