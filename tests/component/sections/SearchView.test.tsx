import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { getSite } from "@/content/index";
import { headingLevelAt } from "@/sections/types";
import { SearchSection } from "@/sections/SearchSection";
import type { SectionOf } from "@/content/sections";
import type { Page } from "@/content/page";
import { queryParam, searchMetadata, SearchView } from "@/sections/SearchView";
import { searchOnServer, searchSuggestions } from "@/features/search/server";

vi.mock("server-only", () => ({}));

/** The page as the server sends it (what a browser without JavaScript and a crawler see). */
function html(query: string): string {
  return renderToStaticMarkup(<SearchView query={query} />);
}

describe("SearchView (server rendering over the real content)", () => {
  it("renders the heading, the count, a GET form and highlighted results for ?q=", () => {
    const results = searchOnServer("saw");
    expect(results.length).toBeGreaterThan(0);
    const markup = html("saw");
    expect(markup).toMatch(/<h1[^>]*>Search<\/h1>/);
    expect(markup).toContain(`Found: ${results.length}`);
    expect(markup).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(markup).toMatch(/<input[^>]*name="q"[^>]*value="saw"/);
    expect(markup).toContain('placeholder="Type to search..."');
    expect(markup.match(/<mark/g)?.length).toBe(
      results.reduce((sum, result) => sum + result.snippets.length, 0),
    );
    const hrefs = [...markup.matchAll(/<h2[^>]*><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(results.map((result) => result.path));
  });

  it("suggests the main pages when nothing matches", () => {
    const markup = html("qzxjv");
    expect(markup).toContain("Found: 0");
    const suggested = [...markup.matchAll(/<li><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(suggested).toEqual(searchSuggestions().map((suggestion) => suggestion.path));
    expect(
      suggested.every((path) =>
        ["/services", "/equipment", "/project-history", "/how-we-work", "/contact"].includes(path!),
      ),
    ).toBe(true);
    expect(markup).toContain("Main pages");
  });

  it.each([
    [undefined, ""],
    ["saw", "saw"],
    [["saw", "core"], "saw"],
  ])("queryParam(%j) is %j", (value, expected) => {
    expect(queryParam(value)).toBe(expected);
  });

  it("titles the page from the site and keeps result pages out of the index", () => {
    const { shortName } = getSite();
    expect(searchMetadata("saw")).toMatchObject({
      title: { absolute: `Search | ${shortName}` },
      robots: { index: false, follow: true },
    });
    expect(searchMetadata("").robots).toBeUndefined();
  });
});

describe("SearchSection", () => {
  const section: SectionOf<"search"> = {
    id: "find",
    type: "search",
    content: { title: "Find a page", subtitle: "By word" },
  };
  const render = (position: number) =>
    renderToStaticMarkup(
      <SearchSection
        section={section}
        heading={headingLevelAt(position)}
        site={getSite()}
        page={{} as Page}
      />,
    );

  it("renders its heading and a plain search form", () => {
    const markup = render(2);
    expect(markup).toMatch(/<h2 id="find-title"[^>]*>Find a page<\/h2>/);
    expect(markup).toContain("By word");
    expect(markup).toMatch(/<form role="search"[^>]*action="\/search" method="get"/);
    expect(markup).toMatch(/<label for="find-q"[^>]*>Type to search...<\/label>/);
  });

  it("carries the page's h1 when it comes first", () => {
    expect(render(0)).toMatch(/<h1 id="find-title"/);
  });
});
