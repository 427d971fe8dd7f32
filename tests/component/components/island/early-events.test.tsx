import { act, fireEvent } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { EarlyEvents } from "@/components/island/EarlyEvents";
import { ASLEEP_ISLAND, clickTarget, holdEarly } from "@/components/island/early-events.mjs";
import {
  arriveAndHydrate,
  deferredIsland,
  hydrateServerHtml,
  track,
  unmountAll,
} from "./island-fixture";

afterEach(unmountAll);

/** A control of the page itself, hydrated with it (not an island). */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`Counted ${count}`}</button>;
}

const held = () => window.__earlyEvents!.held.length;

// One story, as the page's inline script runs once per page (its listeners stay for the page's life).
it("holds clicks from the first byte until the page and each island can act on them, whichever comes first", async () => {
  holdEarly([], clickTarget, ASLEEP_ISLAND);

  // The page's own part, as the server sent it, clicked before any script arrived.
  const page = document.createElement("div");
  page.innerHTML = renderToString(<Counter />);
  document.body.append(page);
  fireEvent.click(page.querySelector("button")!);
  expect(held()).toBe(1);

  // An island clicked before the page hydrated and again after it had, but before the island's
  // own watcher was set up (a later commit): both held by the page's script.
  const { Island, arrive } = deferredIsland();
  const { container } = await hydrateServerHtml(Island, (island) => {
    fireEvent.click(island.querySelector("button")!);
    expect(held()).toBe(2);

    act(() => {
      track(
        hydrateRoot(
          page,
          <>
            <Counter />
            <EarlyEvents />
          </>,
        ),
      );
    });
    // The page has hydrated: its click is acted on; the island's stays held.
    expect(page.textContent).toBe("Counted 1");
    expect(held()).toBe(1);
    fireEvent.click(page.querySelector("button")!);
    expect(page.textContent).toBe("Counted 2");

    fireEvent.click(island.querySelector("button")!);
    expect(held()).toBe(2);
    expect(island.textContent).toContain("clicks: 0");
  });
  // The island's watcher took both and woke it; watched now, it holds its own clicks.
  expect(held()).toBe(0);
  fireEvent.click(container.querySelector("button")!);
  expect(held()).toBe(0);
  expect(container.textContent).toContain("clicks: 0");

  await arriveAndHydrate(arrive);
  expect(container.textContent).toContain("clicks: 3");
  expect(held()).toBe(0);
});
