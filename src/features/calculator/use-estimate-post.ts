import { useRef, type RefObject } from "react";
import { exceptionMessage, readJsonBody, responseErrorMessage } from "@/features/contact/messages";
import { useRobotCheck } from "@/features/robot-check/use-robot-check";
import { NOT_A_ROBOT } from "@/shared/robot-check";

/** A refused or failed request: the visitor's message, and the field it is about when the server named one. */
export interface EstimatePostError {
  error: string;
  field?: string;
}

/**
 * POSTs the finished calculator's answers (and more) to an estimate endpoint under the quote
 * form's robot check: the token is requested at the click and the widget reset after a refusal.
 * `slot` is where a visible widget may render.
 */
export function useEstimatePost(): {
  slot: RefObject<HTMLDivElement | null>;
  post: (url: string, body: Record<string, unknown>) => Promise<Response | EstimatePostError>;
} {
  const { currentRobotCheck } = useRobotCheck();
  const slot = useRef<HTMLDivElement>(null);

  async function post(url: string, body: Record<string, unknown>) {
    let check;
    try {
      const robot = await currentRobotCheck();
      check = robot.check;
      const token = slot.current ? await check.token(slot.current) : null;
      if (token === null) {
        check.rejected();
        return { error: NOT_A_ROBOT };
      }
      const { apiKey } = robot.config;
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiKey ? { "x-api-key": apiKey } : {}) },
        body: JSON.stringify({ ...body, recaptchaToken: token }),
      });
      if (response.ok) return response;
      check.rejected();
      const answer = await readJsonBody(response);
      const field =
        answer &&
        typeof answer === "object" &&
        "field" in answer &&
        typeof answer.field === "string"
          ? answer.field
          : undefined;
      return { error: responseErrorMessage(response.status, answer), field };
    } catch (error) {
      check?.rejected();
      return { error: exceptionMessage(error) };
    }
  }

  return { slot, post };
}
