import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InboxList } from "@/app/office/_components/InboxView";
import { LeadDetails } from "@/app/office/_components/LeadView";
import type { Lead } from "@/server/db/schema";
import type { InboxRow } from "@/server/office/office-store";

afterEach(cleanup);

const now = new Date("2026-06-01T15:00:00Z");

function row(name: string, requests: InboxRow["requests"]): InboxRow {
  return {
    id: crypto.randomUUID(),
    createdAt: new Date("2026-06-01T13:00:00Z"),
    name,
    service: "core-drilling",
    form: "contact",
    page: "contact",
    estimate: null,
    photos: 0,
    status: "new",
    requests,
  };
}

const lead: Lead = {
  id: "6f1c2a7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f",
  createdAt: new Date("2026-06-01T13:00:00Z"),
  name: "Pat Example",
  email: "pat@example.test",
  phone: "(416) 555-0101",
  service: "core-drilling",
  message: "Two cores through a slab.",
  form: "contact",
  page: "contact",
  referrer: null,
  utm: null,
  calculator: null,
  clientAddress: null,
  idempotencyKey: "0b7a1e52-7c1f-4c55-9d0e-6f1e2d3c4b5a",
};

describe("the office flags what a request asked for (issue 29)", () => {
  it("badges the inbox row with Papers and the estimate's number, and nothing else", () => {
    render(
      <InboxList
        now={now}
        rows={[
          row("Both Asked", { safetyPapers: true, estimateNumber: "EST-2026-00042" }),
          row("Nothing Asked", { safetyPapers: false }),
        ]}
      />,
    );
    const [both, plain] = screen.getAllByRole("listitem");
    expect(within(both!).getByText("Papers")).toBeTruthy();
    expect(within(both!).getByRole("link").textContent).toContain("Asks for Papers");
    expect(within(both!).getByRole("link").textContent).toContain("PDF estimate EST-2026-00042");
    expect(plain!.querySelector("[data-request]")).toBeNull();
    expect(plain!.textContent).not.toMatch(/Papers|EST-/);
  });

  it("says what the lead asks for and links its PDF estimate", () => {
    render(
      <LeadDetails
        lead={lead}
        requests={{ safetyPapers: true, estimateNumber: "EST-2026-00042" }}
      />,
    );
    const asks = screen.getByText("Asks for").parentElement!;
    expect(asks.textContent).toBe("Asks forWSIB clearance and insurance certificate");
    const pdf = screen.getByRole("link", { name: "PDF estimate EST-2026-00042" });
    expect(pdf.getAttribute("href")).toBe("/api/estimates/EST-2026-00042");
  });

  it("shows neither line for a lead that asked for nothing", () => {
    render(<LeadDetails lead={lead} requests={{ safetyPapers: false }} />);
    expect(screen.queryByText("Asks for")).toBeNull();
    expect(screen.queryByRole("link", { name: /PDF estimate/ })).toBeNull();
  });
});
