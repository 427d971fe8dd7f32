import { Breadcrumbs } from "@/components/Breadcrumbs";
import { Container } from "@/components/ui/Container";
import { breadcrumbs } from "@/content/index";
import type { Page } from "@/content/page";

/** The visible breadcrumbs above a page's first section (the blog draws its own, in its sections). */
export function PageBreadcrumbs({ page }: { page: Page }) {
  const crumbs = breadcrumbs(page);
  if (crumbs.length === 0) return null;
  return (
    <Container>
      <Breadcrumbs items={crumbs} className="py-3" />
    </Container>
  );
}
