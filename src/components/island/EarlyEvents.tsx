"use client";

import { useEffect } from "react";
import { ASLEEP_ISLAND } from "./early-events.mjs";
import { catchUp, replay, takeEarly } from "./handover";

/**
 * Once the page has hydrated, tells its inline script (early-events.mjs) and acts again on the
 * clicks and submits it held outside the islands, after handing React what was typed or picked
 * meanwhile; each island's watcher takes those held in it. Renders nothing; on a page without
 * that script it does nothing.
 */
export function EarlyEvents() {
  useEffect(() => {
    if (!window.__earlyEvents) return;
    window.__earlyEvents.pageHydrated();
    const outside = (element: Element) => !element.closest(ASLEEP_ISLAND);
    for (const form of Array.from(document.forms)) if (outside(form)) catchUp(form);
    replay(takeEarly(outside));
  }, []);
  return null;
}
