/**
 * The contact form's status (spec 4.2): idle, then loading on submit, then success or error.
 * Success is final (the form is replaced by the thank-you message); an error keeps the form
 * usable and the next submit starts a new try.
 *
 * The state also holds the submission attempt's idempotency key: created on the first submit,
 * kept when the same attempt is retried (so a request the server stored but whose answer was
 * lost cannot become a second lead), dropped after success or when the visitor edits a field.
 */

export type FormStatus = "idle" | "loading" | "success" | "error";

export interface FormState {
  status: FormStatus;
  /** The visitor's message for the error state. */
  error: string;
  /** The current attempt's idempotency key, or null when the next submit starts a new attempt. */
  attemptKey: string | null;
  /** A field changed while the request was in flight: if it fails, the retry is a new attempt. */
  editedWhileLoading: boolean;
}

export type FormEvent =
  /** Valid fields, sending starts. `newKey` is used only when no attempt is under way. */
  | { type: "submit"; newKey: string }
  | { type: "succeeded" }
  | { type: "failed"; message: string }
  /** The visitor changed a field: the next submit is a new attempt. */
  | { type: "edited" };

export const initialFormState: FormState = {
  status: "idle",
  error: "",
  attemptKey: null,
  editedWhileLoading: false,
};

export function formReducer(state: FormState, event: FormEvent): FormState {
  if (state.status === "success") return state;
  switch (event.type) {
    case "submit":
      if (state.status === "loading") return state;
      return {
        status: "loading",
        error: "",
        attemptKey: state.attemptKey ?? event.newKey,
        editedWhileLoading: false,
      };
    case "succeeded":
      if (state.status !== "loading") return state;
      return { status: "success", error: "", attemptKey: null, editedWhileLoading: false };
    case "failed":
      if (state.status !== "loading") return state;
      return {
        status: "error",
        error: event.message,
        attemptKey: state.editedWhileLoading ? null : state.attemptKey,
        editedWhileLoading: false,
      };
    case "edited":
      // The request in flight keeps its key; the edit makes the next submit a new attempt.
      if (state.status === "loading") {
        return state.editedWhileLoading ? state : { ...state, editedWhileLoading: true };
      }
      if (state.attemptKey === null) return state;
      return { ...state, attemptKey: null };
  }
}
