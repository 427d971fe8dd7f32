import Link from "next/link";
import { ChevronRight } from "@/components/ui/icons";
import type { Crumb } from "@/content/breadcrumbs";

/** Where this page sits: Home > Blog > Category > this page (the last crumb is the page itself). */
export function Breadcrumbs({ items, className = "mb-6" }: { items: Crumb[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <ol className="text-ink-soft flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0" /> : null}
            {index < items.length - 1 ? (
              <Link
                prefetch={false}
                href={item.path}
                className="hover:text-accent-strong underline-offset-4 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink font-medium">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
