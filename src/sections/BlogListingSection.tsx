import { pagesOfKind } from "@/content/index";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { PageLinkList } from "./PageLinkList";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** A blog listing (blog-open-3): its articles come from the content index. */
export function BlogListingSection({ section, heading }: SectionProps<"blog-open-3">) {
  const { title, subtitle, text, category } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-8">{text}</Markdown> : null}
      <PageLinkList
        pages={pagesOfKind("article", category)}
        empty="New articles are on their way."
      />
    </SectionFrame>
  );
}
