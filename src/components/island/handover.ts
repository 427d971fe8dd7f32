/**
 * What the visitor did to an island's server HTML before its code arrived (issue 26). The island
 * hydrates in place (the same DOM nodes), so typed text and focus stay where they are; what
 * React would miss is brought to its handlers once the island is live:
 * - clicks on controls and submits, held (a form without its handler would post natively, a
 *   button would do nothing) and acted on again, except where the browser acts on the click
 *   itself (a popover's button, an invoker command);
 * - values typed or picked before hydration, or while the island hydrates: React adopts the
 *   DOM's value as already seen, so the component's state would keep the server's empty value
 *   while the field shows the text.
 * The same holds for the whole page before it hydrates (early-events.mjs, `EarlyEvents`).
 */

import { clickTarget, type HeldEvent } from "./early-events.mjs";

export { clickTarget, type HeldEvent };

/**
 * Takes, from what the page's inline script held before hydration (early-events.mjs), the
 * events whose target `accept`s, in their order; the others stay for their own islands.
 */
export function takeEarly(accept: (target: HTMLElement) => boolean): HeldEvent[] {
  const held = window.__earlyEvents?.held;
  if (!held) return [];
  const taken = held.filter(({ target }) => accept(target));
  const left = held.filter((event) => !taken.includes(event));
  held.splice(0, held.length, ...left);
  return taken;
}

/** Acts on the held clicks and submits, in their order, now that React listens. */
export function replay(held: HeldEvent[]) {
  for (const { type, target } of held) {
    if (!target.isConnected) continue;
    if (type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
    else if (type === "click") target.click();
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is text: a click on them only places the caret, so it is never held. */
function isTextField(field: Element): field is TextField {
  if (field instanceof HTMLTextAreaElement) return true;
  return field instanceof HTMLInputElement && clickTarget(field) !== field;
}

/**
 * Hands the values typed or picked before hydration to the island's handlers. React keeps a
 * controlled field's `defaultValue` equal to the value it rendered, so a field whose value
 * differs holds text React has not seen. The field is set back to what React rendered through
 * the element's own `value` (which React watches), then to the visitor's text through the
 * prototype's setter (which it does not), and an `input` event makes React read the change.
 */
export function catchUp(root: Element) {
  for (const field of root.querySelectorAll("input, textarea")) {
    if (!isTextField(field) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const { selectionStart, selectionEnd } = caretOf(field);
    field.value = field.defaultValue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    setter?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (selectionStart !== null && document.activeElement === field) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }
  // Files picked before hydration are not handed over here: React takes a file field's value as
  // already seen when it hydrates, so a `change` would read as none. The photo field reads them
  // itself on mount (use-photos.ts).
  for (const select of root.querySelectorAll("select")) {
    const picked = Array.from(select.options).some(
      (option) => option.selected !== option.defaultSelected,
    );
    if (picked) select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** A text field's caret, where the type has one (e-mail and number fields do not). */
function caretOf(field: TextField): { selectionStart: number | null; selectionEnd: number | null } {
  try {
    return { selectionStart: field.selectionStart, selectionEnd: field.selectionEnd };
  } catch {
    return { selectionStart: null, selectionEnd: null };
  }
}
