import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import { replayAnswers } from "@/features/calculator/replay";
import { renderEstimatePdf } from "@/server/estimates/render";
import { estimatePrint } from "@/features/calculator/estimate-sheet";
import { estimateSheet } from "@/server/estimates/sheet";

const site = loadSite();
const finishedCut = {
  service: "cutting",
  cut_depth: "le10",
  cut_area: 100,
  cut_gpr: "yes",
  cut_disposal: "yes",
};

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the PDF estimate", () => {
  const sheet = estimateSheet(
    {
      id: 42,
      issued: new Date("2026-11-25T17:00:00Z"),
      print: estimatePrint(replayAnswers(finishedCut)),
    },
    { site, siteOrigin: "https://straightcut.example", validDays: 30 },
  );

  it("is numbered, dated, valid for the configured days and links to the contact form", () => {
    expect(sheet.number).toBe("EST-2026-00042");
    expect(sheet.issued).toBe("November 25, 2026");
    expect(sheet.validUntil).toBe("December 25, 2026");
    expect(sheet.total).toBe("$6,080.00");
    expect(sheet.contactUrl).toBe(
      "https://straightcut.example/contact?estimate=EST-2026-00042#contact-form",
    );
  });

  it("holds, read back from the PDF, the number, the identity, every answer, every line and the total", async () => {
    const text = await pdfText(await renderEstimatePdf(sheet));
    expect(text).toContain("EST-2026-00042");
    expect(text).toContain("$6,080.00");
    for (const value of [site.name, site.phone, site.email]) expect(text).toContain(value);
    for (const { question, answer } of sheet.answers) {
      expect(text).toContain(question);
      expect(text).toContain(answer);
    }
    expect(sheet.lines).toHaveLength(4);
    for (const line of sheet.lines) {
      expect(text).toContain(line.label);
      expect(text).toContain(line.amount);
    }
    expect(text).toContain("approximate");
    expect(text).toContain("valid until December 25, 2026");
    expect(text).toContain(sheet.contactUrl);
  }, 60_000); // the first render loads the fonts and the layout engine: slow on a busy machine
});
