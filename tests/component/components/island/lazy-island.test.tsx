import { act, fireEvent } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyIsland } from "@/components/island/lazy-island";
import {
  arriveAndHydrate,
  deferredIsland,
  hydrateServerHtml,
  Leaf,
  track,
  unmountAll,
} from "./island-fixture";

afterEach(unmountAll);

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
    unmountAll();

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

  it("hydrates the leaf in slices, letting other tasks run between them", async () => {
    // Forty parts that each keep the thread for 2 ms and draw nothing (the server HTML is the
    // plain leaf's), and a timer chain that counts how many tasks of its own got to run.
    let ticks = 0;
    const seen: number[] = [];
    function Busy() {
      const until = performance.now() + 2;
      while (performance.now() < until);
      seen.push(ticks);
      return null;
    }
    const { Island, arrive } = deferredIsland(undefined, (props) => (
      <>
        <Leaf {...props} />
        {Array.from({ length: 40 }, (_, index) => (
          <Busy key={index} />
        ))}
      </>
    ));
    const { container } = await hydrateServerHtml(Island);
    container.querySelector("input")!.focus();

    // Outside act(), which would render everything at once: React's own scheduler decides.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive();
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          ticks++;
          if (container.querySelector("[data-island][data-hydrated]")) resolve();
          else if (Date.now() - started > 5000) reject(new Error("the leaf never hydrated"));
          else setTimeout(tick, 0);
        };
        setTimeout(tick, 0);
      });
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(seen).toHaveLength(40);
    // In one task every part would have seen the same count.
    expect(seen.at(-1)).toBeGreaterThan(seen[0]!);
  });

  it("without server HTML (a client navigation) renders the leaf at once", async () => {
    const Island = lazyIsland(() => Promise.resolve(Leaf));
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      track(createRoot(container)).render(<Island label="Quote" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector("[data-island][data-hydrated] form")).not.toBeNull();
  });
});
