import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CALCULATOR_DOC, calculatorTable } from "../../../scripts/calculator-table";

describe("docs/calculator.md", () => {
  it("is the engine's current table (regenerate with npm run docs:calculator)", () => {
    expect(fs.readFileSync(CALCULATOR_DOC, "utf8")).toBe(calculatorTable());
  });

  it("lists every step of the spec, the unreachable ones apart", () => {
    const table = calculatorTable();
    for (const id of ["service", "cor_holes", "trench_disposal", "material", "urgent"])
      expect(table).toContain(`| \`${id}\` |`);
    expect(table.indexOf("`material`")).toBeGreaterThan(table.indexOf("no flow reaches"));
  });
});
