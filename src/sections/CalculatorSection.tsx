import { ContentImage } from "@/components/ContentImage";
import { Markdown } from "@/components/Markdown";
import { ButtonLink } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CalculatorIsland } from "@/features/calculator/CalculatorIsland";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** "Service Cost Calculator": heading, text, image and button from content, then the interactive calculator. */
export function CalculatorSection({ section, heading }: SectionProps<"calculator">) {
  const { title, subtitle, text, image, button } = section.content;
  const headingId = `${section.id}-title`;

  return (
    <SectionFrame id={section.id} tone="concrete" labelledBy={headingId}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading title={title} subtitle={subtitle} as={heading} id={headingId} />
          {text ? <Markdown className="text-lg">{text}</Markdown> : null}
          {button ? (
            <ButtonLink href={button.link} variant="secondary" className="mt-8">
              {button.text}
            </ButtonLink>
          ) : null}
        </div>
        {image ? (
          <ContentImage
            image={image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="rounded-card"
          />
        ) : null}
      </div>
      <div className="mt-12">
        <CalculatorIsland />
      </div>
    </SectionFrame>
  );
}
