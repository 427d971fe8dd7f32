/** Types of early-events.mjs (plain JavaScript, also written into each page by a build step). */

/** A click or submit held before the page's handlers were attached. */
export interface HeldEvent {
  type: "click" | "submit";
  target: HTMLElement;
}

/** What the page's inline script leaves on `window.__earlyEvents`. */
export interface EarlyEvents {
  held: HeldEvent[];
  stop(): void;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

export declare function clickTarget(target: EventTarget | null): HTMLElement | undefined;
export declare function holdEarly(
  chunks: string[],
  controlOf: (target: EventTarget | null) => HTMLElement | undefined,
): void;
export declare function earlyScript(chunks: string[]): string;
