/** Types of early-events.mjs (plain JavaScript, also written into each page by a build step). */

/** A click or submit held before the page's handlers were attached. */
export interface HeldEvent {
  type: "click" | "submit";
  target: HTMLElement;
}

/** What the page's inline script leaves on `window.__earlyEvents`. */
export interface EarlyEvents {
  held: HeldEvent[];
  /** An island's watcher holds what is clicked in `root` from now on. */
  watch(root: Element): void;
  unwatch(root: Element): void;
  /** The page has hydrated: only islands not yet watched still need holding. */
  pageHydrated(): void;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

export declare const ASLEEP_ISLAND: string;
export declare function clickTarget(target: EventTarget | null): HTMLElement | undefined;
export declare function holdEarly(
  chunks: string[],
  controlOf: (target: EventTarget | null) => HTMLElement | undefined,
  asleep: string,
): void;
export declare function earlyScript(chunks: string[]): string;
