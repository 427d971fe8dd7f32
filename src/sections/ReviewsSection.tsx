import { Quote } from "lucide-react";
import { Carousel } from "@/components/carousel/Carousel";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { initialsOf } from "./initials";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** Review cards: title (reviewer), subtitle (city or role), description; an initials badge. */
export function ReviewsSection({ section, index }: SectionProps<"reviews">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={index === 0 ? "h1" : "h2"} />
      <Carousel
        id={section.id}
        label={title}
        slides={cards.map((card) => (
          <figure key={card.title} className="flex w-full flex-col rounded-card border border-concrete-200 bg-concrete-50 p-6">
            <Quote aria-hidden="true" className="size-8 text-accent-strong" />
            <blockquote className="mt-3 flex-1 text-ink-soft">{card.description}</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-ink font-bold text-white">
                {initialsOf(card.title)}
              </span>
              <span>
                <span className="block font-semibold">{card.title}</span>
                <span className="block text-sm text-ink-soft">{card.subtitle}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      />
    </SectionFrame>
  );
}
