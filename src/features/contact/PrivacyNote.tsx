import { pathFor } from "@/content/paths";

/** The privacy page's slug (content/pages/privacy.yaml). */
export const PRIVACY_SLUG = "privacy";

/** One short line beside a form's submit button: what the details are for, and where to read more. */
export function PrivacyNote() {
  return (
    <p className="text-ink-soft mt-3 text-sm">
      We use your details only to answer this request.{" "}
      <a href={pathFor(PRIVACY_SLUG)} className="text-ink underline underline-offset-2">
        How we handle them
      </a>
    </p>
  );
}
