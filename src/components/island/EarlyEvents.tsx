"use client";

import { useEffect } from "react";
import { catchUp, replay, takeEarly } from "./handover";

/** An island whose code has not arrived: its own watcher takes the events held in it. */
const ASLEEP = "[data-island]:not([data-hydrated])";

/**
 * Once the page has hydrated, ends the holding of its inline script (early-events.mjs) and acts
 * again on the clicks and submits it held outside the islands, after handing React what was
 * typed or picked meanwhile. Renders nothing; on a page without that script it does nothing.
 */
export function EarlyEvents() {
  useEffect(() => {
    if (!window.__earlyEvents) return;
    window.__earlyEvents.stop();
    const outside = (element: Element) => !element.closest(ASLEEP);
    for (const form of Array.from(document.forms)) if (outside(form)) catchUp(form);
    replay(takeEarly(outside));
  }, []);
  return null;
}
