import { formatDate } from "@/content/dates";
import type { ArticleInfo } from "@/content/page";

/** "November 24, 2026 · 4 min read" under an article's title and on its card. */
export function ArticleMeta({
  article,
  className = "",
}: {
  article: ArticleInfo;
  className?: string;
}) {
  return (
    <p className={`text-ink-soft ${className}`}>
      <time dateTime={article.published}>{formatDate(article.published)}</time>
      {" · "}
      {article.readingMinutes} min read
    </p>
  );
}
