"use client";

import { lazyIsland } from "@/components/island/lazy-island";

/** The quote form, loaded and hydrated when the visitor comes near it or touches it (server-rendered HTML). */
export const ContactFormIsland = lazyIsland(() =>
  import("./ContactForm").then((module) => module.ContactForm),
);
