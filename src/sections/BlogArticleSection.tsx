import { Breadcrumbs } from "@/components/Breadcrumbs";
import { Markdown } from "@/components/Markdown";
import { breadcrumbs, relatedArticles } from "@/content/index";
import { ArticleCards } from "./ArticleCards";
import { ArticleMeta } from "./ArticleMeta";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/**
 * An article (blog-open-2): breadcrumbs, the title, the date and reading time, the long text
 * (which ends with its own call to contact us), then three related articles of its category.
 */
export function BlogArticleSection({ section, page, heading }: SectionProps<"blog-open-2">) {
  const Heading = heading;
  const related = page.kind === "article" ? relatedArticles(page) : [];
  return (
    <SectionFrame id={section.id}>
      <article className="mx-auto max-w-3xl">
        <header className="mb-8">
          <Breadcrumbs items={breadcrumbs(page)} />
          <Heading className="text-4xl sm:text-5xl">{section.content.title}</Heading>
          {page.article ? <ArticleMeta article={page.article} className="mt-4" /> : null}
        </header>
        <Markdown className="text-lg">{section.content.text}</Markdown>
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related-articles" className="mx-auto mt-16 max-w-5xl">
          <h2 id="related-articles" className="mb-6 text-2xl sm:text-3xl">
            Related articles
          </h2>
          <ArticleCards pages={related} titleLevel="h3" />
        </aside>
      ) : null}
    </SectionFrame>
  );
}
