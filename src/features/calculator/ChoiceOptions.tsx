import { Check } from "@/components/ui/icons";
import type { ChoiceOption } from "./steps";

/** Part of the calculator (Calculator.tsx): the answer buttons of a choice step. */

const dense = 6;

function tileClass(selected: boolean, compact: boolean): string {
  const size = compact ? "px-2 py-2 text-sm text-center justify-center" : "px-4 py-3 text-left";
  const tone = selected
    ? "border-accent-strong bg-accent-soft"
    : "border-concrete-200 bg-white hover:border-ink";
  return `flex min-h-12 w-full items-center gap-3 rounded-control border-2 font-semibold text-ink transition-colors ${size} ${tone}`;
}

function OptionContent({ option, selected }: { option: ChoiceOption; selected: boolean }) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="block">{option.label}</span>
        {option.description ? (
          <span className="text-ink-soft block text-sm font-normal">{option.description}</span>
        ) : null}
      </span>
      {selected ? (
        <>
          <Check aria-hidden className="text-accent-strong size-5 shrink-0" />
          <span className="sr-only">(your current answer)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * With `onAnswer`, real buttons in a group named by the question; without it, an inert copy of the
 * same layout (used only to reserve the tallest step's height).
 */
export function ChoiceOptions({
  options,
  selected,
  labelledBy,
  describedBy,
  onAnswer,
}: {
  options: readonly ChoiceOption[];
  selected?: string | number;
  labelledBy?: string;
  describedBy?: string;
  onAnswer?: (value: string) => void;
}) {
  const compact = options.length > dense;
  const grid = compact ? "grid grid-cols-3 gap-2" : "grid gap-3 sm:grid-cols-2";
  if (!onAnswer) {
    return (
      <div className={grid}>
        {options.map((option) => (
          <span key={option.value} className={tileClass(false, compact)}>
            <OptionContent option={option} selected={false} />
          </span>
        ))}
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className={grid}>
      {options.map((option) => {
        const isSelected = option.value === selected;
        return (
          <button
            key={option.value}
            type="button"
            className={tileClass(isSelected, compact)}
            onClick={() => onAnswer(option.value)}
          >
            <OptionContent option={option} selected={isSelected} />
          </button>
        );
      })}
    </div>
  );
}
