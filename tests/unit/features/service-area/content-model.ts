/** The service-area model as the site builds it: from content/, through the real loader. */
import { loadContent } from "@/content/load";
import { serviceAreaOf, type ServiceAreaModel } from "@/content/service-area";
import { checkModelOf } from "@/features/service-area/check-model";
import { buildGazetteer } from "@/features/service-area/gazetteer";
import places from "@/features/service-area/places.json";

export const content = loadContent();

function modelOn(slug: string): ServiceAreaModel {
  const section = content.pages
    .find((page) => page.slug === slug)
    ?.sections.find((candidate) => candidate.type === "service-area");
  const model = section?.type === "service-area" ? serviceAreaOf(section.content) : undefined;
  if (!model) throw new Error(`no service-area section with its zones on ${slug}`);
  return model;
}

export const model = modelOn("service-area");
export const contactModel = modelOn("contact");
export const checkModel = checkModelOf(model);
export const gazetteer = buildGazetteer(model, places);
