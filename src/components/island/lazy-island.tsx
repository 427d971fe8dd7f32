"use client";

import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import {
  lazy,
  startTransition,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ContextType,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { catchUp, clickTarget, replay, takeEarly, type HeldEvent } from "./handover";
import { IslandIdContext } from "./island-id";

/** Events that wake an island before the visitor can act on it. */
const WAKE_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** How near the viewport an island that wakes on approach starts loading. */
const APPROACH_MARGIN = "400px";

/**
 * When an island wakes: `approach` (within APPROACH_MARGIN of the viewport, or on a touch) for
 * what the visitor scrolls to; `touch` (pointed at, touched or focused only) for controls on the
 * first screen that most visits never use, such as the header's search and menu.
 */
export interface IslandOptions {
  wakeOn?: "approach" | "touch";
}
const noSubscription = () => () => {};
/** `display: contents`: the island's wrapper adds no box, so the layout is the leaf's own. */
const WRAPPER = "contents";

type Router = ContextType<typeof AppRouterContext>;

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
 * - Near the viewport (unless `wakeOn` is `touch`), or when pointed at, touched or focused, the
 *   chunk loads and the leaf hydrates that same DOM in a root of its own: nothing is replaced, so
 *   what the visitor typed and where the focus is stay as they are. The page's router is handed
 *   to that root (links in the leaf navigate in the app), and so is an id prefix
 *   (`useStableId`).
 * - Mounted by a client navigation (no server HTML), it renders the leaf at once in the page's
 *   root; the navigation waits for the chunk, as it has no boundary either.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { wakeOn = "approach" }: IslandOptions = {},
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
    const islandId = useId();
    const router = useContext(AppRouterContext);
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef<{ root: Root; Leaf: ComponentType<P> }>(undefined);
    // What the live root renders with: new values re-render it, they never tear it down.
    const latest = useRef({ props, router });

    useEffect(() => {
      const element = ref.current;
      if (!dehydrated || !element) return;
      const stop = watchServerHtml(
        element,
        wakeOn === "approach",
        loadOnce,
        (Leaf, held, release) => {
          const onLive = () => {
            release();
            element.setAttribute("data-hydrated", "");
            catchUp(element);
            replay(held.splice(0));
          };
          // In a transition, as Next.js hydrates the page: React then hydrates in slices of a
          // few milliseconds, yielding between them, instead of in one long task (issue 26).
          startTransition(() => {
            const root = hydrateRoot(
              element,
              <Live Leaf={Leaf} {...latest.current} islandId={islandId} onLive={onLive} />,
            );
            live.current = { root, Leaf };
          });
        },
      );
      return () => {
        stop();
        const root = live.current?.root;
        live.current = undefined;
        // Not while the page's root is committing the wrapper's removal.
        if (root) setTimeout(() => root.unmount());
      };
    }, [dehydrated, islandId]);

    // New props from the page (a client navigation to a page of the same kind) reach the leaf.
    useLayoutEffect(() => {
      if (latest.current.props === props && latest.current.router === router) return;
      latest.current = { props, router };
      if (!live.current || !ref.current?.hasAttribute("data-hydrated")) return;
      const { root, Leaf } = live.current;
      root.render(<Live Leaf={Leaf} props={props} islandId={islandId} router={router} />);
    });

    if (!dehydrated) {
      return (
        <div
          className={WRAPPER}
          data-island=""
          data-hydrated={typeof window === "undefined" ? undefined : ""}
        >
          <IslandIdContext value={islandId}>
            <Rendered {...props} />
          </IslandIdContext>
        </div>
      );
    }
    return (
      <div
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

/** The leaf in its own root, with what it reads from the page's root. */
function Live<P extends object>({
  Leaf,
  props,
  islandId,
  router,
  onLive,
}: {
  Leaf: ComponentType<P>;
  props: P;
  islandId: string;
  router: Router;
  onLive?: () => void;
}) {
  // After React has hydrated the leaf and attached its handlers.
  useEffect(() => onLive?.(), [onLive]);
  return (
    <AppRouterContext value={router}>
      <IslandIdContext value={islandId}>
        <Leaf {...props} />
      </IslandIdContext>
    </AppRouterContext>
  );
}

/**
 * Waits for the visitor to come near the server HTML in `root` (when `approach`) or act on it,
 * then loads the leaf and hands it the clicks and submits held meanwhile (a form without its
 * handler would post natively), holding them until the leaf calls `release`.
 */
function watchServerHtml<P>(
  root: HTMLElement,
  approach: boolean,
  load: () => Promise<ComponentType<P>>,
  onLoaded: (Leaf: ComponentType<P>, held: HeldEvent[], release: () => void) => void,
): () => void {
  const held: HeldEvent[] = [];
  let done = false;
  const wake = () => {
    load().then(
      (Leaf) => {
        if (done) return;
        done = true;
        // Until the leaf's root has hydrated, a click React saw on it could be dropped: the
        // holding goes on until the leaf is live, and `release` ends it before the replay.
        onLoaded(Leaf, held, stop);
      },
      () => {
        // The server HTML stays; the next approach, touch or focus tries again.
      },
    );
  };
  const hold = (event: Event) => {
    const target = event.type === "submit" ? event.target : clickTarget(event.target);
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    event.preventDefault();
    // No React root sees it: while the leaf's root hydrates, its nodes carry fibers, and the
    // page's root (listening on the document) would swallow a click on them as blocked.
    event.stopImmediatePropagation();
    held.push({ type: event.type === "submit" ? "submit" : "click", target });
    wake();
  };
  const observer = approach
    ? new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin: APPROACH_MARGIN },
      )
    : undefined;
  // The wrapper has no box of its own (display: contents): watch what it holds.
  for (const child of Array.from(root.children)) observer?.observe(child);
  for (const name of WAKE_EVENTS) root.addEventListener(name, wake, { passive: true });
  // On the window, in the capture phase: before any React root's listener. The page's inline
  // script, listening there first, leaves this island's events to this watcher from now on.
  window.addEventListener("click", hold, true);
  window.addEventListener("submit", hold, true);
  window.__earlyEvents?.watch(root);
  // Clicked before the page hydrated (held by the page's inline script), or focused or pointed
  // at (the search popover opens without script): no event will say so again.
  held.push(...takeEarly((target) => root.contains(target)));
  if (held.length > 0) wake();
  else if (root.contains(document.activeElement) || root.querySelector(":hover")) wake();
  function stop() {
    observer?.disconnect();
    for (const name of WAKE_EVENTS) root.removeEventListener(name, wake);
    window.removeEventListener("click", hold, true);
    window.removeEventListener("submit", hold, true);
    window.__earlyEvents?.unwatch(root);
  }
  return () => {
    done = true;
    stop();
  };
}
