import { articlesOf, blogCategoriesOf, relatedArticlesOf, type BlogCategory } from "./blog";
import { breadcrumbsOf, type Crumb } from "./breadcrumbs";
import { equipmentOf, projectsUsing } from "./equipment";
import { loadContent, type Content } from "./load";
import type { Page } from "./page";

/**
 * The route index: slug -> page, read once per process (at build time, every prerendered
 * page shares it). A page exists when its content file exists.
 */
let cached: Content | undefined;

export function getContent(): Content {
  cached ??= loadContent();
  return cached;
}

export function getSite() {
  return getContent().site;
}

export function getAllPages(): Page[] {
  return getContent().pages;
}

export function getPage(slug: string): Page | undefined {
  return getAllPages().find((page) => page.slug === slug);
}

export function pagesOfKind(kind: Page["kind"], category?: string): Page[] {
  return getAllPages().filter(
    (page) => page.kind === kind && (category === undefined || page.category === category),
  );
}

/** The blog's categories in the order the blog root lists them. */
export function blogCategories(order?: string[]): BlogCategory[] {
  return blogCategoriesOf(getAllPages(), order);
}

export function articles(category?: string): Page[] {
  return articlesOf(getAllPages(), category);
}

export function relatedArticles(article: Page, count = 3): Page[] {
  return relatedArticlesOf(getAllPages(), article, count);
}

/** The machines a project used. */
export function equipmentUsedBy(project: Page): Page[] {
  return equipmentOf(getAllPages(), project);
}

/** The projects that used a machine. */
export function projectsWith(equipment: Page): Page[] {
  return projectsUsing(getAllPages(), equipment);
}

/** Home, the pages above this one, and this one (none on the home page). */
export function breadcrumbs(page: Page): Crumb[] {
  return breadcrumbsOf(getAllPages(), getSite(), page);
}

export type { BlogCategory } from "./blog";
export type { Crumb } from "./breadcrumbs";
export type { Page } from "./page";
export type { Site } from "./site";
