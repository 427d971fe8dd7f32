import { Card } from "@/components/ui/Card";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Icon } from "@/components/Icon";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

export function BestForSection({ section, heading }: SectionProps<"best-for">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <Card as="li" key={card.title} className="p-6">
            <span className="bg-accent-soft text-accent-strong grid size-12 place-items-center rounded-full">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-xl">{card.title}</h3>
            <p className="text-ink-soft mt-2">{card.description}</p>
          </Card>
        ))}
      </ul>
    </SectionFrame>
  );
}
