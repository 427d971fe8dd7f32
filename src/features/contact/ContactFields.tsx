import type { ReactNode } from "react";
import { LIMITS, SERVICE_OPTIONS, type ContactFormKind } from "@/shared/lead/constants";
import { controlClass, Field } from "./FormField";
import type { FieldErrors, FieldName } from "./request";
import { SafetyPapersField } from "./SafetyPapersField";

/**
 * The visitor's fields of a quote form, in a grid: two columns in the contact and equipment
 * forms, one in the hero's. `children` (the photo field) come last, across the whole width.
 */
export function ContactFields({
  id,
  kind,
  errors,
  children,
}: {
  id: string;
  kind: ContactFormKind;
  errors: FieldErrors;
  children?: ReactNode;
}) {
  const describedBy = (name: FieldName) => (errors[name] ? `${id}-${name}-error` : undefined);
  const common = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name),
    className: controlClass(Boolean(errors[name])),
  });
  const wide = isWide(kind);

  return (
    <div className={`grid gap-5 ${wide ? "sm:grid-cols-2" : ""}`}>
      <Field id={id} name="name" error={errors.name}>
        <input
          {...common("name")}
          type="text"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
        />
      </Field>
      <Field id={id} name="email" error={errors.email}>
        <input
          {...common("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          maxLength={LIMITS.email}
        />
      </Field>
      <Field id={id} name="phone" error={errors.phone}>
        <input
          {...common("phone")}
          type="tel"
          autoComplete="tel"
          required
          maxLength={LIMITS.phone}
        />
      </Field>
      {kind === "contact" ? (
        <Field id={id} name="service" error={errors.service}>
          <select {...common("service")} defaultValue="" autoComplete="off">
            <option value="">Choose a service (optional)</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id={id} name="message" error={errors.message} className={wide ? "sm:col-span-2" : ""}>
        <textarea {...common("message")} rows={wide ? 5 : 4} required maxLength={LIMITS.message} />
      </Field>
      {kind === "contact" ? <SafetyPapersField id={id} /> : null}
      {children}
    </div>
  );
}

/** The contact and equipment forms sit in a wide column; the hero's beside the banner text. */
export function isWide(kind: ContactFormKind): boolean {
  return kind === "contact" || kind === "equipment";
}
