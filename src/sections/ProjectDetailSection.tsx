import { LightboxGroup } from "@/components/lightbox/LightboxGroup";
import { LightboxLink } from "@/components/lightbox/LightboxLink";
import { lightboxPhoto } from "@/components/lightbox/photo";
import { Markdown } from "@/components/Markdown";
import { EquipmentUsed } from "./EquipmentUsed";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

const PHOTO_SIZES = "(min-width: 896px) 440px, (min-width: 640px) 50vw, 100vw";

interface Photo {
  src: string;
  alt: string;
  /** Position among all the project's photos, before and after together. */
  index: number;
}

function PhotoSet({ title, photos }: { title: string; photos: Photo[] }) {
  if (photos.length === 0) return null;
  return (
    <div>
      <h2 className="mb-4 text-2xl">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {photos.map((photo) => (
          <li key={photo.index}>
            <LightboxLink src={photo.src} alt={photo.alt} index={photo.index} sizes={PHOTO_SIZES} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A project write-up: title, description, before photos and after photos (either may be empty).
 * Each photo opens a lightbox that steps through all the project's photos.
 */
export function ProjectDetailSection({ section, page, heading }: SectionProps<"project-detail">) {
  const { title, text, before, after } = section.content;
  const Heading = heading;
  const total = before.length + after.length;
  const illustrated = page.project?.illustrated ?? false;
  const picture = illustrated ? "illustration" : "photo";
  const grouped = [
    { phase: "Before", phrase: "before the work", files: before, offset: 0 },
    { phase: "After", phrase: "after the work", files: after, offset: before.length },
  ].map(({ phase, phrase, files, offset }) => ({
    phase,
    photos: files.map((src, n) => ({
      src,
      alt: illustrated
        ? `Illustration of ${title.charAt(0).toLowerCase()}${title.slice(1)}: ${phrase}, ${n + 1} of ${files.length}`
        : `${title}: ${phrase}, photo ${n + 1}`,
      index: offset + n,
    })),
  }));
  const lightbox = grouped.flatMap(({ phase, photos }) =>
    photos.map((photo) =>
      lightboxPhoto(photo.src, photo.alt, `${phase}, ${picture} ${photo.index + 1} of ${total}`),
    ),
  );
  return (
    <SectionFrame id={section.id}>
      <article className="mx-auto max-w-4xl">
        <Heading className="text-4xl sm:text-5xl">{title}</Heading>
        {page.project?.sample ? (
          <p className="border-concrete-300 bg-concrete-50 text-ink-soft mt-6 rounded-md border px-4 py-3 text-sm">
            Sample write-up: it shows the kind of job we do and how we document it
            {illustrated ? ", with illustrations in place of site photos" : ""}.
          </p>
        ) : null}
        <Markdown className="mt-8 text-lg">{text}</Markdown>
        <EquipmentUsed project={page} />
        {total > 0 ? (
          <LightboxGroup
            label={`${title}: ${picture}s`}
            photos={lightbox}
            className="mt-12 space-y-10"
          >
            {grouped.map(({ phase, photos }) => (
              <PhotoSet key={phase} title={phase} photos={photos} />
            ))}
          </LightboxGroup>
        ) : null}
      </article>
    </SectionFrame>
  );
}
