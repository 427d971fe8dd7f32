import type { Metadata } from "next";
import { getSite } from "@/content/index";
import { NotFoundView } from "@/sections/NotFoundView";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return <NotFoundView site={getSite()} />;
}
