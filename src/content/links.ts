import fs from "node:fs";
import path from "node:path";
import type { Content } from "./load";
import { pathFor, SEARCH_PATH } from "./paths";
import { redirects } from "./redirects";

/** Routes that are not content pages but exist. */
const APP_ROUTES = [SEARCH_PATH];

const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;

/** Every internal link a value holds: `link`/`url` fields and Markdown links in text. */
function collectLinks(value: unknown, out: string[]): void {
  if (typeof value === "string") {
    for (const match of value.matchAll(MARKDOWN_LINK)) out.push(match[1]!);
    return;
  }
  if (Array.isArray(value)) return value.forEach((item) => collectLinks(item, out));
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if ((key === "link" || key === "url") && typeof item === "string") out.push(item);
      else collectLinks(item, out);
    }
  }
}

/** Lists internal links (and image paths) that point at nothing: "file: link". */
export function findBrokenLinks(
  content: Content,
  publicDir = path.join(process.cwd(), "public"),
): string[] {
  const targets = new Set<string>([
    ...content.pages.map((page) => pathFor(page.slug)),
    ...redirects.map((r) => r.source),
    ...APP_ROUTES,
  ]);
  const exists = (href: string) => {
    const pathname = href.split(/[?#]/)[0]!;
    if (pathname === "") return true; // a pure anchor or query on the same page
    return targets.has(pathname) || fs.existsSync(path.join(publicDir, pathname));
  };
  const problems: string[] = [];
  const check = (file: string, value: unknown) => {
    const links: string[] = [];
    collectLinks(value, links);
    for (const href of links)
      if (href.startsWith("/") && !exists(href))
        problems.push(`${file}: link to ${href} leads nowhere`);
  };
  check("content/site.yaml", content.site.navigation);
  check("content/site.yaml", content.site.safety); // certificates the page offers for download
  for (const page of content.pages) check(page.file, page.sections);
  return problems;
}

/** Image paths under /public that do not exist. */
export function findMissingImages(
  content: Content,
  publicDir = path.join(process.cwd(), "public"),
): string[] {
  const problems: string[] = [];
  const visit = (file: string, value: unknown, key = ""): void => {
    if (typeof value === "string") {
      const isImage =
        /^image\d?$|^src$|^before$|^after$/.test(key) || /\.(svg|png|jpe?g|webp|avif)$/.test(value);
      if (isImage && value.startsWith("/") && !fs.existsSync(path.join(publicDir, value))) {
        problems.push(`${file}: image ${value} is missing from public/`);
      }
      return;
    }
    if (Array.isArray(value)) return value.forEach((item) => visit(file, item, key));
    if (value && typeof value === "object")
      for (const [k, item] of Object.entries(value)) visit(file, item, k);
  };
  for (const page of content.pages) visit(page.file, page.sections);
  return problems;
}
