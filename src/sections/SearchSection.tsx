import type { ReactNode } from "react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SearchForm } from "@/components/search/SearchForm";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/**
 * The search section: its heading and the search box (a GET form to /search). The /search
 * page passes the live search as children in place of the plain form.
 */
export function SearchSection({
  section,
  heading,
  children,
}: SectionProps<"search"> & { children?: ReactNode }) {
  const titleId = `${section.id}-title`;
  return (
    <SectionFrame id={section.id} labelledBy={titleId}>
      <SectionHeading
        id={titleId}
        as={heading}
        title={section.content.title}
        subtitle={section.content.subtitle}
      />
      {children ?? <SearchForm inputId={`${section.id}-q`} />}
    </SectionFrame>
  );
}
