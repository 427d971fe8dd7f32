import { pagesOfKind } from "@/content/index";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { PageLinkList } from "./PageLinkList";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** The equipment overview: every model, grouped by category, from the content index. */
export function EquipmentListSection({ section, heading }: SectionProps<"equipment-list">) {
  const { title, subtitle, text } = section.content;
  const groups = new Map<string, ReturnType<typeof pagesOfKind>>();
  for (const page of pagesOfKind("equipment")) {
    const key = page.category ?? "Other equipment";
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return (
    <SectionFrame id={section.id} tone="concrete">
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-8">{text}</Markdown> : null}
      <div className="space-y-12">
        {[...groups].map(([category, pages]) => (
          <section key={category} aria-label={category}>
            <h3 className="mb-4 text-2xl">{category}</h3>
            <PageLinkList pages={pages} empty="" />
          </section>
        ))}
      </div>
    </SectionFrame>
  );
}
