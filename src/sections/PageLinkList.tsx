import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons";
import { pathFor } from "@/content/paths";
import type { Page } from "@/content/page";

/** A list of links to pages of the index (listings of articles, projects, equipment). */
export function PageLinkList({ pages, empty }: { pages: Page[]; empty: string }) {
  if (pages.length === 0) return <p className="text-ink-soft">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((page) => (
        <li key={page.slug}>
          <Link
            prefetch={false}
            href={pathFor(page.slug)}
            className="group rounded-card border-concrete-200 shadow-card hover:border-accent-strong flex h-full flex-col border bg-white p-5"
          >
            <span className="font-display text-lg font-bold">{page.label}</span>
            {page.meta.description ? (
              <span className="text-ink-soft mt-2 flex-1">{page.meta.description}</span>
            ) : null}
            <span className="text-accent-strong mt-4 inline-flex items-center gap-1 font-semibold">
              Read more{" "}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
