import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Calculator } from "@/features/calculator/Calculator";
import { dispatchCalculator, readCalculatorSnapshot } from "@/features/calculator/store";

afterEach(() => {
  cleanup();
  act(() => dispatchCalculator({ type: "reset" }));
  document.body.innerHTML = "";
});

function estimateShown(): string {
  return screen.getByRole("status").textContent ?? "";
}

function choose(name: string) {
  fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${name}`) }));
}

describe("Calculator", () => {
  it("drives the coring flow to the end, with Back and Start over", () => {
    render(<Calculator />);
    expect(screen.getByRole("heading", { name: "Which service do you need?" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Back/ })).toBeNull();
    expect(estimateShown()).toContain("$0.00");
    expect(screen.getByText("This estimate is approximate; final pricing may vary.")).toBeTruthy();

    choose("Coring");
    const diameters = screen.getByRole("group", { name: "What diameter are the holes?" });
    expect(within(diameters).getAllByRole("button")).toHaveLength(14);
    expect(document.activeElement?.textContent).toBe("What diameter are the holes?");

    choose("4-inch");
    const holes = screen.getByRole("textbox", {
      name: "How many holes do you need?",
    }) as HTMLInputElement;
    expect(document.activeElement).toBe(holes);
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByText("Enter a whole number from 1 to 10,000 holes.")).toBeTruthy();

    fireEvent.change(holes, { target: { value: "0" } });
    expect(next.disabled).toBe(true);
    expect(holes.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(holes, { target: { value: "10001" } });
    expect(next.disabled).toBe(true);
    fireEvent.change(holes, { target: { value: "3" } });
    expect(next.disabled).toBe(false);
    expect(holes.getAttribute("aria-invalid")).toBeNull();

    fireEvent.submit(holes.form as HTMLFormElement);
    expect(screen.getByRole("heading", { name: "Calculation completed." })).toBeTruthy();
    expect(estimateShown()).toContain("$390.00");
    expect(screen.getByText("3 holes")).toBeTruthy();
    expect(readCalculatorSnapshot()).toMatchObject({
      used: true,
      estimate: 390,
      answers: { service: "coring", cor_diameter: "d4", cor_holes: 3 },
    });

    fireEvent.click(screen.getByRole("button", { name: /Back/ }));
    const again = screen.getByRole("textbox", {
      name: "How many holes do you need?",
    }) as HTMLInputElement;
    expect(again.value).toBe("3");
    fireEvent.change(again, { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(estimateShown()).toContain("$550.00");

    fireEvent.click(screen.getByRole("button", { name: /Start over/ }));
    expect(screen.getByRole("heading", { name: "Which service do you need?" })).toBeTruthy();
    expect(estimateShown()).toContain("$0.00");
    expect(readCalculatorSnapshot().used).toBe(false);
  });

  it("ends trenching at the sorry message when the depth is not 4 to 8 inches", () => {
    render(<Calculator />);
    choose("Trenching");
    expect(screen.getByText("Step 2 of 8")).toBeTruthy();
    choose("No");
    expect(
      screen.getByRole("heading", { name: "Sorry, we don't offer such services!" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Back/ }));
    expect(screen.getByRole("heading", { name: 'Is it 4–8" deep?' })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^No/ }).textContent).toContain(
      "your current answer",
    );
  });

  it("scrolls to the contact form and focuses its first field on Contact us now", () => {
    const contact = document.createElement("section");
    contact.id = "contact-form";
    contact.innerHTML =
      '<form><input type="hidden" name="token"><input name="name" aria-label="Name"></form>';
    document.body.append(contact);
    const scrollIntoView = vi.fn();
    contact.scrollIntoView = scrollIntoView;

    render(<Calculator />);
    choose("Coring");
    choose("2-inch");
    fireEvent.change(screen.getByRole("textbox", { name: "How many holes do you need?" }), {
      target: { value: "1" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(estimateShown()).toContain("$210.00");

    fireEvent.click(screen.getByRole("link", { name: /Contact us now/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement?.getAttribute("name")).toBe("name");
  });
});
