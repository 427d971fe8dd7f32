import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllPages, getPage, getSite } from "@/content/index";
import { pathFor, segmentsFor, slugFromSegments } from "@/content/paths";
import { RenderSections } from "@/sections/RenderSections";

type Props = { params: Promise<{ slug?: string[] }> };

// Every content page is prerendered; any other path is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPages()
    .filter((page) => page.slug !== "search")
    .map((page) => ({ slug: segmentsFor(page.slug) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(slugFromSegments((await params).slug));
  if (!page) return {};
  return {
    title: page.meta.title,
    description: page.meta.description || undefined,
    keywords: page.meta.keywords.filter(Boolean),
    alternates: { canonical: pathFor(page.slug) },
    openGraph: {
      title: page.meta.title,
      description: page.meta.description || undefined,
      siteName: getSite().name,
    },
  };
}

export default async function ContentPage({ params }: Props) {
  const page = getPage(slugFromSegments((await params).slug));
  if (!page || page.slug === "search") notFound();
  return <RenderSections page={page} site={getSite()} />;
}
