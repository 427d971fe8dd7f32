import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LeadDetails } from "@/app/office/_components/LeadView";
import type { Lead } from "@/server/db/schema";

const lead: Lead = {
  id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  createdAt: new Date("2026-03-02T14:15:00Z"),
  name: "Dana Example",
  email: "dana@example.test",
  phone: "(416) 555-0100",
  service: "core-drilling",
  message: "Three holes, please.",
  form: "contact",
  page: "contact",
  referrer: null,
  utm: null,
  calculator: null,
  clientAddress: "203.0.113.7",
  idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962",
};

/** The value beside a label of the lead's details. */
function valueOf(label: string): string | null {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent ?? null;
}

afterEach(cleanup);

describe("the office's lead details", () => {
  it("say which address the request was sent from", () => {
    render(<LeadDetails lead={lead} requests={{ safetyPapers: false }} />);
    expect(valueOf("Sent from")).toBe("203.0.113.7");
  });

  it("say so when a lead has no address recorded", () => {
    render(
      <LeadDetails lead={{ ...lead, clientAddress: null }} requests={{ safetyPapers: false }} />,
    );
    expect(valueOf("Sent from")).toBe("Not recorded");
  });
});
