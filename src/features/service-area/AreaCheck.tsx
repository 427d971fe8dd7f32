"use client";

import {
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useStableId } from "@/components/island/island-id";
import type { CheckAnswer } from "./check";
import type { CompanyPhone } from "@/shared/phone";
import { CheckAnswerView } from "./CheckAnswer";
import type { CheckModel } from "./check-model";
import type { Checker } from "./checker";
import type { PlaceEntry } from "./gazetteer";

const noSubscription = () => () => {};
/** False on the server and while hydrating: the check needs script, the zone list does not. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const optionLabel = (entry: PlaceEntry) => (entry.of ? `${entry.name} (${entry.of})` : entry.name);

/**
 * "Do you work in my area?": a combobox (ARIA 1.2 pattern: arrows move through the suggestions,
 * Enter picks, Escape closes) over the towns, and the answer in a polite live region. The
 * place data and the engine load when the visitor first focuses or types, not with the page.
 * Before script runs, `fallback` points to the zone list and the contact form instead.
 */
export function AreaCheck({
  model,
  phone,
  quoteHref,
  title,
  titleLevel = "h3",
  fallback,
}: {
  model: CheckModel;
  phone: CompanyPhone;
  quoteHref: string;
  title?: string;
  titleLevel?: "h2" | "h3";
  fallback: ReactNode;
}) {
  const id = useStableId("area");
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const [checker, setChecker] = useState<Checker>();
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<CheckAnswer>();
  const loading = useRef<Promise<Checker>>(undefined);

  function load(): Promise<Checker> {
    loading.current ??= import("./checker").then(
      ({ createChecker }) => {
        const made = createChecker(model);
        setChecker(made);
        setFailed(false);
        return made;
      },
      (error: unknown) => {
        loading.current = undefined; // the next focus or keystroke tries again
        setFailed(true);
        throw error;
      },
    );
    return loading.current;
  }
  const prefetch = () => void load().catch(() => undefined);

  const suggestions = checker && query.trim() !== "" ? checker.suggest(query) : [];
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(entry: PlaceEntry) {
    setQuery(optionLabel(entry));
    setOpen(false);
    setActive(-1);
    if (checker) setAnswer(checker.answerFor(entry));
  }

  async function checkNow(typed: string) {
    setOpen(false);
    setActive(-1);
    try {
      setAnswer((checker ?? (await load())).check(typed));
    } catch {
      // `failed` says so; the zone list and the contact form still answer the question.
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void checkNow(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      setOpen(true);
      setActive((current) =>
        down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
    } else if (event.key === "Enter" && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const Title = titleLevel;
  return (
    <div className="rounded-card border-concrete-200 bg-concrete-50 border p-6">
      {title ? <Title className="mb-4 text-2xl">{title}</Title> : null}
      <div className="min-h-36">
        {hydrated ? (
          <form onSubmit={onSubmit} noValidate aria-label="Service area check">
            <label htmlFor={`${id}-input`} className="text-ink block font-semibold">
              Town, city or postal code
            </label>
            <p id={`${id}-hint`} className="text-ink-soft mb-2 text-sm">
              For example Oshawa, mississauga, St. Catharines or M5V 3L9
            </p>
            <div className="flex gap-2">
              <div className="relative grow">
                <input
                  id={`${id}-input`}
                  type="text"
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={expanded}
                  aria-controls={`${id}-list`}
                  aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
                  aria-describedby={`${id}-hint`}
                  autoComplete="off"
                  spellCheck={false}
                  enterKeyHint="search"
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setOpen(true);
                    setActive(-1);
                    prefetch();
                  }}
                  onFocus={prefetch}
                  onBlur={() => setOpen(false)}
                  onKeyDown={onKeyDown}
                  className="rounded-control border-concrete-300 focus:border-ink text-ink block w-full border-2 bg-white px-4 py-2.5 text-base"
                />
                <ul
                  id={`${id}-list`}
                  role="listbox"
                  aria-label="Suggested towns"
                  hidden={!expanded}
                  className="rounded-control border-concrete-300 shadow-card absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-auto border bg-white py-1"
                >
                  {suggestions.map((entry, index) => (
                    <li
                      key={entry.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      // Keep the focus in the box: a click picks without blurring it first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(entry)}
                      className={`cursor-pointer px-4 py-2 ${index === active ? "bg-accent-soft text-ink" : "hover:bg-concrete-100"}`}
                    >
                      {optionLabel(entry)}
                    </li>
                  ))}
                </ul>
              </div>
              <button
                type="submit"
                className="rounded-control bg-ink hover:bg-concrete-800 px-5 py-2.5 font-semibold text-white"
              >
                Check
              </button>
            </div>
          </form>
        ) : (
          <p className="text-ink-soft">{fallback}</p>
        )}
      </div>
      <div role="status">
        {answer ? (
          <CheckAnswerView
            answer={answer}
            context={{
              centreName: model.centreName,
              radiusKm: model.radiusKm,
              extendedRadiusKm: model.extendedRadiusKm,
              phone,
              quoteHref,
              onChoose: (name) => {
                setQuery(name);
                void checkNow(name);
              },
            }}
          />
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="text-danger mt-4 font-semibold">
          The list of towns did not load. Try again, or find your town in the zones on this page.
        </p>
      ) : null}
    </div>
  );
}
