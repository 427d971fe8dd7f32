import type { Metadata } from "next";
import { queryParam, searchMetadata, SearchView } from "@/sections/SearchView";

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(queryParam((await searchParams).q));
}

export default async function SearchPage({ searchParams }: Props) {
  return <SearchView query={queryParam((await searchParams).q)} />;
}
