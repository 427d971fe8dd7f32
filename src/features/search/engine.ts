import type { PageKind } from "@/content/page";
import { compareRank, type RankKey } from "./ranking";
import { queryWords, tokenise, words } from "./tokenise";

/**
 * The search engine (spec sections 4.4, 5 and 9.2): pure TypeScript, no React, no I/O. The
 * same code answers on the server (the /search page without JavaScript) and in the browser
 * (each keystroke), over the same index document.
 */

/** Words on each side of the matched word in a snippet (spec 9.2). */
export const SNIPPET_WINDOW = 5;

/** One page in the index: its visible text, stored once. */
export interface SearchDocument {
  slug: string;
  path: string;
  title: string;
  /** Decides the order among results that match equally well (see ranking.ts). */
  kind: PageKind;
  text: string;
}

/** The index document: built at build time, fetched by the browser on /search only. */
export interface SearchIndex {
  version: 1;
  pages: SearchDocument[];
}

/**
 * A match with up to five words on each side. `before` and `after` are the page's own text
 * (punctuation kept) from the first word of the window to the matched word, and from the
 * matched word to the last word of the window; `match` is the whole matched word.
 */
export interface Snippet {
  before: string;
  match: string;
  after: string;
  /** True when the page's text goes on before / after the window (for an ellipsis). */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export interface SearchResult {
  slug: string;
  path: string;
  title: string;
  snippets: Snippet[];
}

/** A page ready for searching: its words lowercased in one string, with their positions. */
interface PreparedPage {
  doc: SearchDocument;
  /** Lowercased words joined by single spaces: an occurrence of a query word never spans two words. */
  haystack: string;
  /** Where word i starts in `haystack`. */
  haystackStart: Int32Array;
  /** Where word i starts and ends in `doc.text`. */
  textStart: Int32Array;
  textEnd: Int32Array;
  /** The title's and the slug's words, lowercased and space-joined, for the ranking. */
  heading: string;
}

export interface PreparedIndex {
  pages: PreparedPage[];
}

function preparePage(source: SearchDocument): PreparedPage {
  // White space is collapsed once here, so that a snippet is a plain slice of the text.
  const doc = { ...source, text: source.text.replace(/\s+/g, " ") };
  const tokens = tokenise(doc.text);
  const haystackStart = new Int32Array(tokens.length);
  const textStart = new Int32Array(tokens.length);
  const textEnd = new Int32Array(tokens.length);
  const lowered: string[] = [];
  let offset = 0;
  tokens.forEach((token, i) => {
    const lower = token.word.toLowerCase();
    lowered.push(lower);
    haystackStart[i] = offset;
    offset += lower.length + 1;
    textStart[i] = token.start;
    textEnd[i] = token.end;
  });
  const heading = [...words(doc.title), ...words(doc.slug)].join(" ").toLowerCase();
  return { doc, haystack: lowered.join(" "), haystackStart, textStart, textEnd, heading };
}

/** Tokenises every page once, so that each keystroke only scans strings. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  return { pages: index.pages.map(preparePage) };
}

/** The word that holds haystack position `at`: the last word starting at or before it. */
function wordAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The words around word `centre`: up to SNIPPET_WINDOW on each side. */
interface WordSpan {
  first: number;
  centre: number;
  last: number;
}

function windowAround(page: PreparedPage, centre: number): WordSpan {
  return {
    first: Math.max(0, centre - SNIPPET_WINDOW),
    centre,
    last: Math.min(page.textStart.length - 1, centre + SNIPPET_WINDOW),
  };
}

function snippetOf(page: PreparedPage, { first, centre, last }: WordSpan): Snippet {
  const { text } = page.doc;
  return {
    before: text.slice(page.textStart[first], page.textStart[centre]),
    match: text.slice(page.textStart[centre], page.textEnd[centre]),
    after: text.slice(page.textEnd[centre], page.textEnd[last]),
    clippedStart: first > 0,
    clippedEnd: last < page.textStart.length - 1,
  };
}

/**
 * For each distinct query word, the first page word that contains it yields one snippet, and
 * duplicate snippets are dropped. A duplicate is always two query words whose first match is
 * the same word: two different occurrences cannot both be first matches of equal words.
 */
function snippetsFor(page: PreparedPage, terms: string[], key: RankKey): Snippet[] {
  const centres: number[] = [];
  for (const term of terms) {
    const at = page.haystack.indexOf(term);
    if (at < 0) continue;
    key.matched++;
    if (page.heading.includes(term)) key.inTitle++;
    const centre = wordAt(page.haystackStart, at);
    if (!centres.includes(centre)) centres.push(centre);
  }
  return centres.map((centre) => snippetOf(page, windowAround(page, centre)));
}

/**
 * Every page with at least one snippet (the spec's matching), most relevant first (ranking.ts).
 * An empty query gives no results.
 */
export function search(index: PreparedIndex, query: string): SearchResult[] {
  const terms = queryWords(query);
  if (terms.length === 0) return [];
  const ranked: { key: RankKey; result: SearchResult }[] = [];
  for (const page of index.pages) {
    const { slug, path, title, kind } = page.doc;
    const key: RankKey = { matched: 0, inTitle: 0, kind, slug };
    const snippets = snippetsFor(page, terms, key);
    if (snippets.length > 0) ranked.push({ key, result: { slug, path, title, snippets } });
  }
  return ranked.sort((a, b) => compareRank(a.key, b.key)).map(({ result }) => result);
}
