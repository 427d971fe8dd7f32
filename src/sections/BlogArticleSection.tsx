import { Markdown } from "@/components/Markdown";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** An article: its title and long text (blog-open-2). */
export function BlogArticleSection({ section, heading }: SectionProps<"blog-open-2">) {
  const Heading = heading;
  return (
    <SectionFrame id={section.id}>
      <article className="mx-auto max-w-3xl">
        <Heading className="text-4xl sm:text-5xl">{section.content.title}</Heading>
        <Markdown className="mt-8 text-lg">{section.content.text}</Markdown>
      </article>
    </SectionFrame>
  );
}
