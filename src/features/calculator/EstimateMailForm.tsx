"use client";

import { CircleAlert, Send } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useStableId } from "@/components/island/island-id";
import { Button } from "@/components/ui/Button";
import { controlClass } from "@/features/contact/FormField";
import type { AnswerValue } from "./answers";
import { useEstimatePost } from "./use-estimate-post";

export const ESTIMATE_MAIL_ENDPOINT = "/api/estimates/mail";

/** The shared rule for an address a visitor types, loaded at the first send (not with the page). */
async function addressError(value: string): Promise<string | undefined> {
  const { emailAddress } = await import("@/shared/lead/schema");
  const parsed = emailAddress.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * "E-mail it to me" opened (issue 29): one labelled address field and a send button (Enter in
 * the field sends too). A wrong
 * address is named at the field (checked here with the quote form's rule, and by the server);
 * what happened goes to the caller's polite status line.
 */
export function EstimateMailForm({
  answers,
  onStatus,
}: {
  answers: Record<string, AnswerValue>;
  onStatus: (status: string) => void;
}) {
  const id = useStableId("estimate-mail");
  const input = useRef<HTMLInputElement>(null);
  const { slot, post } = useEstimatePost();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // The form opens at the visitor's click: the field takes the focus.
  useEffect(() => input.current?.focus(), []);

  async function send() {
    if (busy) return;
    const email = input.current?.value.trim() ?? "";
    const wrong = await addressError(email).catch(() => undefined);
    if (wrong) {
      setError(wrong);
      onStatus("");
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    onStatus("Sending your estimate…");
    const answer = await post(ESTIMATE_MAIL_ENDPOINT, { answers, email });
    setBusy(false);
    if (!(answer instanceof Response)) {
      if (answer.field === "email") {
        setError(answer.error);
        onStatus("");
        input.current?.focus();
      } else {
        onStatus(answer.error);
      }
      return;
    }
    const { number } = (await answer.json().catch(() => ({}))) as { number?: string };
    onStatus(`${number ? `Estimate ${number}` : "Your estimate"} is on its way to ${email}.`);
  }

  const errorId = `${id}-error`;
  return (
    // A group, not a form: it sits inside the calculator's own form, and forms do not nest.
    <div
      role="group"
      aria-label="E-mail the estimate"
      className="mt-3 flex flex-col gap-2 sm:max-w-md"
    >
      <label htmlFor={`${id}-email`} className="text-ink font-semibold">
        Your e-mail address
      </label>
      <input
        ref={input}
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(Boolean(error))}
        onKeyDown={(event) => {
          // Enter sends the estimate, as in a form of its own, not the calculator's step.
          if (event.key === "Enter") {
            event.preventDefault();
            void send();
          }
        }}
      />
      {error ? (
        <p id={errorId} className="text-danger flex items-start gap-1.5 text-sm font-semibold">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        className="self-start"
        onClick={() => void send()}
      >
        <Send aria-hidden className="size-5" />
        Send the estimate
      </Button>
      <div ref={slot} />
    </div>
  );
}
