import { MapPin } from "lucide-react";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** The service-area zones and the towns each covers (the map and town check come later). */
export function ServiceAreaSection({ section, index }: SectionProps<"service-area">) {
  const { title, subtitle, text, zones } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={index === 0 ? "h1" : "h2"} />
      {text ? <Markdown className="mb-10">{text}</Markdown> : null}
      <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {zones.map((zone) => (
          <li key={zone.name} className="rounded-card border border-concrete-200 bg-white p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-xl">
              <MapPin aria-hidden="true" className="size-6 text-accent-strong" />
              {zone.name}
            </h3>
            <p className="mt-2 text-ink-soft">{zone.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Towns in ${zone.name}`}>
              {zone.towns.map((town) => (
                <li key={town} className="rounded-full bg-concrete-100 px-3 py-1 text-sm font-medium">
                  {town}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
