import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { companyPhone, telHref } from "@/shared/phone";
import { AreaCheck } from "@/features/service-area/AreaCheck";
import { checkModel, content } from "../../../unit/features/service-area/content-model";

// The company phone is read from site.yaml, never typed here.
const { phone } = content.site;

function renderCheck() {
  render(
    <AreaCheck
      model={checkModel}
      phone={companyPhone(phone)}
      quoteHref="/contact#contact-form"
      title="Do you work in my area?"
      fallback="Find your town in the zones listed below."
    />,
  );
  return screen.getByRole("combobox", { name: "Town, city or postal code" });
}

const answer = () => screen.getByRole("status");
const options = () =>
  within(screen.getByRole("listbox", { hidden: true }))
    .queryAllByRole("option")
    .map((option) => option.textContent);

async function type(box: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: text } });
  });
  // The place data loads on first use; suggestions follow.
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
}

afterEach(cleanup);

describe("AreaCheck", () => {
  it("suggests as the visitor types; arrows and Enter pick one and answer it", async () => {
    const box = renderCheck();
    await type(box, "osh");
    expect(options()[0]).toBe("Oshawa");
    expect(box.getAttribute("aria-expanded")).toBe("true");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    const first = screen.getByRole("option", { name: "Oshawa" });
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(first.id);

    fireEvent.keyDown(box, { key: "Enter" });
    expect((box as HTMLInputElement).value).toBe("Oshawa");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(answer().textContent).toContain("Yes, we work in Oshawa.");
    expect(answer().textContent).toContain("Eastern Corridor");
    expect(answer().textContent).toContain("51 km from downtown Toronto, in a straight line");
    expect(
      within(answer()).getByRole("link", { name: "Request a free quote" }).getAttribute("href"),
    ).toBe("/contact#contact-form");
  });

  it("a click picks a suggestion; Escape closes the list", async () => {
    const box = renderCheck();
    await type(box, "st. cath");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await type(box, "st. catha");
    fireEvent.click(screen.getByRole("option", { name: "St. Catharines" }));
    expect(answer().textContent).toContain("Yes, we work in St. Catharines.");
    expect(answer().textContent).toContain(`Up to the ${checkModel.radiusKm} km radius`);
  });

  it.each([
    ["Ottawa", "Ottawa: larger projects on request."],
    ["Thunder Bay", "Thunder Bay is outside our service area."],
    ["M5V 3L9", "Yes, we work in M5V 3L9."],
    ["L1H 7K4", "Which town is L1H 7K4 in?"],
    ["Atlantis", "We could not find “Atlantis”."],
  ])("answers %j on submit: %s", async (typed, said) => {
    const box = renderCheck();
    await act(async () => {
      fireEvent.change(box, { target: { value: typed } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Check" }));
    });
    await waitFor(() => expect(answer().textContent).toContain(said));
  });

  it("beyond the standard radius, gives the phone number from site.yaml", async () => {
    const box = renderCheck();
    await act(async () => {
      fireEvent.change(box, { target: { value: "Sudbury" } });
      fireEvent.submit(box.closest("form")!);
    });
    await waitFor(() => expect(answer().textContent).toContain("larger projects on request"));
    const call = within(answer()).getByRole("link", { name: phone });
    expect(call.getAttribute("href")).toBe(telHref(phone));
  });

  it("offers close names for an unknown one, and checks the one chosen", async () => {
    const box = renderCheck();
    await act(async () => {
      fireEvent.change(box, { target: { value: "Port" } });
      fireEvent.submit(box.closest("form")!);
    });
    await waitFor(() => expect(answer().textContent).toContain("Did you mean"));
    await act(async () => {
      fireEvent.click(within(answer()).getByRole("button", { name: "Port Perry" }));
    });
    await waitFor(() => expect(answer().textContent).toContain("Yes, we work in Port Perry."));
    expect((box as HTMLInputElement).value).toBe("Port Perry");
  });
});
