import path from "node:path";
import type { Content } from "@/content/load";
import type { Page } from "@/content/page";
import type { LaunchFinding } from "./findings";

/** The range the North American numbering plan sets aside for fiction (555-0100 to 555-0199). */
const FICTIONAL_PHONE = /555[-. ]?01\d\d\b/;
/** The domain reserved for documentation (RFC 2606), which the shipped identity uses. */
const EXAMPLE_DOMAIN = /\.example\b/i;

export function identityFindings({ site }: Content): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const where = (field: string) => `content/site.yaml: ${field}`;
  if (FICTIONAL_PHONE.test(site.phone)) {
    findings.push({
      group: "identity",
      where: where("phone"),
      what: `${site.phone} is in the fictional 555-0100 to 555-0199 range`,
    });
  }
  for (const field of ["email", "url"] as const) {
    if (EXAMPLE_DOMAIN.test(site[field])) {
      findings.push({
        group: "identity",
        where: where(field),
        what: `${site[field]} is on the placeholder .example domain`,
      });
    }
  }
  return findings;
}

interface SampleCard {
  title?: string;
  sample?: boolean;
}

function sampleCards(page: Page): LaunchFinding[] {
  return page.sections.flatMap((section) => {
    if (section.type !== "reviews" && section.type !== "team") return [];
    const kind = section.type === "reviews" ? "review by" : "team profile of";
    return (section.content.cards as SampleCard[]).flatMap((card, index) =>
      card.sample
        ? [
            {
              group: "sample content" as const,
              where: `${page.file}: sections[id=${section.id}].cards[${index}]`,
              what: `sample ${kind} "${card.title}": replace it with a real one, or delete it`,
            },
          ]
        : [],
    );
  });
}

function sampleProject(page: Page): LaunchFinding[] {
  const project = page.project;
  if (!project) return [];
  const findings: LaunchFinding[] = [];
  if (project.sample) {
    findings.push({
      group: "sample content",
      where: `${page.file}: sample`,
      what: "sample project write-up: rewrite it as one of your own jobs",
    });
  }
  if (project.illustrated) {
    const folder = path.posix.join(
      "public/images/projects",
      page.slug.split("/").slice(1).join("/"),
    );
    findings.push({
      group: "sample content",
      where: `${page.file}: before, after`,
      what: `shows illustrations, not photos: put the job's photos in ${folder}/before and ${folder}/after`,
    });
  }
  return findings;
}

/** Every review, team profile and project still marked sample, every unconfirmed trust point. */
export function sampleFindings({ site, pages }: Content): LaunchFinding[] {
  const trust = site.trustPoints.flatMap((point, index) =>
    point.confirmed
      ? []
      : [
          {
            group: "sample content" as const,
            where: `content/site.yaml: trustPoints[${index}]`,
            what: `"${point.text}" is not confirmed: check it is true, then set confirmed: true (or remove it)`,
          },
        ],
  );
  return [...pages.flatMap((page) => [...sampleCards(page), ...sampleProject(page)]), ...trust];
}
