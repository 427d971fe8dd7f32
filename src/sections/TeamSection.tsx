import { SampleTag } from "@/components/ui/SampleTag";
import { ContentImage } from "@/components/ContentImage";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

export function TeamSection({ section, heading }: SectionProps<"team">) {
  const { title, subtitle, text, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-10">{text}</Markdown> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-card border-concrete-200 border bg-white p-6">
            <div className="flex items-center gap-4">
              {card.image ? (
                <ContentImage
                  image={card.image}
                  ratio="aspect-square"
                  sizes="80px"
                  className="w-20 shrink-0 rounded-full"
                />
              ) : null}
              <div>
                <h3 className="text-xl">{card.title}</h3>
                <p className="text-accent-strong text-sm font-semibold">{card.subtitle}</p>
              </div>
            </div>
            <p className="text-ink-soft mt-4">{card.description}</p>
            {card.sample ? (
              <p className="mt-3">
                <SampleTag what="profile" />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
