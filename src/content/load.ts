import fs from "node:fs";
import path from "node:path";
import {
  ContentError,
  describeIssues,
  listFiles,
  parseWith,
  readMarkdownFiles,
  readYaml,
} from "./files";
import { checkClaims } from "./claims";
import { checkProjectEquipment } from "./equipment";
import {
  checkSampleHeadings,
  EQUIPMENT_PROJECTS_TITLE,
  titleEquipmentProjects,
} from "./sample-headings";
import { dropEmptyBlogCategories, loadArticles } from "./load-articles";
import { attachServiceArea } from "./load-service-area";
import { pageFileSchema, projectFrontMatter, type Page, type PageKind } from "./page";
import { contactHref } from "./paths";
import { siteSchema, siteTokens, type Site } from "./site";
import { checkTitleLengths, searchTitle } from "./titles";
import { substituteTokens } from "./tokens";
import { withTrustPoints } from "./trust-points";

export { ContentError } from "./files";
export { countWords } from "./load-articles";

export interface Content {
  site: Site;
  pages: Page[];
}

export function contentRoot(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "content");
}

function firstTitle(sections: Page["sections"]): string {
  const content = sections[0]?.content as { title?: string } | undefined;
  return content?.title ?? "";
}

/** YAML pages: content/pages/<slug>.yaml (main), content/services/*.yaml, content/equipment/*.yaml. */
function loadYamlPages(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  problems: string[],
): Page[] {
  const sources: { dir: string; prefix: string; kind: PageKind }[] = [
    { dir: "pages", prefix: "", kind: "main" },
    { dir: "services", prefix: "services/", kind: "service" },
    { dir: "equipment", prefix: "equipment/", kind: "equipment" },
  ];
  const pages: Page[] = [];
  for (const { dir, prefix, kind } of sources) {
    for (const name of listFiles(path.join(/*turbopackIgnore: true*/ root, dir), ".yaml")) {
      const file = `content/${dir}/${name}`;
      const raw = readYaml(root, `${dir}/${name}`, problems);
      const data = parseWith(pageFileSchema, withTrustPoints(raw, site), file, tokens, problems);
      if (!data) continue;
      if (kind === "equipment" && !data.power) {
        problems.push(`${file}: power: state the power source and whether it works indoors`);
      }
      pages.push({
        slug: prefix + name.replace(/\.yaml$/, ""),
        kind,
        label: data.label ?? firstTitle(data.sections),
        category: data.category,
        file,
        meta: data.meta,
        sections: kind === "equipment" ? withProjectsSection(data.sections) : data.sections,
        ...(data.power ? { power: data.power } : {}),
        ...(data.cutDepth ? { cutDepth: data.cutDepth } : {}),
      });
    }
  }
  return pages;
}

/** Equipment pages list the projects that used the machine, just before the contact form. */
function withProjectsSection(sections: Page["sections"]): Page["sections"] {
  const projects: Page["sections"][number] = {
    id: "equipment-projects",
    type: "equipment-projects",
    // Retitled once the projects are loaded (sample-headings.ts).
    content: { title: EQUIPMENT_PROJECTS_TITLE },
  };
  const form = sections.findIndex((section) => section.type === "contact-us");
  const at = form === -1 ? sections.length : form;
  return [...sections.slice(0, at), projects, ...sections.slice(at)];
}

const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

/**
 * The owner's photos win over the illustrations named in front matter: files dropped in
 * public/images/projects/<category>/<project>/before|after/ are used, sorted by name. Once
 * either folder has one, the illustrations go from both sets.
 */
function ownerPhotos(root: string, project: string, phase: "before" | "after"): string[] {
  // The public folder is the content folder's sibling.
  const dir = path.join(path.dirname(root), "public", "images", "projects", project, phase);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => PHOTO.test(file))
    .sort()
    .map((file) => `/images/projects/${project}/${phase}/${file}`);
}

/** Projects: content/projects/<category>/<project>.md -> project-history/<category>/<project>. */
function loadProjects(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  problems: string[],
): Page[] {
  const pages: Page[] = [];
  const files = readMarkdownFiles(
    root,
    "projects",
    projectFrontMatter,
    "project write-up is empty",
    tokens,
    problems,
  );
  for (const { name: project, file, data, body } of files) {
    const slug = `project-history/${project}`;
    const photos = {
      before: ownerPhotos(root, project, "before"),
      after: ownerPhotos(root, project, "after"),
    };
    const inFolders = photos.before.length + photos.after.length > 0;
    // Photos chosen in the editor are named in front matter (issue 24): a project still shows
    // illustrations only while none of its pictures is a photo.
    const illustrated =
      !inFolders && ![...data.before, ...data.after].some((src) => PHOTO.test(src));
    pages.push({
      slug,
      kind: "project",
      label: data.title,
      category: slug.split("/")[1],
      file,
      meta: {
        title: searchTitle(data.seoTitle ?? data.title, site.shortName),
        description: data.description,
        keywords: data.keywords,
      },
      project: {
        equipment: data.equipment,
        services: data.services,
        setting: data.setting,
        sample: data.sample,
        illustrated,
      },
      sections: [
        {
          id: "project-detail",
          type: "project-detail",
          content: {
            title: data.title,
            text: body,
            before: inFolders ? photos.before : data.before,
            after: inFolders ? photos.after : data.after,
          },
        },
        {
          id: "project-cta",
          type: "cta",
          content: {
            title: site.cta.title,
            text: site.cta.text,
            button: { text: site.cta.button, link: contactHref() },
          },
        },
      ],
    });
  }
  return pages;
}

export function loadSite(root = contentRoot()): Site {
  const problems: string[] = [];
  const raw = readYaml(root, "site.yaml", problems);
  const result = siteSchema.safeParse(raw);
  if (!result.success) problems.push(...describeIssues("content/site.yaml", result.error));
  if (problems.length > 0 || !result.success) throw new ContentError(problems);
  const site = result.data;
  const tokens = siteTokens(site);
  return {
    ...site,
    cta: substituteTokens(site.cta, tokens),
    trustPoints: substituteTokens(site.trustPoints, tokens),
  };
}

/** Reads and validates all content. Throws one ContentError listing every problem. */
export function loadContent(root = contentRoot()): Content {
  const site = loadSite(root);
  const tokens = siteTokens(site);
  const problems: string[] = [];
  const pages = [
    ...loadYamlPages(root, site, tokens, problems),
    ...loadArticles(root, site, tokens, problems),
    ...loadProjects(root, site, tokens, problems),
  ];
  const seen = new Set<string>();
  dropEmptyBlogCategories(pages);
  attachServiceArea(root, site, tokens, pages, problems);
  problems.push(...checkProjectEquipment(pages));
  problems.push(...checkTitleLengths(pages));
  // Only once every page loaded: the claims are held against the other pages.
  if (problems.length === 0) {
    titleEquipmentProjects(pages);
    problems.push(...checkClaims(pages), ...checkSampleHeadings(pages));
  }
  for (const page of pages) {
    if (seen.has(page.slug)) problems.push(`${page.file}: slug: duplicate page "${page.slug}"`);
    seen.add(page.slug);
  }
  if (problems.length > 0) throw new ContentError(problems);
  pages.sort((a, b) => a.slug.localeCompare(b.slug));
  return { site, pages };
}
