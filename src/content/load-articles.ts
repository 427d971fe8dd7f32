import { readMarkdownFiles } from "./files";
import { articleFrontMatter, type Page } from "./page";
import type { Site } from "./site";
import { searchTitle } from "./titles";

/** A silent reading pace for web text; reading times are rounded to whole minutes. */
const WORDS_PER_MINUTE = 220;

/** The words a reader reads in a Markdown text: link targets and markup do not count. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, "]").replace(/[#*_>`[\]]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Articles: content/blog/<category>/<slug>.md, one blog-open-2 section each (spec 2.4). */
export function loadArticles(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  problems: string[],
): Page[] {
  const pages: Page[] = [];
  const files = readMarkdownFiles(
    root,
    "blog",
    articleFrontMatter,
    "article body is empty",
    tokens,
    problems,
  );
  for (const { name, file, data, body } of files) {
    const slug = `blog/${name}`;
    const words = countWords(body);
    pages.push({
      slug,
      kind: "article",
      label: data.title,
      category: slug.split("/")[1],
      file,
      article: {
        published: isoDate(data.date),
        updated: data.updated ? isoDate(data.updated) : undefined,
        words,
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      },
      meta: {
        title: searchTitle(data.seoTitle ?? data.title, site.shortName),
        description: data.description,
        keywords: data.keywords,
      },
      sections: [
        { id: "blog-s-1", type: "blog-open-2", content: { title: data.title, text: body } },
      ],
    });
  }
  return pages;
}

/**
 * A blog category's listing (content/pages/blog/<category>.yaml) appears once the category has
 * articles, so a listing written ahead of its articles never shows an empty page.
 */
export function dropEmptyBlogCategories(pages: Page[]): void {
  const withArticles = new Set(
    pages.filter((page) => page.kind === "article").map((page) => page.category),
  );
  for (let i = pages.length - 1; i >= 0; i--) {
    const page = pages[i]!;
    const category = /^blog\/([^/]+)$/.exec(page.slug)?.[1];
    if (category && page.kind === "main" && !withArticles.has(category)) pages.splice(i, 1);
  }
}
