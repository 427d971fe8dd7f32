"use client";

/**
 * The quote-request form, in three kinds: "contact" (the contact section: name, e-mail, phone,
 * service, message), "hero" and "equipment" (name, e-mail, phone, message), each with optional
 * job-site photos. One pipeline: validate with the shared schema, wait for the photos to be
 * downscaled, get a robot-check token, POST /api/email (JSON, or multipart with the photos and
 * an upload progress bar), show the result.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useStableId } from "@/components/island/island-id";
import { Button } from "@/components/ui/Button";
import { readCalculatorSnapshot, useCalculatorSnapshot } from "@/features/calculator/store";
import type { ContactFormKind } from "@/shared/lead/constants";
import { ContactFields, isWide } from "./ContactFields";
import {
  FIELD_LABELS,
  FORM_NAMES,
  SUBMIT_LABELS,
  FormSuccess,
  Honeypot,
  SubmissionError,
} from "./FormField";
import { formReducer, initialFormState, type FormEvent as StateEvent } from "./form-state";
import { visitUtmTags } from "./landing";
import type { PreparedPhoto } from "@/features/photos/photo-list";
import { PhotoField, UploadProgress } from "@/features/photos/PhotoField";
import type { RobotCheck } from "@/features/robot-check/robot-check";
import { useRobotCheck } from "@/features/robot-check/use-robot-check";
import { loadUploader, usePhotos } from "@/features/photos/use-photos";
import { PrivacyNote } from "./PrivacyNote";
import { estimateFromUrl } from "./estimate-link";
import {
  exceptionMessage,
  FORM_NOT_FOUND,
  NOT_A_ROBOT,
  readJsonBody,
  responseErrorMessage,
  SUCCESS_MESSAGES,
} from "./messages";
import {
  calculatorAttachment,
  FIELD_NAMES,
  newIdempotencyKey,
  payloadInput,
  postLead,
  readFields,
  validatePayload,
  type FieldErrors,
  type FieldName,
  type LeadRequest,
} from "./request";

export interface ContactFormProps {
  kind: ContactFormKind;
  /** The page's slug ("home", "equipment/ws20"): the owner sees which page the request came from. */
  page: string;
}

