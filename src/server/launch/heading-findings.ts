import type { Content } from "@/content/load";
import { sampleListings } from "@/content/sample-headings";
import type { LaunchFinding } from "./findings";

/**
 * Each listing or gallery heading over sample projects, with the samples it introduces: once
 * they are replaced by the owner's jobs, the heading can say so ("Coring jobs we have done").
 */
export function sampleHeadingFindings({ pages }: Content): LaunchFinding[] {
  return sampleListings(pages).map(({ page, section, heading, samples }) => ({
    group: "sample content",
    where: `${page.file}: sections[id=${section.id}].title`,
    what: `"${heading}" introduces ${samples.length} sample project${samples.length === 1 ? "" : "s"} (${samples
      .map((project) => project.slug.replace("project-history/", ""))
      .join(", ")}): retitle it when they are your own jobs`,
  }));
}
