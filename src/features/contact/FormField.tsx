import { CircleAlert, CircleCheck } from "@/components/ui/icons";
import type { ReactNode, Ref } from "react";
import type { ContactFormKind } from "@/shared/lead/constants";
import type { FieldName } from "./request";

/** One labelled form control with its error, announced through aria-describedby by the caller. */
export const FORM_NAMES: Record<ContactFormKind, string> = {
  contact: "Quote request",
  hero: "Quick quote request",
  equipment: "Quote request for this equipment",
};

export const SUBMIT_LABELS: Record<ContactFormKind, string> = {
  contact: "Send request",
  hero: "Get a free quote",
  equipment: "Send request",
};

export const FIELD_LABELS: Record<FieldName, string> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  service: "Service",
  message: "Message",
};

export const controlClass = (invalid: boolean) =>
  `rounded-control text-ink block w-full border-2 bg-white px-4 py-2.5 text-base ${
    invalid ? "border-danger" : "border-concrete-300 focus:border-ink"
  }`;

export function Field({
  id,
  name,
  error,
  children,
  className = "",
}: {
  id: string;
  name: FieldName;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={`${id}-${name}`} className="text-ink mb-1.5 block font-semibold">
        {FIELD_LABELS[name]}
        {name === "service" ? <span className="text-ink-soft font-normal"> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p
          id={`${id}-${name}-error`}
          className="text-danger mt-1.5 flex items-start gap-1.5 text-sm font-semibold"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The honeypot: off-screen and hidden from assistive technology; people leave it empty. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>Website</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The submission's error, in an alert region that is always present so it is announced. */
export function SubmissionError({ message }: { message?: string }) {
  return (
    <div role="alert">
      {message ? (
        <p className="border-danger text-danger rounded-control mt-5 flex items-start gap-2 border-2 bg-white px-4 py-3 font-semibold">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** What replaces the form after a successful submission; it takes focus. */
export function FormSuccess({ message, ref }: { message: string; ref: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-card border-concrete-200 shadow-card flex items-start gap-3 border bg-white p-6 sm:p-8"
    >
      <CircleCheck aria-hidden className="text-success mt-0.5 size-7 shrink-0" />
      <p className="text-ink text-lg font-semibold">{message}</p>
    </div>
  );
}
