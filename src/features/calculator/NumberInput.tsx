import { CircleAlert } from "@/components/ui/icons";
import type { NumberStep } from "./steps";
import { checkNumber, rangeMessage } from "./validation";

/** A number step's input: the unit beside it, the range below it, in red once it is wrong. */
export function NumberInput({
  step,
  raw,
  inputId,
  hintId,
  onChange,
}: {
  step: NumberStep;
  raw: string;
  inputId: string;
  hintId: string;
  onChange: (raw: string) => void;
}) {
  const check = checkNumber(raw, step.bounds);
  const showError = raw.trim() !== "" && !check.ok;
  return (
    <>
      <div className="mt-5 flex items-center gap-3">
        <input
          id={inputId}
          data-autofocus=""
          type="text"
          inputMode={step.bounds.step === 1 ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          value={raw}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
          aria-invalid={showError || undefined}
          className={`rounded-control text-ink min-h-12 w-full max-w-56 border-2 bg-white px-4 text-lg tabular-nums ${
            showError ? "border-danger" : "border-concrete-300 focus:border-ink"
          }`}
        />
        <span className="text-ink-soft">{step.bounds.unit}</span>
      </div>
      <p
        id={hintId}
        className={`mt-2 flex items-start gap-2 text-sm ${showError ? "text-danger font-semibold" : "text-ink-soft"}`}
      >
        {showError ? <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
        <span>{rangeMessage(step.bounds)}</span>
      </p>
    </>
  );
}
