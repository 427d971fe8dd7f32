import type { PageKind } from "@/content/page";

/**
 * Relevance order of search results (issue 29; the spec sorted by slug only, which put
 * /about first for "core drilling"). Results compare on, in turn:
 *   1. how many distinct query words the page matches (all before some);
 *   2. how many of them match in the page's title or slug (a heading beats a passing mention);
 *   3. the page's kind: service, then equipment, then main pages, then projects and articles;
 *   4. the slug, so the spec's order still breaks every remaining tie.
 * Pure and cheap: one integer comparison per criterion, no per-keystroke allocation beyond the key.
 */

/** Lower ranks first: what a visitor asking for a service most likely wants to land on. */
export const KIND_RANK: Readonly<Record<PageKind, number>> = {
  service: 0,
  equipment: 1,
  main: 2,
  project: 3,
  article: 3,
};

export interface RankKey {
  /** Distinct query words found in the page's text. */
  matched: number;
  /** Of those, the ones also found in the title or the slug. */
  inTitle: number;
  kind: PageKind;
  slug: string;
}

export function compareRank(a: RankKey, b: RankKey): number {
  return (
    b.matched - a.matched ||
    b.inTitle - a.inTitle ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)
  );
}
