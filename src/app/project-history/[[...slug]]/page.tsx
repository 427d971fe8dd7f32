import { ROUTE_PREFIXES } from "@/content/paths";
import { projectSectionRegistry } from "@/sections/project-registry";
import { contentRoute } from "../../content-route";

// Project listings and write-ups: the photo lightbox only.
const route = contentRoute({ prefix: ROUTE_PREFIXES.projects, registry: projectSectionRegistry });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
