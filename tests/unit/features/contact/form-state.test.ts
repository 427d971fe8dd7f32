import { describe, expect, it } from "vitest";
import {
  formReducer,
  initialFormState,
  type FormEvent,
  type FormState,
} from "@/features/contact/form-state";

const idle = initialFormState;
const base = { error: "", editedWhileLoading: false };
const loadingWith = (attemptKey: string): FormState => ({ ...base, status: "loading", attemptKey });
const loading = loadingWith("k1");
const loadingEdited: FormState = { ...loading, editedWhileLoading: true };
const errorWith = (error: string, attemptKey: string | null): FormState => ({
  ...base,
  status: "error",
  error,
  attemptKey,
});
const failed = errorWith("Request failed with 500", "k1");
const failedEdited = errorWith("Request failed with 500", null);
const success: FormState = { ...base, status: "success", attemptKey: null };

const submit: FormEvent = { type: "submit", newKey: "k2" };
const succeeded: FormEvent = { type: "succeeded" };
const fail: FormEvent = { type: "failed", message: "Something went wrong" };
const edited: FormEvent = { type: "edited" };

describe("formReducer", () => {
  it.each<[string, FormState, FormEvent, FormState]>([
    ["idle + submit -> loading with a new key", idle, submit, loadingWith("k2")],
    ["idle + edit -> idle", idle, edited, idle],
    ["idle + succeeded (stray) -> idle", idle, succeeded, idle],
    ["idle + failed (stray) -> idle", idle, fail, idle],
    ["loading + succeeded -> success, key dropped", loading, succeeded, success],
    [
      "loading + failed -> error, key kept for a retry",
      loading,
      fail,
      errorWith("Something went wrong", "k1"),
    ],
    ["loading + submit (double click) -> unchanged", loading, submit, loading],
    ["loading + edit -> the request in flight keeps its key", loading, edited, loadingEdited],
    [
      "loading, edited + failed -> error, key dropped",
      loadingEdited,
      fail,
      errorWith("Something went wrong", null),
    ],
    ["loading, edited + succeeded -> success", loadingEdited, succeeded, success],
    ["error + submit (retry) -> loading with the same key", failed, submit, loading],
    ["error + edit -> error still shown, key dropped", failed, edited, failedEdited],
    ["error, edited + submit -> loading with a new key", failedEdited, submit, loadingWith("k2")],
    ["success + submit -> success (final)", success, submit, success],
    ["success + failed -> success (final)", success, fail, success],
    ["success + edit -> success (final)", success, edited, success],
  ])("%s", (_, state, event, expected) => {
    expect(formReducer(state, event)).toEqual(expected);
  });

  it("returns the same object when nothing changes (no re-render)", () => {
    expect(formReducer(loading, submit)).toBe(loading);
    expect(formReducer(loadingEdited, edited)).toBe(loadingEdited);
    expect(formReducer(success, edited)).toBe(success);
    expect(formReducer(idle, edited)).toBe(idle);
  });
});