export function ContactForm({ kind, page }: ContactFormProps) {
  const id = useStableId("form");
  const formRef = useRef<HTMLFormElement>(null);
  const robotSlotRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(initialFormState);
  const stateRef = useRef(state);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const { currentRobotCheck, warmUp } = useRobotCheck();
  const calculator = useCalculatorSnapshot();
  const photos = usePhotos({
    onEdit: () => send({ type: "edited" }),
    // A different text each time, so a repeated announcement is read again.
    announce: (text) => setAnnouncement((previous) => (previous === text ? `${text} ` : text)),
  });

  function send(event: StateEvent) {
    const next = formReducer(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    return next;
  }

  // The campaign tags of the visit's landing URL are kept from the first page that has a form.
  useEffect(() => {
    visitUtmTags();
  }, []);

  useEffect(() => {
    if (state.status === "success") successRef.current?.focus();
  }, [state.status]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name === "website") return;
    send({ type: "edited" });
    const name = target.name as FieldName;
    if (fieldErrors[name]) {
      setFieldErrors((errors) => {
        const rest = { ...errors };
        delete rest[name];
        return rest;
      });
    }
  }

  function fail(message: string) {
    send({ type: "failed", message });
    // The disabled button lost focus while sending: give keyboard users their place back.
    const active = document.activeElement;
    if (!active || active === document.body) submitRef.current?.focus();
  }

  async function postWithPhotos(lead: LeadRequest, chosen: PreparedPhoto[], apiKey?: string) {
    setProgress(0);
    try {
      const { postLeadWithPhotos } = await loadUploader();
      return await postLeadWithPhotos(lead, chosen, apiKey, setProgress);
    } finally {
      setProgress(null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || stateRef.current.status === "loading") return;
    if (stateRef.current.status === "success") return;
    busy.current = true;
    try {
      const form = formRef.current;
      if (!form) {
        send({ type: "submit", newKey: newIdempotencyKey() });
        fail(FORM_NOT_FOUND);
        return;
      }
      const input = payloadInput(readFields(form), {
        form: kind,
        page,
        referrer: document.referrer,
        utm: visitUtmTags(),
        calculator: calculatorAttachment(readCalculatorSnapshot()),
        estimateNumber: estimateFromUrl(),
      });
      const validation = await validatePayload(input);
      if (!validation.ok) {
        setFieldErrors(validation.fields);
        const invalid = FIELD_NAMES.filter((name) => validation.fields[name]);
        if (invalid.length > 0) {
          const labels = invalid.map((name) => FIELD_LABELS[name]).join(", ");
          // A different text each time, so a repeated announcement is read again.
          setAnnouncement(
            (previous) =>
              `Please check ${invalid.length === 1 ? "this field" : "these fields"}: ${labels}.${previous.endsWith(" ") ? "" : " "}`,
          );
          form.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
        } else {
          send({ type: "submit", newKey: newIdempotencyKey() });
          fail(validation.other ?? "Invalid request");
        }
        return;
      }
      setFieldErrors({});
      setAnnouncement("");

      const loading = send({ type: "submit", newKey: newIdempotencyKey() });
      const idempotencyKey = loading.attemptKey ?? newIdempotencyKey();
      let check: RobotCheck | undefined;
      try {
        const ready = await photos.forSending();
        if (!ready.ok) {
          fail(ready.message);
          return;
        }
        const chosen = ready.photos;
        const robot = await currentRobotCheck();
        check = robot.check;
        const slot = robotSlotRef.current;
        const token = slot ? await check.token(slot) : null;
        if (token === null) {
          check.rejected();
          fail(NOT_A_ROBOT);
          return;
        }
        const lead = { payload: validation.payload, recaptchaToken: token, idempotencyKey };
        const { apiKey } = robot.config;
        const response =
          chosen.length > 0
            ? await postWithPhotos(lead, chosen, apiKey)
            : await postLead(lead, apiKey);
        if (response.ok) {
          send({ type: "succeeded" });
          return;
        }
        const body = await readJsonBody(response);
        check.rejected();
        fail(photos.showServerError(body) ?? responseErrorMessage(response.status, body));
      } catch (error) {
        check?.rejected();
        fail(exceptionMessage(error));
      }
    } finally {
      busy.current = false;
    }
  }

  if (state.status === "success") {
    return <FormSuccess ref={successRef} message={SUCCESS_MESSAGES[kind]} />;
  }

  const loading = state.status === "loading";
  const wide = isWide(kind);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={FORM_NAMES[kind]}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={warmUp}
      onPointerEnter={warmUp}
      className="rounded-card border-concrete-200 shadow-card relative border bg-white p-6 sm:p-8"
    >
      <ContactFields id={id} kind={kind} errors={fieldErrors}>
        <PhotoField
          id={id}
          {...photos.field}
          disabled={loading}
          compact={!wide}
          className={wide ? "sm:col-span-2" : ""}
        />
      </ContactFields>

      <Honeypot id={id} />

      {calculator.used ? (
        <p className="bg-accent-soft text-ink rounded-control mt-5 px-4 py-3">
          Your calculator estimate: <strong>{calculator.estimateText}</strong> will be sent with
          your request
        </p>
      ) : null}

      {loading && progress !== null ? <UploadProgress percent={progress} /> : null}
      <SubmissionError message={state.status === "error" ? state.error : undefined} />
      <p role="status" className="sr-only">
        {loading ? "Sending your request" : announcement}
      </p>

      {/* The robot check's widget goes here when the provider needs one (never rendered by React). */}
      <div ref={robotSlotRef} />

      <Button ref={submitRef} type="submit" disabled={loading} className="mt-6 w-full sm:w-auto">
        {loading ? "Sending…" : SUBMIT_LABELS[kind]}
      </Button>
      <PrivacyNote />
    </form>
  );
}
