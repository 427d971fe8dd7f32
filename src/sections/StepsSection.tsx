import { SectionHeading } from "@/components/ui/SectionHeading";
import { Markdown } from "@/components/Markdown";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** Numbered steps (how we work). */
export function StepsSection({ section, heading }: SectionProps<"steps">) {
  const { title, subtitle, text, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-10">{text}</Markdown> : null}
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            className="rounded-card border-concrete-200 shadow-card relative border bg-white p-6"
          >
            <span
              aria-hidden="true"
              className="font-display text-accent-strong text-5xl font-extrabold"
            >
              {String(card.number).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-xl">
              <span className="sr-only">Step {card.number}: </span>
              {card.title}
            </h3>
            <Markdown className="mt-2">{card.description}</Markdown>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
