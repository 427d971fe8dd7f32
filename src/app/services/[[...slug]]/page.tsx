import { ROUTE_PREFIXES } from "@/content/paths";
import { serviceSectionRegistry } from "@/sections/service-registry";
import { contentRoute } from "../../content-route";

// Service pages: the contact form and the card carousel, no calculator.
const route = contentRoute({ prefix: ROUTE_PREFIXES.services, registry: serviceSectionRegistry });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
