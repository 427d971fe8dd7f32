import { Accordion } from "@/components/Accordion";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

export function FaqSection({ section, heading }: SectionProps<"faq">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id} tone="concrete">
      <div className="mx-auto max-w-3xl">
        <SectionHeading title={title} subtitle={subtitle} as={heading} />
        <Accordion items={cards} />
      </div>
    </SectionFrame>
  );
}
