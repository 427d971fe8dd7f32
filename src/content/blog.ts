import type { Page } from "./page";

/**
 * The blog's shape, from the content index: categories are the listing pages under blog/
 * (content/pages/blog/<category>.yaml, labelled by their `label`), articles are the pages of kind
 * "article". Pure functions over a page list, so they work on any index.
 */

export interface BlogCategory {
  category: string;
  label: string;
  slug: string;
}

export function blogCategoriesOf(pages: Page[], order: string[] = []): BlogCategory[] {
  const rank = (category: string) =>
    order.includes(category) ? order.indexOf(category) : order.length;
  return pages
    .filter((page) => page.kind === "main" && /^blog\/[^/]+$/.test(page.slug))
    .map((page) => ({
      category: page.slug.slice("blog/".length),
      label: page.label,
      slug: page.slug,
    }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.label.localeCompare(b.label));
}

/** Newest first; articles of one day in title order. */
export function articlesOf(pages: Page[], category?: string): Page[] {
  return pages
    .filter(
      (page) => page.kind === "article" && (category === undefined || page.category === category),
    )
    .sort(
      (a, b) =>
        (b.article?.published ?? "").localeCompare(a.article?.published ?? "") ||
        a.label.localeCompare(b.label),
    );
}

const STOP_WORDS = new Set(
  "about after also before being can concrete cutting does from have into more need needs only other over that their there they this what when where which will with without your you".split(
    " ",
  ),
);

/** The words that say what an article is about: its title and keywords, minus the common ones. */
export function topicWords(page: Page): Set<string> {
  const text = [page.label, ...page.meta.keywords].join(" ").toLowerCase();
  return new Set(
    text.split(/[^a-z0-9]+/).filter((word) => word.length > 3 && !STOP_WORDS.has(word)),
  );
}

/**
 * Up to `count` other articles of the same category, those sharing the most topic words first;
 * ties go to the nearest neighbours in the category's listing, so every article gets a stable,
 * full set even when nothing overlaps.
 */
export function relatedArticlesOf(pages: Page[], article: Page, count = 3): Page[] {
  const siblings = articlesOf(pages, article.category);
  const position = siblings.findIndex((page) => page.slug === article.slug);
  const topics = topicWords(article);
  return siblings
    .map((page, index) => ({
      page,
      shared: [...topicWords(page)].filter((word) => topics.has(word)).length,
      distance: Math.abs(index - position),
    }))
    .filter(({ page }) => page.slug !== article.slug)
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance)
    .slice(0, count)
    .map(({ page }) => page);
}
