import { projectsWith } from "@/content/index";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { PageLinkList } from "./PageLinkList";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** On an equipment page: the project write-ups that name this machine (nothing when none do). */
export function EquipmentProjectsSection({
  section,
  page,
  heading,
}: SectionProps<"equipment-projects">) {
  const projects = projectsWith(page);
  if (projects.length === 0) return null;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading
        title={section.content.title}
        subtitle={section.content.subtitle}
        as={heading}
      />
      <PageLinkList pages={projects} empty="" />
    </SectionFrame>
  );
}
