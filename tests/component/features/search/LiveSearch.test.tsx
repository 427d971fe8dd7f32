import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prepareIndex, search, type SearchIndex } from "@/features/search/engine";
import { LiveSearch } from "@/features/search/LiveSearch";

const index: SearchIndex = {
  version: 1,
  pages: [
    {
      slug: "services/wall-sawing",
      path: "/services/wall-sawing",
      title: "Wall sawing",
      kind: "service",
      text: "Wall sawing cuts doorways in concrete walls.",
    },
    {
      slug: "services/coring",
      path: "/services/coring",
      title: "Core drilling",
      kind: "service",
      text: "Core drilling makes round holes for pipes.",
    },
    {
      slug: "equipment/ws20",
      path: "/equipment/ws20",
      title: "WS 20",
      kind: "equipment",
      text: "A hydraulic wall saw for thick walls.",
    },
  ],
};
const suggestions = [{ path: "/services", label: "Services" }];

const count = () => screen.getByRole("status").textContent;
const titles = () =>
  within(screen.queryByRole("list", { name: "Search results" }) ?? document.createElement("ol"))
    .queryAllByRole("link")
    .map((a) => a.textContent);

beforeEach(() => {
  window.history.replaceState(null, "", "/search?q=saw");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(index))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LiveSearch", () => {
  it("shows the server's results first, then answers each change from the index, with the URL in step", async () => {
    const initial = search(prepareIndex(index), "saw");
    render(<LiveSearch initialQuery="saw" initialResults={initial} suggestions={suggestions} />);
    expect(count()).toBe("Found: 2");
    expect(titles()).toEqual(["Wall sawing", "WS 20"]);
    expect(screen.getAllByText(/saw/i, { selector: "mark" }).length).toBe(2);

    const box = screen.getByRole("searchbox", { name: "Type to search..." });
    await act(async () => {
      fireEvent.change(box, { target: { value: "core" } });
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(count()).toBe("Found: 1"));
    expect(titles()).toEqual(["Core drilling"]);
    expect(window.location.search).toBe("?q=core");
    expect(document.body.textContent).not.toContain("[");

    await act(async () => {
      fireEvent.change(box, { target: { value: "" } });
    });
    expect(count()).toBe("Found: 0");
    expect(window.location.pathname + window.location.search).toBe("/search");
    expect(screen.getByRole("navigation", { name: "Main pages" })).toBeTruthy();

    await act(async () => {
      fireEvent.change(box, { target: { value: "qzxjv" } });
    });
    expect(count()).toBe("Found: 0");
    expect(screen.getByText(/No page matches “qzxjv”/)).toBeTruthy();
  });

  it("follows the URL's q when Back restores a page rendered for another query", async () => {
    window.history.replaceState(null, "", "/search?q=core");
    render(
      <LiveSearch
        initialQuery="saw"
        initialResults={search(prepareIndex(index), "saw")}
        suggestions={suggestions}
      />,
    );
    await vi.waitFor(() => expect(count()).toBe("Found: 1"));
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("core");
    expect(window.location.search).toBe("?q=core");
  });
});
