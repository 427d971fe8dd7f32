import { act, cleanup, fireEvent } from "@testing-library/react";
import { use, useId, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IslandIdContext, useStableId } from "@/components/island/island-id";
import { lazyIsland } from "@/components/island/lazy-island";

/** Holds the leaf's hydration after the button until `gate` settles (nothing on the server). */
function Gate({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

/** A leaf with state of its own, so what reaches its handlers shows in its text. */
function Leaf({ label, gate }: { label: string; gate?: Promise<void> }) {
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
function deferredIsland(options?: Parameters<typeof lazyIsland>[1], leaf: typeof Leaf = Leaf) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => leaf));
  return { Island: lazyIsland(load, options), load, arrive };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
});

/** The id React gives the first `useId` of a root's only component, on the server and in hydration. */
function IdProbe() {
  return <>{useId()}</>;
}

/**
 * The page as the server sent it: the leaf's HTML inside the island's wrapper, its ids built
 * from the wrapper's own id (the island itself cannot be rendered here: jsdom has a window).
 */
async function hydrateServerHtml(
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
    root = hydrateRoot(container, <Island label="Quote" />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, serverHtml, recoverable };
}

/** Lets the chunk arrive and the leaf's root hydrate and run its effects. */
async function arriveAndHydrate(arrive: () => void) {
  await act(async () => {
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("lazyIsland", () => {
  it("keeps the server HTML as it is while hydrating, and loads nothing until woken", async () => {
    const { Island, load } = deferredIsland();
    const { container, serverHtml, recoverable } = await hydrateServerHtml(Island);
    expect(container.innerHTML).toBe(serverHtml);
    expect(recoverable).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it("on focus loads the leaf and hydrates the same nodes: typed text reaches its state, focus stays, a held click is replayed", async () => {
    const { Island, load, arrive } = deferredIsland();
    const { container, recoverable } = await hydrateServerHtml(Island);
    const input = container.querySelector("input")!;
    const notes = container.querySelector("textarea")!;
    input.focus();
    expect(load).toHaveBeenCalledTimes(1);
    input.value = "Dana";
    notes.value = "Two cores";
    fireEvent.click(container.querySelector("button")!);
    expect(container.textContent).toContain("typed: ; clicks: 0");

    await arriveAndHydrate(arrive);
    expect(recoverable).toEqual([]);
    expect(container.querySelector("[data-island][data-hydrated]")).not.toBeNull();
    expect(container.querySelector("input")).toBe(input);
    expect(input.value).toBe("Dana");
    expect(notes.value).toBe("Two cores");
    expect(document.activeElement).toBe(input);
    expect(container.textContent).toContain("typed: Dana; clicks: 1");
    // The label still names the field: the ids of the server HTML were kept.
    expect(container.querySelector("label")!.htmlFor).toBe(input.id);

    // And the live leaf keeps working.
    fireEvent.change(input, { target: { value: "Dana Ito" } });
    expect(container.textContent).toContain("typed: Dana Ito; clicks: 1");
  });

  it("woken only by a touch, stays asleep on view; focused before the page hydrated, it wakes at once", async () => {
    const asleep = deferredIsland({ wakeOn: "touch" });
    await hydrateServerHtml(asleep.Island);
    expect(asleep.load).not.toHaveBeenCalled();
    act(() => root?.unmount());
    document.body.innerHTML = "";

    // The search popover opens without script and focuses its box before the page hydrates.
    const { Island, load, arrive } = deferredIsland({ wakeOn: "touch" });
    const { container } = await hydrateServerHtml(Island, (page) =>
      page.querySelector("input")!.focus(),
    );
    expect(load).toHaveBeenCalledTimes(1);
    await arriveAndHydrate(arrive);
    expect(container.querySelector("[data-island][data-hydrated]")).not.toBeNull();
    expect(document.activeElement).toBe(container.querySelector("input"));
  });

  it("holds a click that reaches the leaf while its root is still hydrating, and replays it once live", async () => {
    // The leaf's hydration stops after the button: the button's node already carries its fiber,
    // so the page's root, listening on its container, takes a click on it as blocked.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { Island, arrive } = deferredIsland(undefined, (props) => (
      <Leaf {...props} gate={gate} />
    ));
    const { container, recoverable } = await hydrateServerHtml(Island);
    container.querySelector("input")!.focus();
    await arriveAndHydrate(arrive);
    expect(container.querySelector("[data-island][data-hydrated]")).toBeNull();

    fireEvent.click(container.querySelector("button")!);
    await arriveAndHydrate(open);
    expect(recoverable).toEqual([]);
    expect(container.querySelector("[data-island][data-hydrated]")).not.toBeNull();
    expect(container.textContent).toContain("clicks: 1");
  });

  it("without server HTML (a client navigation) renders the leaf at once", async () => {
    const Island = lazyIsland(() => Promise.resolve(Leaf));
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      root = createRoot(container);
      root.render(<Island label="Quote" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector("[data-island][data-hydrated] form")).not.toBeNull();
  });
});
