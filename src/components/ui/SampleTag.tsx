/**
 * Marks shipped example content (a review, a team profile) on the page itself, so no visitor
 * takes an example for a real customer or a real person's record.
 */
export function SampleTag({ what }: { what: string }) {
  return (
    <span className="border-concrete-300 text-ink-soft inline-block rounded-sm border px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
      Sample {what}
    </span>
  );
}
