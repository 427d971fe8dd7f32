"use client";

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type RefObject,
} from "react";

/** Events that wake an island before the visitor can act on it. */
const WAKE_EVENTS = ["pointerover", "touchstart", "focusin"] as const;
/** Events on a leaf that is not live yet that are held and replayed once it is. */
const HELD_EVENTS = ["click", "submit", "change"] as const;

/**
 * Hydrate an interactive leaf only when the visitor comes near it or touches it (issue 26).
 *
 * The server renders the leaf in full, inside a Suspense boundary. In the browser the leaf is a
 * React.lazy component whose import waits for a gate: until the gate opens, React leaves the
 * boundary's server HTML as it is (nothing shifts, and nothing is fetched), then hydrates it in
 * place. The gate opens when the wrapper comes within `margin` of the viewport, or when it is
 * pointed at, touched or focused first. The chunk is a plain dynamic import, so Next.js neither
 * preloads it nor lists it among the page's scripts.
 *
 * A click, a submit or a change (a file picked) that reaches the leaf before it is hydrated
 * would be lost (React drops events on server HTML it cannot hydrate yet, and a form without
 * its handler would post natively): it is held and replayed once the leaf is live.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { margin = "400px" }: { margin?: string } = {},
): ComponentType<P> {
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const Leaf = lazy(async () => {
    // The server renders at once; the browser waits for the visitor.
    if (typeof window !== "undefined") await gate;
    return { default: await load() };
  });

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const held = useRef<(() => void)[]>([]);
    useEffect(() => wakeWhenNear(ref, margin, openGate, gate), []);
    useEffect(() => holdUntilLive(ref, live, held, openGate), []);
    const onLive = useCallback(() => {
      live.current = true;
      ref.current?.setAttribute("data-hydrated", "");
      const replays = held.current.splice(0);
      for (const replay of replays) replay();
    }, []);
    return (
      <div ref={ref} data-island="">
        <Suspense fallback={null}>
          <Leaf {...props} />
          <Live onLive={onLive} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

/** Rendered beside the leaf in its boundary: its effect runs once the boundary is hydrated. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

function wakeWhenNear(
  ref: RefObject<HTMLDivElement | null>,
  margin: string,
  open: () => void,
  gate: Promise<void>,
): () => void {
  const element = ref.current;
  if (!element) return () => {};
  for (const name of WAKE_EVENTS) element.addEventListener(name, open, { passive: true });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  void gate.then(() => observer.disconnect());
  return () => {
    observer.disconnect();
    for (const name of WAKE_EVENTS) element.removeEventListener(name, open);
  };
}

/** What a held event becomes once the leaf is live. */
function replayOf(event: Event, target: Element): () => void {
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    return () => target.requestSubmit();
  }
  if (event.type === "change") {
    return () => target.dispatchEvent(new Event("change", { bubbles: true }));
  }
  return () => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

/**
 * Listens in the capture phase on window, ahead of React's own listeners on the root. A click
 * or a submit is stopped (a form without its handler would post natively); a change (a file
 * picked) has already happened and is announced again.
 */
function holdUntilLive(
  ref: RefObject<HTMLDivElement | null>,
  live: RefObject<boolean>,
  held: RefObject<(() => void)[]>,
  open: () => void,
): () => void {
  const hold = (event: Event) => {
    const target = event.target;
    if (live.current || !(target instanceof Element) || !ref.current?.contains(target)) return;
    if (event.type !== "change") event.preventDefault();
    event.stopImmediatePropagation();
    held.current.push(replayOf(event, target));
    open();
  };
  for (const name of HELD_EVENTS) window.addEventListener(name, hold, true);
  return () => {
    for (const name of HELD_EVENTS) window.removeEventListener(name, hold, true);
  };
}
