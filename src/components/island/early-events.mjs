/**
 * A page's script is asked for only after its first paint (issue 26, scripts/scripts-after-paint.mjs),
 * so for a moment after the page shows, no handler is attached. The one inline script written at
 * the top of each prerendered page holds the visitor's clicks and submits from the start until
 * the page has hydrated; `EarlyEvents` and the islands' watchers then act on them again.
 *
 * Both functions below are written into the page as source text (`earlyScript`): they must
 * stay self-contained (no imports, nothing from the module's scope) and plain JavaScript.
 */

/**
 * The control a click on `target` acts through, when that click must be held: a button, an
 * input whose click does something besides placing the caret, or a link the page's script opens
 * in place (`data-opens-in-page`: a photo's link opens the lightbox, not the image file).
 *
 * A button that opens a popover, or that sends a command to a dialog where the browser has
 * invoker commands, is let through: the browser acts on it itself, so the menu or the search
 * box opens before any script.
 *
 * @param {EventTarget | null} target
 * @returns {HTMLElement | undefined}
 */
export function clickTarget(target) {
  const clickable = ["checkbox", "radio", "submit", "button", "image", "reset", "file"];
  if (!(target instanceof Element)) return undefined;
  const control = target.closest("button, input, a[data-opens-in-page]");
  if (!(control instanceof HTMLElement)) return undefined;
  if (control.hasAttribute("popovertarget")) return undefined;
  if (control.hasAttribute("commandfor") && "command" in HTMLButtonElement.prototype) {
    return undefined;
  }
  if (control instanceof HTMLInputElement && !clickable.includes(control.type)) return undefined;
  return control;
}

/**
 * Runs in the page's <head> before anything else: holds clicks and submits (on the window, in
 * the capture phase, so no React root sees them), and adds the page's chunks once the first
 * contentful paint is reported or the visitor acts, whichever is first.
 *
 * `window.__earlyEvents` hands what it held to the page once it has hydrated. After that
 * (`pageHydrated`), it goes on holding only what is clicked in an island whose watcher is not
 * set up yet (one hydrated in a later commit); a watcher holds its island's events itself
 * (`watch`), so the order in which the page and its islands come to life does not matter.
 *
 * @param {string[]} chunks the page's script chunks, in document order
 * @param {typeof clickTarget} controlOf
 * @param {string} asleep the selector of an island whose code has not arrived
 */
export function holdEarly(chunks, controlOf, asleep) {
  const held = [];
  const watched = new Set();
  let pageLive = false;
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    for (const src of chunks) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  };
  const hold = (event) => {
    const target = event.type === "submit" ? event.target : controlOf(event.target);
    if (!(target instanceof HTMLElement)) return;
    for (const root of watched) if (root.contains(target)) return;
    if (pageLive && !target.closest(asleep)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ type: event.type, target });
    request();
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  for (const name of ["pointerdown", "keydown", "touchstart"]) {
    addEventListener(name, request, { capture: true, passive: true });
  }
  // A page loaded in a background tab reports no paint: its chunks come with its load event.
  // Any other page gets them a moment after the load event should its paint not be reported.
  addEventListener("load", () => {
    if (document.visibilityState === "hidden") request();
    else setTimeout(request, 3000);
  });
  try {
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      paints.disconnect();
      request();
    });
    paints.observe({ type: "paint", buffered: true });
  } catch {
    request();
  }
  window.__earlyEvents = {
    held,
    watch: (root) => watched.add(root),
    unwatch: (root) => watched.delete(root),
    pageHydrated: () => (pageLive = true),
  };
}

/** An island whose code has not arrived (lazy-island.tsx marks a live one `data-hydrated`). */
export const ASLEEP_ISLAND = "[data-island]:not([data-hydrated])";

/**
 * The inline script's text for a page with these chunks.
 *
 * @param {string[]} chunks
 * @returns {string}
 */
export function earlyScript(chunks) {
  return `(${holdEarly})(${JSON.stringify(chunks)},${clickTarget},${JSON.stringify(ASLEEP_ISLAND)})`;
}
