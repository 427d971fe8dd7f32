import Link from "next/link";
import { ButtonLink } from "@/components/ui/Button";
import { SearchForm } from "@/components/search/SearchForm";
import { Container } from "@/components/ui/Container";
import { contactHref } from "@/content/paths";
import type { Site } from "@/content/site";

/** The designed 404: says what happened, offers search and the main links. */
export function NotFoundView({ site }: { site: Site }) {
  return (
    <Container className="py-16 sm:py-24">
      <p className="font-display text-accent-strong text-6xl font-extrabold">404</p>
      <h1 className="mt-4 text-4xl sm:text-5xl">We could not find that page</h1>
      <p className="text-ink-soft mt-4 max-w-2xl text-lg">
        The link may be old or mistyped. Search the site, or go straight to one of the main pages
        below.
      </p>
      <SearchForm inputId="not-found-q" label="Search the site" className="mt-8 max-w-xl" />
      <nav aria-label="Main pages" className="mt-10">
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link
              prefetch={false}
              href="/"
              className="rounded-control border-ink hover:bg-ink inline-block border-2 px-4 py-2 font-semibold hover:text-white"
            >
              Home
            </Link>
          </li>
          {site.navigation.main.map((item) => (
            <li key={item.url}>
              <Link
                prefetch={false}
                href={item.url}
                className="rounded-control border-ink hover:bg-ink inline-block border-2 px-4 py-2 font-semibold hover:text-white"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonLink href={contactHref()} className="mt-10">
        Get in touch
      </ButtonLink>
    </Container>
  );
}
