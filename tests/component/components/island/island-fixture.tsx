/**
 * What the island component tests share: a leaf with state, an island whose chunk arrives when
 * the test says so, and its server HTML hydrated as a page would be.
 */
import { act, cleanup } from "@testing-library/react";
import { use, useId, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { IslandIdContext, useStableId } from "@/components/island/island-id";
import { lazyIsland } from "@/components/island/lazy-island";

/** Holds the leaf's hydration after the button until `gate` settles (nothing on the server). */
function Gate({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

/** A leaf with state of its own, so what reaches its handlers shows in its text. */
export function Leaf({ label, gate }: { label: string; gate?: Promise<void> }) {
  const id = useStableId("leaf");
  const [text, setText] = useState("");
  const [clicks, setClicks] = useState(0);
  return (
    <form aria-label={label}>
      <label htmlFor={`${id}who`}>Who</label>
      <input
        id={`${id}who`}
        name="who"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <textarea name="notes" defaultValue="" />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Add
      </button>
      {gate && <Gate gate={gate} />}
      <p>{`typed: ${text}; clicks: ${clicks}`}</p>
    </form>
  );
}

/** An island whose chunk arrives when the test says so. */
export function deferredIsland(
  options?: Parameters<typeof lazyIsland>[1],
  leaf: typeof Leaf = Leaf,
) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => leaf));
  return { Island: lazyIsland(load, options), load, arrive };
}

const roots: Root[] = [];
/** Keeps `root` to be unmounted by `unmountAll`. */
export function track(root: Root): Root {
  roots.push(root);
  return root;
}
/** Unmounts every root of the test and empties the document (after each test). */
export function unmountAll() {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = "";
  cleanup();
}

/** The id React gives the first `useId` of a root's only component, on the server and in hydration. */
function IdProbe() {
  return <>{useId()}</>;
}

/**
 * The page as the server sent it: the leaf's HTML inside the island's wrapper, its ids built
 * from the wrapper's own id (the island itself cannot be rendered here: jsdom has a window).
 */
export async function hydrateServerHtml(
  Island: ReturnType<typeof deferredIsland>["Island"],
  beforeHydration: (container: HTMLElement) => void = () => {},
) {
  const islandId = renderToString(<IdProbe />);
  const leaf = renderToString(
    <IslandIdContext value={islandId}>
      <Leaf label="Quote" />
    </IslandIdContext>,
  );
  const container = document.createElement("div");
  container.innerHTML = `<div class="contents" data-island="">${leaf}</div>`;
  document.body.append(container);
  const serverHtml = container.innerHTML;
  beforeHydration(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    track(
      hydrateRoot(container, <Island label="Quote" />, {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
  });
  return { container, serverHtml, recoverable };
}

/** Lets the chunk arrive and the leaf's root hydrate and run its effects. */
export async function arriveAndHydrate(arrive: () => void) {
  await act(async () => {
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
