import { SAFETY_PAPERS_LABEL } from "@/shared/lead/constants";

/** The request type a site manager ticks: our WSIB clearance and certificate of insurance (issue 29). */
export function SafetyPapersField({ id }: { id: string }) {
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={`${id}-safetyPapers`}
        name="safetyPapers"
        type="checkbox"
        value="yes"
        className="accent-accent-strong mt-1 size-5 shrink-0"
      />
      <label htmlFor={`${id}-safetyPapers`} className="text-ink font-semibold">
        {SAFETY_PAPERS_LABEL}
      </label>
    </div>
  );
}
