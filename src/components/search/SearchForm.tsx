import { SEARCH_PATH } from "@/content/paths";
import type { ChangeEvent, FormEvent, InputHTMLAttributes, KeyboardEvent, Ref } from "react";
import { Search } from "@/components/ui/icons";

export const SEARCH_LABEL = "Type to search...";

/**
 * The one search box of the site (the search page, the header popover, the 404 page): a plain
 * GET form to /search, so it works without JavaScript. The live search passes a value and
 * handlers; the header passes its own label and submit handler.
 */
export function SearchForm({
  inputId,
  label = SEARCH_LABEL,
  submitText = "Search",
  autoFocus,
  defaultValue,
  value,
  onValueChange,
  onSubmit,
  inputRef,
  onInputKeyDown,
  inputAria,
  className = "max-w-2xl",
}: {
  inputId: string;
  label?: string;
  submitText?: string;
  autoFocus?: boolean;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** ARIA attributes for the box when it drives a list (the header's combobox). */
  inputAria?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | "role"
    | "aria-autocomplete"
    | "aria-expanded"
    | "aria-controls"
    | "aria-activedescendant"
    | "aria-describedby"
  >;
  className?: string;
}) {
  const onChange = onValueChange
    ? (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.currentTarget.value)
    : undefined;
  return (
    <form
      role="search"
      aria-label="Site search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      className={`flex gap-2 ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        {...inputAria}
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        onChange={onChange}
        onKeyDown={onInputKeyDown}
        placeholder={label}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        className="rounded-control border-concrete-300 text-ink placeholder:text-concrete-700 focus:border-accent-strong min-h-12 w-full min-w-0 border-2 bg-white px-4 text-base"
      />
      <button
        type="submit"
        className="rounded-control bg-accent-strong hover:bg-ink inline-flex min-h-12 shrink-0 items-center gap-2 px-5 font-semibold text-white"
      >
        <Search aria-hidden="true" className="size-5" />
        {submitText}
      </button>
    </form>
  );
}
