import { pagesOfKind } from "@/content/index";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { PageLinkList } from "./PageLinkList";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** A project-history listing: the projects of one category (or all) from the content index. */
export function ProjectListSection({ section, heading }: SectionProps<"project-list">) {
  const { title, subtitle, text, category } = section.content;
  const projects = pagesOfKind("project", category).sort((a, b) =>
    a.slug.localeCompare(b.slug, "en", { numeric: true }),
  );
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-8">{text}</Markdown> : null}
      <PageLinkList pages={projects} empty="Write-ups of our recent jobs are on their way." />
    </SectionFrame>
  );
}
