import { Card } from "@/components/ui/Card";
import type { SummaryEntry } from "./summary";

/** Part of the calculator (Calculator.tsx): the always-visible answers and estimate. */

export const APPROXIMATE_NOTE = "This estimate is approximate; final pricing may vary.";

export function CalculatorSummary({ entries, estimateText }: { entries: readonly SummaryEntry[]; estimateText: string }) {
  return (
    <Card as="div" className="p-5 sm:p-6">
      <h3 className="text-xl">Your answers</h3>
      {entries.length === 0 ? (
        <p className="mt-3 text-ink-soft">Your answers and a running estimate appear here as you go.</p>
      ) : (
        <dl className="mt-3 divide-y divide-concrete-200">
          {entries.map((entry) => (
            <div key={entry.stepId} className="py-2">
              <dt className="text-sm text-ink-soft">{entry.question}</dt>
              <dd className="font-semibold text-ink">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* A polite live region: each change of the estimate is read out once the visitor pauses. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-4 rounded-control bg-concrete-50 p-4">
        <p className="text-sm font-semibold text-ink-soft">Estimated total</p>
        <p className="font-display text-3xl font-bold text-ink tabular-nums">{estimateText}</p>
      </div>
      <p className="mt-3 text-sm text-ink-soft">{APPROXIMATE_NOTE}</p>
    </Card>
  );
}
