import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllPages, getPage, getSite } from "@/content/index";
import { segmentsFor } from "@/content/paths";
import { blogSectionRegistry } from "@/sections/blog-registry";
import { RenderSections } from "@/sections/RenderSections";
import { pageMetadata } from "../../page-metadata";

type Props = { params: Promise<{ slug?: string[] }> };

// The blog's own route, so its pages load only the blog's sections (no calculator or form code).
export const dynamicParams = false;

const blogSlug = (segments: string[] | undefined) =>
  ["blog", ...(segments ?? [])].map(decodeURIComponent).join("/");

export function generateStaticParams() {
  return getAllPages()
    .filter((page) => page.slug === "blog" || page.slug.startsWith("blog/"))
    .map((page) => ({ slug: segmentsFor(page.slug).slice(1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(blogSlug((await params).slug));
  return page ? pageMetadata(page, getSite()) : {};
}

export default async function BlogPage({ params }: Props) {
  const page = getPage(blogSlug((await params).slug));
  if (!page) notFound();
  return <RenderSections page={page} site={getSite()} registry={blogSectionRegistry} />;
}
