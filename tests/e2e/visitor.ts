import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";

/** A made-up visitor for the quote forms; the tag makes each one findable in leads and mail. */
export interface Visitor {
  tag: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function visitor(): Visitor {
  const tag = randomUUID().slice(0, 8);
  return {
    tag,
    name: `Dana Tester ${tag}`,
    email: `dana.${tag}@example.test`,
    phone: "(416) 555-0199",
    message: `Two 6 inch cores through a 10 inch slab, job ${tag}.`,
  };
}

/** Fills a quote form; the service select exists on the contact form only. */
export async function fill(form: Locator, who: Visitor, service?: string) {
  await form.getByLabel("Name", { exact: true }).fill(who.name);
  await form.getByLabel("E-mail", { exact: true }).fill(who.email);
  await form.getByLabel("Phone", { exact: true }).fill(who.phone);
  if (service) await form.getByLabel("Service").selectOption({ label: service });
  await form.getByLabel("Message", { exact: true }).fill(who.message);
}
