import type { PageSuggestion } from "./suggest";

/**
 * The header box's listbox: the pages suggested for what is typed. Focus stays in the box
 * (aria-activedescendant names the highlighted option); a click or Enter opens the page. The
 * status line tells screen-reader users that suggestions appeared.
 */
export function SuggestionList({
  id,
  optionId,
  suggestions,
  active,
  onChoose,
}: {
  id: string;
  optionId: (index: number) => string;
  suggestions: PageSuggestion[];
  active: number;
  onChoose: (path: string) => void;
}) {
  const count = suggestions.length;
  return (
    <>
      <p role="status" className="sr-only">
        {count === 0
          ? ""
          : `${count} suggested ${count === 1 ? "page" : "pages"}: use the arrow keys`}
      </p>
      <ul
        id={id}
        role="listbox"
        aria-label="Suggested pages"
        hidden={count === 0}
        className="mt-2 grid gap-1"
      >
        {suggestions.map((suggestion, i) => (
          <li
            key={suggestion.path}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the box: the option is chosen on click, not focused.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion.path)}
            className={`rounded-control cursor-pointer px-3 py-2 ${
              i === active ? "bg-accent-soft text-ink" : "text-ink hover:bg-concrete-100"
            }`}
          >
            <span className="block font-semibold">{suggestion.title}</span>
            <span className="text-concrete-700 block text-sm">{suggestion.path}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
