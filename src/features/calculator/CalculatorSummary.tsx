import { Card } from "@/components/ui/Card";
import type { SummaryEntry } from "./summary";

/** Part of the calculator (Calculator.tsx): the always-visible answers and estimate. */

export const APPROXIMATE_NOTE = "This estimate is approximate; final pricing may vary.";

export function CalculatorSummary({
  entries,
  estimateText,
}: {
  entries: readonly SummaryEntry[];
  estimateText: string;
}) {
  return (
    <Card as="div" className="p-5 sm:p-6">
      <h3 className="text-xl">Your answers</h3>
      {entries.length === 0 ? (
        <p className="text-ink-soft mt-3">
          Your answers and a running estimate appear here as you go.
        </p>
      ) : (
        <dl className="divide-concrete-200 mt-3 divide-y">
          {entries.map((entry) => (
            <div key={entry.stepId} className="py-2">
              <dt className="text-ink-soft text-sm">{entry.question}</dt>
              <dd className="text-ink font-semibold">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* A polite live region: each change of the estimate is read out once the visitor pauses. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="rounded-control bg-concrete-50 mt-4 p-4"
      >
        <p className="text-ink-soft text-sm font-semibold">Estimated total</p>
        <p className="font-display text-ink text-3xl font-bold tabular-nums">{estimateText}</p>
      </div>
      <p className="text-ink-soft mt-3 text-sm">{APPROXIMATE_NOTE}</p>
    </Card>
  );
}
