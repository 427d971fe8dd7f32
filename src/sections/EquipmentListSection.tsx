import { pagesOfKind } from "@/content/index";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { PageLinkList } from "./PageLinkList";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

function countLine(machines: number, groups: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(machines, "machine")} in ${plural(groups, "group")}`;
}

/** The equipment overview: every model, grouped by category, from the content index. */
export function EquipmentListSection({ section, heading }: SectionProps<"equipment-list">) {
  const { title, text } = section.content;
  const groups = new Map<string, ReturnType<typeof pagesOfKind>>();
  const machines = pagesOfKind("equipment");
  for (const page of machines) {
    const key = page.category ?? "Other equipment";
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return (
    <SectionFrame id={section.id} tone="concrete">
      <SectionHeading
        title={title}
        subtitle={countLine(machines.length, groups.size)}
        as={heading}
      />
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
