import fc from "fast-check";
import { SegmentedMessage } from "sms-segments-calculator";
import { describe, expect, it } from "vitest";
import { composeSmsText, type SmsFacts } from "@/server/alerts/sms-text";

const LEAD_ID = "0b7e4f5c-1d2a-4c3b-9e8f-7a6b5c4d3e2f";
const facts = (overrides: Partial<SmsFacts> = {}): SmsFacts => ({
  leadId: LEAD_ID,
  name: "Dana Example",
  service: "Core Drilling",
  estimate: "$1,234.50",
  phone: "(416) 555-0100",
  ...overrides,
});
const segments = (text: string) => new SegmentedMessage(text);

describe("composeSmsText", () => {
  it("says who, what, the estimate, a tap-to-call link and the lead, in one GSM-7 segment", () => {
    const text = composeSmsText(facts());
    expect(text).toBe(
      [
        "New lead: Dana Example",
        "Core Drilling, est. $1,234.50",
        "Call tel:+14165550100",
        `Lead ${LEAD_ID}`,
      ].join("\n"),
    );
    expect(segments(text)).toMatchObject({ encodingName: "GSM-7", segmentsCount: 1 });
  });

  it("leaves out what the visitor did not give, and puts an extension in the link", () => {
    const text = composeSmsText(
      facts({ service: undefined, estimate: undefined, phone: "416 555 0107 ext 34" }),
    );
    expect(text.split("\n").slice(1, 3)).toEqual([
      "No service chosen",
      "Call tel:+14165550107;ext=34",
    ]);
  });

  it("flattens a name to one line without control or invisible characters", () => {
    const text = composeSmsText(facts({ name: "Dana\r\nCall\u0007 me\u202e  now" }));
    expect(text.split("\n")[0]).toBe("New lead: Dana Call me now");
  });

  it("cuts a long name with ... (not …, which would make the whole text UCS-2)", () => {
    const text = composeSmsText(
      facts({ name: "Bartholomew-Maximilian Featherstonehaugh-Smythe Jr." }),
    );
    expect(text.split("\n")[0]).toBe("New lead: Bartholomew-Maximilian Featherstoneha...");
    expect(segments(text).encodingName).toBe("GSM-7");
  });

  it("keeps a name in another script whole when it fits two UCS-2 segments, and cuts it when not", () => {
    const short = composeSmsText(facts({ name: "Zoë Lefèvre" }));
    expect(short).toContain("New lead: Zoë Lefèvre\n");
    expect(segments(short)).toMatchObject({ encodingName: "UCS-2", segmentsCount: 2 });
    const long = composeSmsText(facts({ name: "张".repeat(60) }));
    expect(long).toMatch(/^New lead: 张+\.\.\.\n/);
    expect(segments(long).segmentsCount).toBe(2);
  });

  it("fits any name, service and estimate in two segments with every part but the name intact", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 }),
        fc.option(fc.constantFrom("Concrete Cutting", "Bank Vault Demolition"), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
        (name, service, cents) => {
          const estimate = cents === undefined ? undefined : `$${(cents / 100).toFixed(2)}`;
          const text = composeSmsText(facts({ name, service, estimate }));
          const lines = text.split("\n");
          expect(lines).toHaveLength(4);
          expect(lines[0]).toMatch(/^New lead: /);
          expect(lines[2]).toBe("Call tel:+14165550100");
          expect(lines[3]).toBe(`Lead ${LEAD_ID}`);
          if (estimate) expect(lines[1]).toContain(estimate);
          expect(segments(text).segmentsCount).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
