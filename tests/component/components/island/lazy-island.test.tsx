import { act, cleanup, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyIsland } from "@/components/island/lazy-island";

/** A leaf with state of its own, so what reaches its handlers shows in its text. */
function Leaf({ label }: { label: string }) {
  const [text, setText] = useState("");
  const [clicks, setClicks] = useState(0);
  return (
    <form aria-label={label}>
      <input name="who" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Add
      </button>
      <p>{`typed: ${text}; clicks: ${clicks}`}</p>
    </form>
  );
}

/** An island whose chunk arrives when the test says so. */
function deferredIsland() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => Leaf));
  return { Island: lazyIsland(load), load, arrive };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
});

/** The page as the server sent it: the leaf's HTML inside the island's wrapper. */
async function hydrateServerHtml(Island: ReturnType<typeof deferredIsland>["Island"]) {
  const container = document.createElement("div");
  container.innerHTML = `<div class="contents" data-island="">${renderToString(<Leaf label="Quote" />)}</div>`;
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Island label="Quote" />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, serverHtml, recoverable };
}

describe("lazyIsland", () => {
  it("keeps the server HTML as it is while hydrating, and loads nothing until woken", async () => {
    const { Island, load } = deferredIsland();
    const { container, serverHtml, recoverable } = await hydrateServerHtml(Island);
    expect(container.innerHTML).toBe(serverHtml);
    expect(recoverable).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it("on focus loads the leaf, then carries the typed value, the focus and a held click over", async () => {
    const { Island, load, arrive } = deferredIsland();
    const { container } = await hydrateServerHtml(Island);
    const oldInput = container.querySelector("input")!;
    oldInput.focus();
    expect(load).toHaveBeenCalledTimes(1);
    oldInput.value = "Dana";
    fireEvent.click(container.querySelector("button")!);
    expect(container.textContent).toContain("typed: ; clicks: 0");

    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    const island = container.querySelector("[data-island][data-hydrated]");
    expect(island).not.toBeNull();
    const input = container.querySelector("input")!;
    expect(input).not.toBe(oldInput);
    expect(input.value).toBe("Dana");
    expect(document.activeElement).toBe(input);
    expect(container.textContent).toContain("typed: Dana; clicks: 1");
  });
});
