/** "Contact us now": brings the page's contact form into view and puts the cursor in its first field. */

import { ANCHORS } from "@/content/paths";

/** The first field a visitor would fill: visible, enabled, in the tab order, not hidden from assistive tech. */
function firstField(root: HTMLElement): HTMLElement | undefined {
  const candidates = root.querySelectorAll<HTMLElement>(
    "input:not([type='hidden']), select, textarea",
  );
  return Array.from(candidates).find(
    (field) =>
      !field.matches(":disabled") &&
      field.tabIndex >= 0 &&
      !field.closest("[aria-hidden='true']") &&
      field.getClientRects().length > 0,
  );
}

/**
 * Scrolls smoothly (instantly when the visitor prefers reduced motion) to the element with id
 * `contact-form` and focuses its first field without a second jump. Returns false when this page
 * has no such element, so the caller can navigate to the contact page instead.
 */
export function scrollToContactForm(doc: Document = document): boolean {
  const target = doc.getElementById(ANCHORS.contactForm);
  if (!target) return false;
  const reduceMotion =
    doc.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  firstField(target)?.focus({ preventScroll: true });
  return true;
}
