import { ContentImage } from "@/components/ContentImage";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** About this tool: text and up to two images. */
export function AboutToolSection({ section, heading }: SectionProps<"about-tool">) {
  const { title, subtitle, text, image1, image2 } = section.content;
  const images = [image1, image2].filter((image) => image !== undefined);
  return (
    <SectionFrame id={section.id} tone="concrete">
      <div className={`grid gap-10 ${images.length > 0 ? "lg:grid-cols-[1.3fr_1fr]" : ""}`}>
        <div>
          <SectionHeading title={title} subtitle={subtitle} as={heading} />
          <Markdown>{text}</Markdown>
        </div>
        {images.length > 0 ? (
          <div className="grid gap-6">
            {images.map((image) => (
              <ContentImage
                key={image.src}
                image={image}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="rounded-card"
              />
            ))}
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}
