/** The form's messages (spec section 8 and the success texts of issue 5). */
import type { ContactFormKind } from "@/shared/lead/constants";

export { NOT_A_ROBOT } from "@/shared/robot-check";
export const FORM_NOT_FOUND = "Form element not found";
export const SOMETHING_WENT_WRONG = "Something went wrong";

export const SUCCESS_MESSAGES: Record<ContactFormKind, string> = {
  contact: "Thank you for your submission! We will get back to you soon.",
  hero: "Sent! We will get back to you shortly.",
  equipment: "Sent! We will get back to you shortly.",
};

/** An error answer of POST /api/email: its `error` field, else "Request failed with {status}". */
export function responseErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === "object" && "error" in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === "string" && error.trim() !== "") return error;
  }
  return `Request failed with ${status}`;
}

/** A thrown error (network failure, ...): its message, else "Something went wrong". */
export function exceptionMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  if (typeof error === "string" && error.trim() !== "") return error;
  return SOMETHING_WENT_WRONG;
}

/** Reads an answer's JSON body when there is one (an error page may be HTML or empty). */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
