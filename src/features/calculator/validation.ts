/**
 * Validation of number steps (spec sections 4.3 and 5): the input must be non-empty, numeric
 * and within the step's bounds (and on its increment, when it has one). The message states the
 * allowed range so the UI can show it before and after a wrong entry.
 */
import { formatNumber } from "@/shared/money";
import type { NumberBounds } from "./steps";

export type NumberCheck =
  | { ok: true; value: number }
  | { ok: false; reason: "empty" | "not-a-number" | "out-of-range" | "off-step"; message: string };

/** Plain decimal digits, optionally with thousands commas ("1,250.5"); no signs, no exponents. */
const numeric = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/** Parses what a visitor typed; undefined when it is not a plain non-negative number. */
export function parseNumber(raw: string): number | undefined {
  const text = raw.trim();
  if (text === "" || text === "." || !numeric.test(text)) return undefined;
  const value = Number(text.replaceAll(",", ""));
  return Number.isFinite(value) ? value : undefined;
}

function isWhole(step: number | undefined): boolean {
  return step === 1;
}

/** "1 to 100,000 sq ft", "0.1 to 1,000 m". */
export function rangeText(bounds: NumberBounds): string {
  return `${formatNumber(bounds.min)} to ${formatNumber(bounds.max)} ${bounds.unit}`;
}

/** The allowed range as a sentence, shown under the input at all times. */
export function rangeMessage(bounds: NumberBounds): string {
  const kind = isWhole(bounds.step) ? "a whole number" : "a number";
  const increment =
    bounds.step !== undefined && !isWhole(bounds.step)
      ? `, in steps of ${formatNumber(bounds.step)}`
      : "";
  return `Enter ${kind} from ${rangeText(bounds)}${increment}.`;
}

/** True when value lies on min + k x step (tolerant of binary fractions such as 0.1). */
function onStep(value: number, bounds: NumberBounds): boolean {
  if (bounds.step === undefined) return true;
  const steps = (value - bounds.min) / bounds.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

export function checkNumber(raw: string | number, bounds: NumberBounds): NumberCheck {
  const message = rangeMessage(bounds);
  if (typeof raw === "string" && raw.trim() === "") return { ok: false, reason: "empty", message };
  const value = typeof raw === "number" ? raw : parseNumber(raw);
  if (value === undefined || !Number.isFinite(value))
    return { ok: false, reason: "not-a-number", message };
  if (value < bounds.min || value > bounds.max)
    return { ok: false, reason: "out-of-range", message };
  if (!onStep(value, bounds)) return { ok: false, reason: "off-step", message };
  return { ok: true, value };
}
