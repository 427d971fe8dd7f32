import { ROUTE_PREFIXES } from "@/content/paths";
import { equipmentSectionRegistry } from "@/sections/equipment-registry";
import { contentRoute } from "../../content-route";

// Equipment pages: the contact form's code, no calculator or carousel.
const route = contentRoute({
  prefix: ROUTE_PREFIXES.equipment,
  registry: equipmentSectionRegistry,
});

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
