import { describe, expect, it } from "vitest";
import { unconfirmedSafety, type Safety } from "@/content/safety";
import { safetyFindings } from "@/server/launch/safety-findings";
import { content } from "../../../content-index";

const confirmedAll = (safety: Safety): Safety => ({
  wsib: { ...safety.wsib, confirmed: true },
  insurance: { ...safety.insurance, confirmed: true },
  programme: safety.programme.map((item) => ({ ...item, confirmed: true })),
});

describe("the go-live check's safety and insurance items", () => {
  it("lists every unconfirmed item of the shipped site.yaml with its field", () => {
    const findings = safetyFindings(content);
    expect(findings.map((finding) => finding.where)).toEqual([
      "content/site.yaml: safety.wsib",
      "content/site.yaml: safety.insurance",
      ...content.site.safety.programme.map((_, i) => `content/site.yaml: safety.programme[${i}]`),
    ]);
    expect(findings.every((finding) => finding.group === "sample content")).toBe(true);
    expect(findings[0]!.what).toContain(content.site.safety.wsib.accountNumber);
    expect(findings[1]!.what).toContain(content.site.safety.insurance.insurer);
  });

  it("lists nothing once the owner has confirmed each item", () => {
    expect(unconfirmedSafety(confirmedAll(content.site.safety))).toEqual([]);
  });

  it("lists only what is left", () => {
    const safety = confirmedAll(content.site.safety);
    safety.programme[1]!.confirmed = false;
    expect(unconfirmedSafety(safety)).toEqual([
      { field: "safety.programme[1]", what: `safety practice "${safety.programme[1]!.title}"` },
    ]);
  });
});
