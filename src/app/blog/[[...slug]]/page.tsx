import { ROUTE_PREFIXES } from "@/content/paths";
import { blogSectionRegistry } from "@/sections/blog-registry";
import { contentRoute } from "../../content-route";

// The blog's own route, so its pages load only the blog's sections (no calculator or form code).
const route = contentRoute({
  prefix: ROUTE_PREFIXES.blog,
  registry: blogSectionRegistry,
  breadcrumbs: false,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
