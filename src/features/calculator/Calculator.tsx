"use client";

/**
 * The service cost calculator (spec 4.3): one question at a time, a summary panel with the running
 * estimate, and the end states. The flow itself is the pure engine in this folder; the state lives
 * in store.ts so the contact form on the same page can read the answers and the estimate.
 *
 * Focus: after each transition the focus moves to the new question (its heading, or the input of
 * a number step) or to the end message, so keyboard and screen-reader users follow the flow.
 * Layout: an invisible copy of the tallest step (the 14 coring diameters) shares the grid cell
 * of the visible step, so the panel keeps one height from step to step at every width.
 */
import { ArrowLeft, ArrowRight, CircleAlert, CircleCheck, RotateCcw } from "@/components/ui/icons";
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useStableId } from "@/components/island/island-id";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { CalculatorSummary } from "./CalculatorSummary";
import { EstimateActions } from "./EstimateActions";
import { ChoiceOptions } from "./ChoiceOptions";
import { NumberInput } from "./NumberInput";
import {
  DONE_MESSAGE,
  SORRY_MESSAGE,
  canGoBack,
  progress,
  type FlowAction,
  type FlowState,
} from "./flow";
import { contactHref } from "@/content/paths";
import { scrollToContactForm } from "./scroll-to-contact";
import { getStep, isEnd, steps } from "./steps";
import { dispatchCalculator, useCalculatorState } from "./store";
import { estimateOf, summarize } from "./summary";
import { checkNumber } from "./validation";

const progressClass = "text-sm font-semibold text-accent-strong";
const questionClass = "mt-1 text-xl sm:text-2xl";
const helpClass = "mt-2 text-sm text-ink-soft";
const CONTACT_FALLBACK_HREF = contactHref();

function ProgressLine({ state }: { state: FlowState }) {
  const where = progress(state);
  if (!where) return null;
  return (
    <p className={progressClass}>
      {where.total === undefined ? `Step ${where.step}` : `Step ${where.step} of ${where.total}`}
    </p>
  );
}

/** The tallest step, invisible and hidden from assistive technology: it only reserves height. */
function HeightReserve() {
  const tallest = steps.cor_diameter;
  return (
    <div aria-hidden="true" className="invisible col-start-1 row-start-1">
      <p className={progressClass}>Step 2 of 3</p>
      <p className={`${questionClass} font-display font-bold`}>{tallest.question}</p>
      {tallest.help ? <p className={helpClass}>{tallest.help}</p> : null}
      <div className="mt-5">
        {tallest.kind === "choice" ? <ChoiceOptions options={tallest.options} /> : null}
      </div>
    </div>
  );
}

/** The end of a flow: an icon, a focused heading, a line of text and the actions. */
function EndPanel({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      {icon}
      <h3 data-autofocus="" tabIndex={-1} className={`${questionClass} mt-3 focus:outline-none`}>
        {title}
      </h3>
      <p className="text-ink-soft mt-3">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

export function Calculator() {
  const state = useCalculatorState();
  const uid = useStableId("calculator");
  const panelRef = useRef<HTMLDivElement>(null);
  const focusAfterChange = useRef(false);
  // What the visitor typed on the current number step; `key` ties it to one visit of one step.
  const [draft, setDraft] = useState({ key: "", raw: "" });

  const stepKey = `${state.history.length}:${state.current}`;
  const step = isEnd(state.current) ? undefined : getStep(state.current);
  const previous = step ? state.answers[step.id] : undefined;
  const raw = draft.key === stepKey ? draft.raw : previous === undefined ? "" : String(previous);
  const numberValid = step?.kind === "number" && checkNumber(raw, step.bounds).ok;
  const entries = summarize(state);
  const { text: estimateText } = estimateOf(state);

  const questionId = `${uid}-question`;
  const inputId = `${uid}-input`;
  const hintId = `${uid}-hint`;
  const helpId = `${uid}-help`;

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    panelRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [stepKey]);

  function act(action: FlowAction) {
    focusAfterChange.current = true;
    setDraft({ key: "", raw: "" });
    dispatchCalculator(action);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (numberValid) act({ type: "next", raw });
  }

  function contactNow(event: MouseEvent<HTMLAnchorElement>) {
    // On a page with the contact form, scroll to it; elsewhere the link opens the contact page.
    if (scrollToContactForm()) event.preventDefault();
  }

  let body: ReactNode = null;
  const startOver = (
    <Button type="button" variant="secondary" onClick={() => act({ type: "reset" })}>
      <RotateCcw aria-hidden className="size-5" />
      Start over
    </Button>
  );
  if (state.current === "done") {
    body = (
      <EndPanel
        icon={<CircleCheck aria-hidden className="text-success size-10" />}
        title={DONE_MESSAGE}
        text={
          <>
            Your estimate is <strong className="text-ink">{estimateText}</strong>. Send us the
            details and we will confirm the price in a free written quote.
          </>
        }
      >
        <ButtonLink href={CONTACT_FALLBACK_HREF} onClick={contactNow}>
          Contact us now
          <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
        {startOver}
      </EndPanel>
    );
    body = (
      <>
        {body}
        <EstimateActions answers={state.answers} />
      </>
    );
  } else if (state.current === "sorry") {
    body = (
      <EndPanel
        icon={<CircleAlert aria-hidden className="text-accent-strong size-10" />}
        title={SORRY_MESSAGE}
        text="The calculator prices slab trenches 4 to 8 inches deep. Go back to change your answer, or start over with another service."
      >
        {startOver}
      </EndPanel>
    );
  } else if (step?.kind === "number") {
    body = (
      <div>
        <ProgressLine state={state} />
        <h3 id={questionId} className={questionClass}>
          <label htmlFor={inputId}>{step.question}</label>
        </h3>
        <NumberInput
          step={step}
          raw={raw}
          inputId={inputId}
          hintId={hintId}
          onChange={(value) => setDraft({ key: stepKey, raw: value })}
        />
      </div>
    );
  } else if (step) {
    body = (
      <div>
        <ProgressLine state={state} />
        <h3
          id={questionId}
          data-autofocus=""
          tabIndex={-1}
          className={`${questionClass} focus:outline-none`}
        >
          {step.question}
        </h3>
        {step.help ? (
          <p id={helpId} className={helpClass}>
            {step.help}
          </p>
        ) : null}
        <div className="mt-5">
          <ChoiceOptions
            options={step.options}
            selected={previous}
            labelledBy={questionId}
            describedBy={step.help ? helpId : undefined}
            onAnswer={(value) => act({ type: "answer", value })}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card className="p-5 sm:p-8">
        <form onSubmit={submit} noValidate>
          <div className="grid">
            <HeightReserve />
            <div ref={panelRef} key={stepKey} className="col-start-1 row-start-1">
              {body}
            </div>
          </div>
          <div className="border-concrete-200 mt-6 flex h-[4.0625rem] items-center justify-between gap-3 border-t pt-4">
            {canGoBack(state) ? (
              <Button type="button" variant="ghost" onClick={() => act({ type: "back" })}>
                <ArrowLeft aria-hidden className="size-5" />
                Back
              </Button>
            ) : (
              <span />
            )}
            {step?.kind === "number" ? (
              <Button type="submit" disabled={!numberValid}>
                Next
                <ArrowRight aria-hidden className="size-5" />
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      <CalculatorSummary entries={entries} estimateText={estimateText} />
    </div>
  );
}
