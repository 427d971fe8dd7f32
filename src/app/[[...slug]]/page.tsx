import { ROUTE_PREFIXES, SEARCH_PATH } from "@/content/paths";
import { sectionRegistry } from "@/sections/registry";
import { contentRoute } from "../content-route";

// Home and the main pages; the blog, services, equipment and projects have routes of their own,
// /search is dynamic, and any other path is the 404 page.
const OWN_ROUTES: string[] = [...Object.values(ROUTE_PREFIXES), SEARCH_PATH.slice(1)];
const route = contentRoute({
  excludes: (slug) => OWN_ROUTES.includes(slug.split("/")[0]!),
  registry: sectionRegistry,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
