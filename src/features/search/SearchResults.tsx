import Link from "next/link";
import type { SearchResult, Snippet } from "./engine";

/** A main page offered when a query is empty or finds nothing. */
export interface Suggestion {
  path: string;
  label: string;
}

/** A snippet as the page's own words, the matched word highlighted (never literal brackets). */
function SnippetText({ snippet }: { snippet: Snippet }) {
  return (
    <p className="text-ink-soft">
      {snippet.clippedStart ? "… " : null}
      {snippet.before}
      <mark className="bg-accent-soft text-ink rounded-sm px-0.5 font-semibold">
        {snippet.match}
      </mark>
      {snippet.after}
      {snippet.clippedEnd ? " …" : null}
    </p>
  );
}

function Suggestions({ suggestions }: { suggestions: Suggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <nav aria-labelledby="search-suggestions-title" className="mt-6">
      <h2 id="search-suggestions-title" className="text-xl">
        Main pages
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {suggestions.map((suggestion) => (
          <li key={suggestion.path}>
            <Link
              prefetch={false}
              href={suggestion.path}
              className="rounded-control border-concrete-300 text-ink hover:border-accent-strong hover:text-accent-strong inline-flex min-h-11 items-center border-2 bg-white px-4 font-semibold"
            >
              {suggestion.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The count, then either the results or a state that helps (what to try, where to go). */
export function SearchResults({
  query,
  results,
  suggestions,
  pending = false,
}: {
  query: string;
  results: SearchResult[];
  suggestions: Suggestion[];
  pending?: boolean;
}) {
  const trimmed = query.trim();
  return (
    <div className="mt-8">
      <p role="status" className="text-ink text-lg font-semibold">
        {pending ? "Searching…" : `Found: ${results.length}`}
      </p>
      {results.length > 0 ? (
        <ol aria-label="Search results" className="mt-6 grid max-w-3xl gap-4">
          {results.map((result) => (
            <li
              key={result.slug}
              className="rounded-card border-concrete-200 shadow-card border bg-white p-5"
            >
              <h2 className="text-xl">
                <Link
                  prefetch={false}
                  href={result.path}
                  className="hover:text-accent-strong underline-offset-4 hover:underline"
                >
                  {result.title}
                </Link>
              </h2>
              <p className="text-concrete-700 mt-1 text-sm">{result.path}</p>
              <div className="mt-3 grid gap-2">
                {result.snippets.map((snippet, i) => (
                  <SnippetText key={i} snippet={snippet} />
                ))}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-4 max-w-3xl">
          <p className="text-ink-soft">
            {trimmed === ""
              ? "Type a word or two: a service, a tool, a material or a town, for example core drilling, wall saw or GPR scanning."
              : `No page matches “${trimmed}”. Try a shorter word or part of one (saw also finds sawing), check the spelling, or start from one of our main pages.`}
          </p>
          <Suggestions suggestions={suggestions} />
        </div>
      )}
    </div>
  );
}
