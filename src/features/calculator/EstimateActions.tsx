"use client";

import { FileDown } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { exceptionMessage, readJsonBody, responseErrorMessage } from "@/features/contact/messages";
import { useRobotCheck } from "@/features/robot-check/use-robot-check";
import { NOT_A_ROBOT } from "@/shared/robot-check";
import type { AnswerValue } from "./answers";

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
 * "Download this estimate (PDF)" when the calculator has finished (issue 29): the answers go to
 * the server under the same robot check as the quote form; the server numbers and renders the
 * PDF, and the browser saves it. The status line says what happened, for every visitor.
 */
export function EstimateActions({ answers }: { answers: Record<string, AnswerValue> }) {
  const { currentRobotCheck } = useRobotCheck();
  const slot = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  async function download() {
    if (busy) return;
    setBusy(true);
    setStatus("Preparing your estimate…");
    let check;
    try {
      const robot = await currentRobotCheck();
      check = robot.check;
      const token = slot.current ? await check.token(slot.current) : null;
      if (token === null) {
        check.rejected();
        setStatus(NOT_A_ROBOT);
        return;
      }
      const { apiKey } = robot.config;
      const response = await fetch(ESTIMATE_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json", ...(apiKey ? { "x-api-key": apiKey } : {}) },
        body: JSON.stringify({ answers, recaptchaToken: token }),
      });
      if (!response.ok) {
        check.rejected();
        setStatus(responseErrorMessage(response.status, await readJsonBody(response)));
        return;
      }
      const number = response.headers.get("x-estimate-number") ?? "estimate";
      saveFile(await response.blob(), `${number}.pdf`);
      setStatus(`Estimate ${number} downloaded.`);
    } catch (error) {
      check?.rejected();
      setStatus(exceptionMessage(error));
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
      </div>
      <p aria-live="polite" className="text-ink-soft mt-2 text-sm">
        {status}
      </p>
      <div ref={slot} />
    </div>
  );
}
