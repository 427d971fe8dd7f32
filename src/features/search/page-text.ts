import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Page } from "@/content/page";
import type { Section } from "@/content/sections";

/**
 * A page's visible text: every string of its sections' content (titles, texts, cards,
 * questions and answers, article bodies), with Markdown syntax removed. Fields that hold
 * addresses or settings, not words a visitor reads, are left out.
 */

/** Keys whose values are never shown as text: links, images, icons, ids and layout settings. */
const HIDDEN_KEY = /^(id|link|url|href|src|alt|icon|variant|backgroundPosition|image\d*)$/;

/** Per section type, keys that hold data rather than text (listing filters, image lists). */
const HIDDEN_BY_TYPE: Partial<Record<Section["type"], readonly string[]>> = {
  "blog-open-3": ["category"],
  "project-list": ["category"],
  "project-detail": ["before", "after"],
};

/** Inline Markdown nodes: their text runs on without a break (`**Why** we` is "Why we"). */
const PHRASING = new Set(["emphasis", "strong", "delete", "link", "linkReference"]);

function collectText(node: Nodes, out: string[]): void {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      out.push(node.value);
      return;
    case "break":
      out.push(" ");
      return;
    // Raw HTML is not rendered; images show no text; definitions and references are targets.
    case "html":
    case "image":
    case "imageReference":
    case "definition":
    case "footnoteReference":
      return;
  }
  if (!("children" in node)) return;
  const block = !PHRASING.has(node.type);
  for (const child of node.children) collectText(child as Nodes, out);
  if (block) out.push(" ");
}

/** Markdown to the text a reader sees, on one line. */
export function markdownToText(markdown: string): string {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const out: string[] = [];
  collectText(tree, out);
  return out.join("").replace(/\s+/g, " ").trim();
}

function collectStrings(value: unknown, hidden: ReadonlySet<string>, out: string[]): void {
  if (typeof value === "string") {
    const text = markdownToText(value.normalize("NFC"));
    if (text) out.push(text);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, hidden, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!HIDDEN_KEY.test(key) && !hidden.has(key)) collectStrings(item, hidden, out);
    }
  }
}

export function sectionText(section: Section): string {
  const out: string[] = [];
  collectStrings(section.content, new Set(HIDDEN_BY_TYPE[section.type] ?? []), out);
  return out.join(" ");
}

/** All visible text of a page's sections, whitespace collapsed, in reading order. */
export function pageText(page: Pick<Page, "sections">): string {
  return page.sections
    .map(sectionText)
    .filter((text) => text.length > 0)
    .join(" ");
}
