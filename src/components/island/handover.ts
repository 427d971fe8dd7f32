/**
 * Handing an island's server HTML over to its live leaf (issue 26). The live leaf is a client
 * render that replaces the server DOM, so whatever the visitor did to the server DOM before the
 * leaf's code arrived (typed, picked, focused, clicked, submitted) is carried over to the element
 * at the same place in the new DOM. The first client render has the same element structure as
 * the server's, so an element is found again by its path of element-child indexes.
 */

export type ElementPath = number[];

/** A click or a submit held on the server DOM, to be acted on once the leaf is live. */
export interface HeldEvent {
  type: "click" | "submit";
  path: ElementPath;
}

/** Inputs whose click does something besides placing the caret: held until the leaf is live. */
const CLICKABLE_INPUTS = new Set([
  "checkbox",
  "radio",
  "submit",
  "button",
  "image",
  "reset",
  "file",
]);
const FIELDS = "input, select, textarea";

export function pathOf(element: Element, root: Element): ElementPath | undefined {
  const path: ElementPath = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    const parent: Element | null = node?.parentElement ?? null;
    if (!node || !parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

export function elementAt(root: Element, path: ElementPath): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** The element a click on `target` would act through, when that click must be held. */
export function clickTarget(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest("button, input");
  if (!control) return undefined;
  if (control instanceof HTMLInputElement && !CLICKABLE_INPUTS.has(control.type)) return undefined;
  return control;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets a value as the visitor would have: React sees the native event and updates its state. */
function setNativeValue(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

/** Copies what the visitor typed, picked or ticked in the old fields into the new ones. */
export function carryValues(from: Element, to: Element) {
  const old = Array.from(from.querySelectorAll<Field>(FIELDS));
  const now = Array.from(to.querySelectorAll<Field>(FIELDS));
  old.forEach((field, index) => {
    const next = now[index];
    if (
      !next ||
      next.tagName !== field.tagName ||
      next.getAttribute("name") !== field.getAttribute("name")
    )
      return;
    if (field instanceof HTMLInputElement && next instanceof HTMLInputElement) {
      if (field.type === "file") {
        if (field.files?.length) {
          next.files = field.files;
          next.dispatchEvent(new Event("change", { bubbles: true }));
        }
        return;
      }
      if (field.type === "checkbox" || field.type === "radio") {
        if (field.checked !== next.checked) next.click();
        return;
      }
    }
    if (field.value !== next.value) setNativeValue(next, field.value);
  });
}

/** Puts the focus, and the caret of a text field, where the visitor left them. */
export function carryFocus(from: Element, to: Element, path: ElementPath | undefined) {
  if (!path) return;
  // Only when the focus went with the removed DOM, never away from where the visitor moved it.
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const previous = elementAt(from, path);
  const next = elementAt(to, path);
  if (!(next instanceof HTMLElement)) return;
  next.focus({ preventScroll: true });
  if (
    previous instanceof HTMLInputElement &&
    next instanceof HTMLInputElement &&
    previous.selectionStart !== null
  ) {
    try {
      next.setSelectionRange(previous.selectionStart, previous.selectionEnd);
    } catch {
      // Not a text field (number, e-mail): it keeps its own caret.
    }
  } else if (previous instanceof HTMLTextAreaElement && next instanceof HTMLTextAreaElement) {
    next.setSelectionRange(previous.selectionStart, previous.selectionEnd);
  }
}

/** Acts on the held clicks and submits, in their order, on the new elements. */
export function replay(root: Element, held: HeldEvent[]) {
  for (const { type, path } of held) {
    const element = elementAt(root, path);
    if (type === "submit" && element instanceof HTMLFormElement) element.requestSubmit();
    else if (type === "click" && element instanceof HTMLElement) element.click();
  }
}
