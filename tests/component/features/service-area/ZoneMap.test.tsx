import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ZoneMap } from "@/features/service-area/ZoneMap";
import { model } from "../../../unit/features/service-area/content-model";

afterEach(cleanup);

/** Rendered in the browser with no server HTML: the town panel's island loads its leaf at once. */
async function renderMap() {
  const rendered = render(<ZoneMap model={model} anchorPrefix="zones" titleId="map-title" />);
  await screen.findByRole("img");
  return rendered;
}

describe("ZoneMap", () => {
  it("is an image named and described in words: every zone and its towns", async () => {
    await renderMap();
    const map = screen.getByRole("img");
    expect(map.getAttribute("aria-labelledby")).toBe("map-title map-title-desc");
    expect(document.getElementById("map-title")?.textContent).toBe(
      "Map of our 5 service zones around downtown Toronto.",
    );
    const description = document.getElementById("map-title-desc")?.textContent ?? "";
    for (const zone of model.zones)
      expect(description).toContain(`${zone.name}: ${zone.towns.join(", ")}.`);
  });

  it("has a key in content order, each entry a link to its zone in the list", async () => {
    await renderMap();
    const key = screen.getByRole("list", { name: "Key to the zones" });
    const links = within(key).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(model.zones.map((zone) => zone.name));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      model.zones.map((zone) => `#zones-${zone.id}`),
    );
  });

  it("lists the towns of the zone last focused or pointed at, and marks it on map and key", async () => {
    const { container } = await renderMap();
    expect(screen.getByText(/^Point at or tap a zone/)).toBeTruthy();

    fireEvent.focus(screen.getByRole("link", { name: "Eastern Corridor" }));
    expect(screen.getByText("Eastern Corridor", { selector: "p" })).toBeTruthy();
    expect(screen.getByText(/^Pickering, Ajax, Whitby/)).toBeTruthy();
    const marked = () =>
      [...container.querySelectorAll("[data-active]")].map((el) => el.getAttribute("data-zone"));
    expect(marked()).toEqual(["eastern", "eastern"]);

    fireEvent.pointerOver(container.querySelector('svg [data-zone="core"] path')!);
    expect(screen.getByText("Core (Toronto)", { selector: "p" })).toBeTruthy();
    expect(marked()).toEqual(["core", "core"]);
  });
});
