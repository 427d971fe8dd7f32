/**
 * `npm run docs:calculator`: writes docs/calculator.md, every step of the spec's calculator
 * (the flows and the steps no flow reaches) and its prices, from the engine itself, so the
 * owner can review what visitors are asked and charged. A test keeps the file current.
 */
import fs from "node:fs";
import {
  MOBILIZATION_FEE,
  coringPricePerHole,
  cutting,
  trenching,
} from "../src/features/calculator/pricing";
import { steps } from "../src/features/calculator/steps";
import { asphalt, unreachableSteps } from "./calculator-unreachable-steps";
import type { Step } from "../src/features/calculator/step-types";

export const CALCULATOR_DOC = "docs/calculator.md";

function stepRows(list: Step[]): string[] {
  return list.map((step) => {
    const answers =
      step.kind === "choice"
        ? step.options
            .map((o) => `${o.label} (\`${o.value}\`${o.next ? ` → ${o.next}` : ""})`)
            .join("; ")
        : `${step.bounds.min} to ${step.bounds.max} ${step.bounds.unit}${step.bounds.step ? `, steps of ${step.bounds.step}` : ""}`;
    return `| \`${step.id}\` | ${step.question.replace(/\|/g, "\\|")} | ${answers} | ${step.next} |`;
  });
}

export function calculatorTable(): string {
  const header = ["| step | question | answers | next |", "| --- | --- | --- | --- |"];
  return [
    "# The calculator",
    "",
    "Generated from the engine by `npm run docs:calculator`; do not edit by hand.",
    "",
    "## Steps of the three flows",
    "",
    ...header,
    ...stepRows(Object.values(steps)),
    "",
    "## Steps the spec defines that no flow reaches",
    "",
    ...header,
    ...stepRows(Object.values(unreachableSteps)),
    "",
    `Their price rule (asphalt): ${asphalt.perUnitLength} per unit length × thickness / ${asphalt.thicknessDivisor}, × ${asphalt.urgentMultiplier} if urgent.`,
    "",
    "## Prices (CAD)",
    "",
    `- Mobilization: ${MOBILIZATION_FEE}, added to every estimate above 0.`,
    `- Cutting: (base + area × rate) × ${cutting.multiplier}; up to 10 in: ${cutting.depth.le10.base} + ${cutting.depth.le10.perSqFt}/sq ft; over 10 in: ${cutting.depth.gt10.base} + ${cutting.depth.gt10.perSqFt}/sq ft; then ${cutting.gpr} with our GPR scan or ${cutting.noGpr} without, ${cutting.disposal} for disposal.`,
    `- Coring, per hole: ${Object.entries(coringPricePerHole)
      .map(([diameter, price]) => `${diameter} ${price}`)
      .join(", ")}.`,
    `- Trenching: ${trenching.base}, + ${trenching.pipes} with pipes, + ${trenching.report} with a report or ${trenching.noReport} without, + ${trenching.perFoot.cut}/ft cut or ${trenching.perFoot.break}/ft broken out, + ${trenching.disposal} for disposal.`,
    "",
  ].join("\n");
}

if (process.argv[1]?.endsWith("calculator-table.ts")) {
  fs.writeFileSync(CALCULATOR_DOC, calculatorTable());
  console.log(`Wrote ${CALCULATOR_DOC}.`);
}
