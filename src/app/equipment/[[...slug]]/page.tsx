import { equipmentSectionRegistry } from "@/sections/equipment-registry";
import { contentRoute } from "../../content-route";

// Equipment pages: the contact form's code, no calculator or carousel.
const route = contentRoute({ prefix: "equipment", registry: equipmentSectionRegistry });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
