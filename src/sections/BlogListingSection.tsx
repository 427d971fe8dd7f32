import Link from "next/link";
import { Breadcrumbs } from "@/components/Breadcrumbs";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { articles, blogCategories, breadcrumbs } from "@/content/index";
import { pathFor } from "@/content/paths";
import { ArticleCards } from "./ArticleCards";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/**
 * A blog listing (blog-open-3) from the content index: one category's articles as cards, or on
 * the blog root every category as a group with its heading and cards.
 */
export function BlogListingSection({ section, page, heading }: SectionProps<"blog-open-3">) {
  const { title, subtitle, text, category, categories } = section.content;
  const groups = blogCategories(categories);
  return (
    <SectionFrame id={section.id}>
      <Breadcrumbs items={breadcrumbs(page)} />
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-10">{text}</Markdown> : null}
      {category ? (
        <ArticleCards pages={articles(category)} titleLevel={heading === "h1" ? "h2" : "h3"} />
      ) : (
        groups.map((group) => {
          const list = articles(group.category);
          return (
            <section
              key={group.slug}
              aria-labelledby={`${group.slug.replace("/", "-")}-title`}
              className="mt-12 first:mt-0"
            >
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`${group.slug.replace("/", "-")}-title`} className="text-2xl sm:text-3xl">
                  {group.label}
                </h2>
                <Link
                  prefetch={false}
                  href={pathFor(group.slug)}
                  className="text-accent-strong font-semibold underline-offset-4 hover:underline"
                >
                  All {list.length} articles in {group.label}
                </Link>
              </div>
              <ArticleCards pages={list} titleLevel="h3" />
            </section>
          );
        })
      )}
    </SectionFrame>
  );
}
