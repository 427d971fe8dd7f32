import type { Metadata } from "next";
import { getSite } from "@/content/index";
import { searchTitle } from "@/content/titles";
import { NotFoundView } from "@/sections/NotFoundView";

export const metadata: Metadata = {
  title: searchTitle("Page not found", getSite().shortName),
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundView site={getSite()} />;
}
