import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllPages, getPage, getSite } from "@/content/index";
import { segmentsFor, slugFromSegments } from "@/content/paths";
import { sectionRegistry } from "@/sections/registry";
import { RenderSections } from "@/sections/RenderSections";
import { pageMetadata } from "../page-metadata";

type Props = { params: Promise<{ slug?: string[] }> };

// Every content page but the blog's (app/blog) is prerendered here; any other path is the 404 page.
export const dynamicParams = false;

const isServedHere = (slug: string) =>
  slug !== "search" && slug !== "blog" && !slug.startsWith("blog/");

export function generateStaticParams() {
  return getAllPages()
    .filter((page) => isServedHere(page.slug))
    .map((page) => ({ slug: segmentsFor(page.slug) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(slugFromSegments((await params).slug));
  return page ? pageMetadata(page, getSite()) : {};
}

export default async function ContentPage({ params }: Props) {
  const page = getPage(slugFromSegments((await params).slug));
  if (!page || !isServedHere(page.slug)) notFound();
  return <RenderSections page={page} site={getSite()} registry={sectionRegistry} />;
}
