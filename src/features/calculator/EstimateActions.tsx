"use client";

import { FileDown, Mail } from "@/components/ui/icons";
import { useState } from "react";
import { useStableId } from "@/components/island/island-id";
import { Button } from "@/components/ui/Button";
import type { AnswerValue } from "./answers";
import { EstimateMailForm } from "./EstimateMailForm";
import { useEstimatePost } from "./use-estimate-post";

export const ESTIMATE_ENDPOINT = "/api/estimates";

/** Saves the response's PDF under its number (a link with `download`, then let go of the bytes). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Download this estimate (PDF)" and "E-mail it to me" when the calculator has finished (issue
 * 29): the answers go to the server under the same robot check as the quote form; the server
 * numbers and renders the PDF, and the browser saves it or the server mails it. One polite
 * status line says what happened, for every visitor.
 */
export function EstimateActions({ answers }: { answers: Record<string, AnswerValue> }) {
  const { slot, post } = useEstimatePost();
  const mailFormId = useStableId("estimate-actions");
  const [busy, setBusy] = useState(false);
  const [mailOpen, setMailOpen] = useState(false);
  const [status, setStatus] = useState("");

  async function download() {
    if (busy) return;
    setBusy(true);
    setStatus("Preparing your estimate…");
    try {
      const answer = await post(ESTIMATE_ENDPOINT, { answers });
      if (!(answer instanceof Response)) {
        setStatus(answer.error);
        return;
      }
      const number = answer.headers.get("x-estimate-number") ?? "estimate";
      saveFile(await answer.blob(), `${number}.pdf`);
      setStatus(`Estimate ${number} downloaded.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={download} disabled={busy}>
          <FileDown aria-hidden className="size-5" />
          Download this estimate (PDF)
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={mailOpen}
          aria-controls={mailOpen ? mailFormId : undefined}
          onClick={() => setMailOpen((open) => !open)}
        >
          <Mail aria-hidden className="size-5" />
          E-mail it to me
        </Button>
      </div>
      {mailOpen ? (
        <div id={mailFormId}>
          <EstimateMailForm answers={answers} onStatus={setStatus} />
        </div>
      ) : null}
      <p aria-live="polite" className="text-ink-soft mt-2 text-sm">
        {status}
      </p>
      <div ref={slot} />
    </div>
  );
}
