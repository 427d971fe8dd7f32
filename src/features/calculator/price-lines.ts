/**
 * The estimate as itemised lines (for the PDF estimate): the same rules as pricing.ts, one line
 * per amount it adds, so the lines always add up to `estimate(answers)` (tested). Labels say
 * what each line is in the words docs/calculator.md and the prices copy use.
 */
import type { Answers } from "./answers";
import {
  coringPricePerHole,
  cutting,
  estimate,
  MOBILIZATION_FEE,
  roundCents,
  subtotal,
  trenching,
} from "./pricing";
import { formatCad, formatNumber } from "@/shared/money";

export interface PriceLine {
  label: string;
  amount: number;
}

const num = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === "string" && Object.hasOwn(table, key);

function cuttingLines(a: Answers): PriceLine[] {
  const lines: PriceLine[] = [];
  if (has(cutting.depth, a.cut_depth)) {
    const { base, perSqFt } = cutting.depth[a.cut_depth];
    const area = num(a.cut_area) ?? 0;
    const depth = a.cut_depth === "le10" ? "up to 10 inches deep" : "over 10 inches deep";
    lines.push({
      label: `Cutting ${depth}: (${formatCad(base)} + ${formatNumber(area)} sq ft × ${formatCad(perSqFt)}) × ${cutting.multiplier}`,
      amount: roundCents((base + area * perSqFt) * cutting.multiplier),
    });
  }
  if (a.cut_gpr === "yes")
    lines.push({ label: "GPR scanning before cutting", amount: cutting.gpr });
  if (a.cut_gpr === "no")
    lines.push({ label: "Cutting without our GPR scan", amount: cutting.noGpr });
  if (a.cut_disposal === "yes")
    lines.push({ label: "Hauling away and disposal", amount: cutting.disposal });
  return lines;
}

function coringLines(a: Answers): PriceLine[] {
  const holes = num(a.cor_holes);
  if (!has(coringPricePerHole, a.cor_diameter) || holes === undefined) return [];
  const each = coringPricePerHole[a.cor_diameter];
  return [
    {
      label: `Core drilling: ${formatNumber(holes)} ${holes === 1 ? "hole" : "holes"} × ${formatCad(each)}`,
      amount: each * holes,
    },
  ];
}

function trenchingLines(a: Answers): PriceLine[] {
  if (a.trench_depth !== "yes") return [];
  const lines: PriceLine[] = [{ label: "Trenching, 4 to 8 inches deep", amount: trenching.base }];
  if (a.trench_pipes === "yes")
    lines.push({ label: "Existing pipes along the route", amount: trenching.pipes });
  if (a.trench_report === "yes")
    lines.push({ label: "Full written report", amount: trenching.report });
  if (a.trench_report === "no")
    lines.push({ label: "Without a written report", amount: trenching.noReport });
  const length = num(a.trench_length_ft);
  if (has(trenching.perFoot, a.trench_precision) && length !== undefined) {
    const rate = trenching.perFoot[a.trench_precision];
    const how = a.trench_precision === "cut" ? "saw-cut" : "broken out";
    lines.push({
      label: `Trench ${how}: ${formatNumber(length)} ft × ${formatCad(rate)}`,
      amount: rate * length,
    });
  }
  if (a.trench_disposal === "yes")
    lines.push({ label: "Hauling away and disposal", amount: trenching.disposal });
  return lines;
}

/** Every amount the estimate adds, mobilization last; empty while the estimate is 0. */
export function priceLines(answers: Answers): PriceLine[] {
  if (subtotal(answers) <= 0 || estimate(answers) <= 0) return [];
  const service =
    answers.service === "cutting"
      ? cuttingLines(answers)
      : answers.service === "coring"
        ? coringLines(answers)
        : answers.service === "trenching"
          ? trenchingLines(answers)
          : [];
  return [...service, { label: "Mobilization", amount: MOBILIZATION_FEE }];
}
