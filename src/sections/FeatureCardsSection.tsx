import { SectionHeading } from "@/components/ui/SectionHeading";
import { Icon } from "@/components/Icon";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** "What we do best" and similar grids of icon cards. */
export function FeatureCardsSection({ section, heading }: SectionProps<"feature-cards">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id} tone="dark">
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="flex gap-4">
            <span className="rounded-control bg-accent text-ink grid size-12 shrink-0 place-items-center">
              <Icon name={card.icon} />
            </span>
            <div>
              <h3 className="text-xl">{card.title}</h3>
              <p className="text-concrete-200 mt-2">{card.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
