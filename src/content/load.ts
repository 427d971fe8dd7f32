import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { z } from "zod";
import {
  articleFrontMatter,
  pageFileSchema,
  projectFrontMatter,
  type Page,
  type PageKind,
} from "./page";
import { contactHref } from "./paths";
import { siteSchema, siteTokens, type Site } from "./site";
import { substituteTokens, UnknownTokenError } from "./tokens";

/** Every problem found in the content, each naming the file, the field path and what is wrong. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content is invalid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export interface Content {
  site: Site;
  pages: Page[];
}

export function contentRoot(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "content");
}

function listFiles(dir: string, extension: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
}

/** Parses and validates one file; records problems instead of throwing so the build reports them all. */
function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  file: string,
  tokens: Record<string, string>,
  problems: string[],
): z.output<S> | undefined {
  let value: unknown;
  try {
    value = substituteTokens(raw, tokens);
  } catch (error) {
    if (error instanceof UnknownTokenError) {
      problems.push(`${file}: ${error.path}: ${error.message}`);
      return undefined;
    }
    throw error;
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    problems.push(...describeIssues(file, result.error));
    return undefined;
  }
  return result.data;
}

function readYaml(root: string, file: string, problems: string[]): unknown {
  try {
    return YAML.parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    problems.push(`${file}: (file): ${(error as Error).message}`);
    return undefined;
  }
}

function firstTitle(sections: Page["sections"]): string {
  const content = sections[0]?.content as { title?: string } | undefined;
  return content?.title ?? "";
}

/** YAML pages: content/pages/<slug>.yaml (main), content/services/*.yaml, content/equipment/*.yaml. */
function loadYamlPages(root: string, tokens: Record<string, string>, problems: string[]): Page[] {
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
      const data = parseWith(pageFileSchema, raw, file, tokens, problems);
      if (!data) continue;
      pages.push({
        slug: prefix + name.replace(/\.yaml$/, ""),
        kind,
        label: data.label ?? firstTitle(data.sections),
        category: data.category,
        file,
        meta: data.meta,
        sections: data.sections,
      });
    }
  }
  return pages;
}

function readMarkdown(root: string, file: string, problems: string[]) {
  try {
    return matter(fs.readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    problems.push(`content/${file}: (front matter): ${(error as Error).message}`);
    return undefined;
  }
}

/** A silent reading pace for web text; reading times are rounded to whole minutes. */
const WORDS_PER_MINUTE = 220;

/** The words a reader reads in a Markdown text: link targets and markup do not count. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, "]").replace(/[#*_>`[\]]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Articles: content/blog/<category>/<slug>.md, one blog-open-2 section each (spec 2.4). */
function loadArticles(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  problems: string[],
): Page[] {
  const pages: Page[] = [];
  for (const name of listFiles(path.join(root, "blog"), ".md")) {
    const file = `content/blog/${name}`;
    const parsed = readMarkdown(root, `blog/${name}`, problems);
    if (!parsed) continue;
    const data = parseWith(articleFrontMatter, parsed.data, file, tokens, problems);
    const body = parseWith(
      z.string().trim().min(1, "article body is empty"),
      parsed.content,
      file,
      tokens,
      problems,
    );
    if (!data || body === undefined) continue;
    const slug = `blog/${name.replace(/\.md$/, "")}`;
    const words = countWords(body);
    pages.push({
      slug,
      kind: "article",
      label: data.title,
      category: slug.split("/")[1],
      file,
      article: {
        published: isoDate(data.date),
        updated: data.updated ? isoDate(data.updated) : undefined,
        words,
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      },
      meta: {
        title: `${data.title} | ${site.name}`,
        description: data.description,
        keywords: data.keywords,
      },
      sections: [
        { id: "blog-s-1", type: "blog-open-2", content: { title: data.title, text: body } },
      ],
    });
  }
  return pages;
}

const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

/**
 * The owner's photos win over the illustrations named in front matter: files dropped in
 * public/images/projects/<category>/<project>/before|after/ are used, sorted by name.
 */
function photosOrDefault(project: string, phase: "before" | "after", fallback: string[]): string[] {
  const dir = path.join(process.cwd(), "public", "images", "projects", project, phase);
  if (!fs.existsSync(dir)) return fallback;
  const photos = fs
    .readdirSync(dir)
    .filter((file) => PHOTO.test(file))
    .sort();
  return photos.length > 0
    ? photos.map((file) => `/images/projects/${project}/${phase}/${file}`)
    : fallback;
}

/** Projects: content/projects/<category>/<project>.md -> project-history/<category>/<project>. */
function loadProjects(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  problems: string[],
): Page[] {
  const pages: Page[] = [];
  for (const name of listFiles(path.join(root, "projects"), ".md")) {
    const file = `content/projects/${name}`;
    const parsed = readMarkdown(root, `projects/${name}`, problems);
    if (!parsed) continue;
    const data = parseWith(projectFrontMatter, parsed.data, file, tokens, problems);
    const body = parseWith(
      z.string().trim().min(1, "project write-up is empty"),
      parsed.content,
      file,
      tokens,
      problems,
    );
    if (!data || body === undefined) continue;
    const project = name.replace(/\.md$/, "");
    const slug = `project-history/${project}`;
    pages.push({
      slug,
      kind: "project",
      label: data.title,
      category: slug.split("/")[1],
      file,
      meta: {
        title: `${data.title} | ${site.name}`,
        description: data.description,
        keywords: data.keywords,
      },
      sections: [
        {
          id: "project-detail",
          type: "project-detail",
          content: {
            title: data.title,
            text: body,
            before: photosOrDefault(project, "before", data.before),
            after: photosOrDefault(project, "after", data.after),
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

/**
 * A blog category's listing (content/pages/blog/<category>.yaml) appears once the category has
 * articles, so a listing written ahead of its articles never shows an empty page.
 */
function dropEmptyBlogCategories(pages: Page[]): void {
  const withArticles = new Set(
    pages.filter((page) => page.kind === "article").map((page) => page.category),
  );
  for (let i = pages.length - 1; i >= 0; i--) {
    const page = pages[i]!;
    const category = /^blog\/([^/]+)$/.exec(page.slug)?.[1];
    if (category && page.kind === "main" && !withArticles.has(category)) pages.splice(i, 1);
  }
}

export function loadSite(root = contentRoot()): Site {
  const problems: string[] = [];
  const raw = readYaml(root, "site.yaml", problems);
  const result = siteSchema.safeParse(raw);
  if (!result.success) problems.push(...describeIssues("content/site.yaml", result.error));
  if (problems.length > 0 || !result.success) throw new ContentError(problems);
  const site = result.data;
  return { ...site, cta: substituteTokens(site.cta, siteTokens(site)) };
}

/** Reads and validates all content. Throws one ContentError listing every problem. */
export function loadContent(root = contentRoot()): Content {
  const site = loadSite(root);
  const tokens = siteTokens(site);
  const problems: string[] = [];
  const pages = [
    ...loadYamlPages(root, tokens, problems),
    ...loadArticles(root, site, tokens, problems),
    ...loadProjects(root, site, tokens, problems),
  ];
  const seen = new Set<string>();
  dropEmptyBlogCategories(pages);
  for (const page of pages) {
    if (seen.has(page.slug)) problems.push(`${page.file}: slug: duplicate page "${page.slug}"`);
    seen.add(page.slug);
  }
  if (problems.length > 0) throw new ContentError(problems);
  pages.sort((a, b) => a.slug.localeCompare(b.slug));
  return { site, pages };
}
