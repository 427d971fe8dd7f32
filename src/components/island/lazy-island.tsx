"use client";

import {
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import {
  carryFocus,
  carryValues,
  clickTarget,
  pathOf,
  replay,
  type ElementPath,
  type HeldEvent,
} from "./handover";

/** Events that wake an island before the visitor can act on it. */
const WAKE_EVENTS = ["pointerover", "touchstart", "focusin"] as const;
const noSubscription = () => () => {};
/** `display: contents`: the island's wrapper adds no box, so the layout is the leaf's own. */
const WRAPPER = "contents";

/** What the server DOM hands to the live leaf. */
interface Handover {
  serverRoot: Element;
  focused?: ElementPath;
  held: HeldEvent[];
}

/**
 * Load and hydrate an interactive leaf only when the visitor comes near it or touches it (issue
 * 26), keeping its server HTML until then, with no Suspense boundary (React outlines completed
 * boundaries of a long page to the end of <body>: see docs/decisions.md).
 *
 * - On the server the wrapper renders the leaf itself (a React.lazy with no boundary: the
 *   prerender waits for it in the shell), so the HTML carries it in place.
 * - While the page hydrates, the wrapper renders an empty element with the same attributes and
 *   `dangerouslySetInnerHTML`: React leaves the server DOM inside it as it is, and the leaf's
 *   chunk (a plain dynamic import, which Next.js neither preloads nor lists) is not fetched.
 * - Within `margin` of the viewport, or when pointed at, touched or focused, the chunk loads and
 *   the wrapper renders the leaf in a new element that replaces the server DOM in one commit;
 *   typed values, picked files, the focus and any held click or submit are carried over.
 * - Mounted by a client navigation (no server HTML), it renders the leaf at once; the navigation
 *   waits for the chunk, as it has no boundary either.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { margin = "400px" }: { margin?: string } = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next approach or touch tries again
      throw error;
    });
    return loading;
  };
  const Rendered = lazy(() => loadOnce().then((leaf) => ({ default: leaf })));

  function Island(props: P) {
    // True only while hydrating server HTML (the server snapshot); kept for the island's life.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [dehydrated] = useState(() => hydrating && typeof window !== "undefined");
    const [live, setLive] = useState<{ Leaf: ComponentType<P>; handover: Handover }>();
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const root = ref.current;
      if (!dehydrated || !root) return;
      return watchServerHtml(root, margin, loadOnce, (Leaf, handover) =>
        setLive({ Leaf, handover }),
      );
    }, [dehydrated]);

    if (!dehydrated) {
      return (
        <div className={WRAPPER} data-island="">
          <Rendered {...props} />
        </div>
      );
    }
    if (live)
      return <LiveLeaf key="live" Leaf={live.Leaf} props={props} handover={live.handover} />;
    return (
      <div
        key="server"
        ref={ref}
        className={WRAPPER}
        data-island=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return Island;
}

function LiveLeaf<P extends object>({
  Leaf,
  props,
  handover,
}: {
  Leaf: ComponentType<P>;
  props: P;
  handover: Handover;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the first paint of the new DOM: the visitor sees their values and focus throughout.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    carryValues(handover.serverRoot, root);
    carryFocus(handover.serverRoot, root, handover.focused);
  }, [handover]);
  // After React has attached the leaf's handlers to the new DOM.
  useEffect(() => {
    if (ref.current) replay(ref.current, handover.held.splice(0));
  }, [handover]);
  return (
    <div ref={ref} className={WRAPPER} data-island="" data-hydrated="">
      <Leaf {...props} />
    </div>
  );
}

/**
 * Waits for the visitor to come near the server HTML in `root` or act on it, then loads the
 * leaf and hands over. Until then a click on a control or a submit is held (a form without its
 * handler would post natively) and the focus is followed.
 */
function watchServerHtml<P>(
  root: HTMLElement,
  margin: string,
  load: () => Promise<ComponentType<P>>,
  onLoaded: (Leaf: ComponentType<P>, handover: Handover) => void,
): () => void {
  const handover: Handover = { serverRoot: root, held: [] };
  let done = false;
  const wake = () => {
    load().then(
      (Leaf) => {
        if (done) return;
        done = true;
        // Clicks and submits are still held until the live leaf replaces this DOM.
        observer.disconnect();
        onLoaded(Leaf, handover);
      },
      () => {
        // The server HTML stays; the next approach, touch or focus tries again.
      },
    );
  };
  const hold = (event: Event) => {
    const control = event.type === "submit" ? event.target : clickTarget(event.target);
    const path = control instanceof Element ? pathOf(control, root) : undefined;
    if (!path) return;
    event.preventDefault();
    event.stopPropagation();
    handover.held.push({ type: event.type === "submit" ? "submit" : "click", path });
    wake();
  };
  const follow = (event: FocusEvent) => {
    if (done) return; // the removal of the old DOM moves the focus too: keep where the visitor was
    const into = event.type === "focusin" ? event.target : event.relatedTarget;
    handover.focused = into instanceof Element ? pathOf(into, root) : undefined;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: margin },
  );
  // The wrapper has no box of its own (display: contents): watch what it holds.
  for (const child of Array.from(root.children)) observer.observe(child);
  for (const name of WAKE_EVENTS) root.addEventListener(name, wake, { passive: true });
  root.addEventListener("focusin", follow);
  root.addEventListener("focusout", follow);
  root.addEventListener("click", hold, true);
  root.addEventListener("submit", hold, true);
  function stop() {
    observer.disconnect();
    for (const name of WAKE_EVENTS) root.removeEventListener(name, wake);
    root.removeEventListener("focusin", follow);
    root.removeEventListener("focusout", follow);
    root.removeEventListener("click", hold, true);
    root.removeEventListener("submit", hold, true);
  }
  return () => {
    done = true;
    stop();
  };
}
