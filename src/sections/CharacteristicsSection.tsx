import { Card } from "@/components/ui/Card";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

export function CharacteristicsSection({ section, heading }: SectionProps<"characteristics">) {
  const { title, subtitle, text, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <Markdown className="mb-8">{text}</Markdown>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <Card as="li" key={card.title} className="border-t-accent-strong border-t-4 p-6">
            <h3 className="text-xl">{card.title}</h3>
            <p className="text-ink-soft mt-2">{card.description}</p>
          </Card>
        ))}
      </ul>
    </SectionFrame>
  );
}
