import { HOME_SLUG } from "@/content/paths";

/** Where the build puts a page's social image (scripts/build-og-images.tsx writes them). */
export function ogImagePath(slug: string): string {
  return `/og/${slug === HOME_SLUG ? "home" : slug}.png`;
}
