import { ContentImage } from "@/components/ContentImage";
import { Markdown } from "@/components/Markdown";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

function PhotoSet({ title, photos, alt }: { title: string; photos: string[]; alt: string }) {
  if (photos.length === 0) return null;
  return (
    <div>
      <h2 className="mb-4 text-2xl">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {photos.map((src, n) => (
          <li key={src + n}>
            <ContentImage image={{ src, alt: `${alt}, photo ${n + 1}` }} sizes="(min-width: 640px) 50vw, 100vw" className="rounded-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A project write-up: title, description, before photos and after photos (either may be empty). */
export function ProjectDetailSection({ section, index }: SectionProps<"project-detail">) {
  const { title, text, before, after } = section.content;
  const Heading = index === 0 ? "h1" : "h2";
  return (
    <SectionFrame id={section.id}>
      <article className="mx-auto max-w-4xl">
        <Heading className="text-4xl sm:text-5xl">{title}</Heading>
        <Markdown className="mt-8 text-lg">{text}</Markdown>
        <div className="mt-12 space-y-10">
          <PhotoSet title="Before" photos={before} alt={`${title}: before the work`} />
          <PhotoSet title="After" photos={after} alt={`${title}: after the work`} />
        </div>
      </article>
    </SectionFrame>
  );
}
