import Link from "next/link";
import { pathFor } from "@/content/paths";
import type { Page } from "@/content/page";
import { ArticleMeta } from "./ArticleMeta";

/** Article cards: the title, a two-line excerpt (the description) and the reading time. */
export function ArticleCards({ pages, titleLevel }: { pages: Page[]; titleLevel: "h2" | "h3" }) {
  const Title = titleLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((page) => (
        <li
          key={page.slug}
          className="rounded-card border-concrete-200 shadow-card hover:border-accent-strong relative flex flex-col border bg-white p-5"
        >
          <Title className="font-display text-lg leading-snug font-bold">
            {/* The whole card is the link's target area; the title is its accessible name. */}
            <Link
              prefetch={false}
              href={pathFor(page.slug)}
              className="after:absolute after:inset-0"
            >
              {page.label}
            </Link>
          </Title>
          <p className="text-ink-soft mt-2 line-clamp-2 flex-1">{page.meta.description}</p>
          {page.article ? <ArticleMeta article={page.article} className="mt-4 text-sm" /> : null}
        </li>
      ))}
    </ul>
  );
}
