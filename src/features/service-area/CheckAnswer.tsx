import { CircleCheck, CircleX, Info, Phone } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { PhoneLink } from "@/components/layout/PhoneLink";
import type { CompanyPhone } from "@/shared/phone";
import type { CheckAnswer } from "./check";

export interface AnswerContext {
  centreName: string;
  radiusKm: number;
  extendedRadiusKm: number;
  /** The company phone, from site.yaml, with its link. */
  phone: CompanyPhone;
  quoteHref: string;
  /** Checks another name (a "did you mean" choice). */
  onChoose: (name: string) => void;
}

const linkClass = "text-accent-strong font-semibold underline underline-offset-2";

function Answer({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-control border-concrete-200 mt-4 border bg-white p-4">
      <p className="flex items-start gap-2 text-lg font-semibold">
        {icon}
        <span>{title}</span>
      </p>
      {children ? <div className="text-ink-soft mt-2 space-y-2">{children}</div> : null}
    </div>
  );
}

function Facts({ zone, distance }: { zone?: string; distance: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {zone ? (
        <>
          <dt className="text-ink font-semibold">Zone</dt>
          <dd>{zone}</dd>
        </>
      ) : null}
      <dt className="text-ink font-semibold">Distance</dt>
      <dd>{distance}</dd>
    </dl>
  );
}

/** The check's answer in words: plainly yes, on request, or no, with the next step. */
export function CheckAnswerView({
  answer,
  context,
}: {
  answer: CheckAnswer;
  context: AnswerContext;
}) {
  const { centreName, radiusKm, extendedRadiusKm, phone, quoteHref } = context;
  const quote = (
    <p>
      <a href={quoteHref} className={linkClass}>
        Request a free quote
      </a>
    </p>
  );
  const yes = <CircleCheck aria-hidden="true" className="text-success mt-1 size-5 shrink-0" />;
  const info = <Info aria-hidden="true" className="text-accent-strong mt-1 size-5 shrink-0" />;

  switch (answer.kind) {
    case "empty":
      return <Answer icon={info} title="Type a town, city or postal code first." />;
    case "place": {
      const place = answer.of ? `${answer.place} (${answer.of})` : answer.place;
      const distance = `${answer.km} km from ${centreName}, in a straight line`;
      if (answer.reach === "standard") {
        return (
          <Answer icon={yes} title={`Yes, we work in ${place}.`}>
            <Facts zone={answer.zone?.name} distance={distance} />
            {quote}
          </Answer>
        );
      }
      if (answer.reach === "on-request") {
        return (
          <Answer
            icon={<Phone aria-hidden="true" className="text-accent-strong mt-1 size-5 shrink-0" />}
            title={`${place}: larger projects on request.`}
          >
            <Facts distance={distance} />
            <p>
              {`That is beyond our standard ${radiusKm} km area. We take larger projects up to ${extendedRadiusKm} km away on request: call us to talk it through.`}
            </p>
            <PhoneLink phone={phone} className="text-accent-strong" />
          </Answer>
        );
      }
      return (
        <Answer
          icon={<CircleX aria-hidden="true" className="text-danger mt-1 size-5 shrink-0" />}
          title={`${place} is outside our service area.`}
        >
          <Facts distance={distance} />
          <p>{`We travel up to ${extendedRadiusKm} km from ${centreName}, and that far only for larger projects.`}</p>
        </Answer>
      );
    }
    case "toronto-postal-code":
      return (
        <Answer icon={yes} title={`Yes, we work in ${answer.code}.`}>
          <p>Postal codes starting with M are in the City of Toronto.</p>
          <Facts
            zone={answer.zone?.name}
            distance={
              answer.withinKm
                ? `within ${answer.withinKm} km of ${centreName}, in a straight line`
                : `in the City of Toronto`
            }
          />
          {quote}
        </Answer>
      );
    case "other-postal-code":
      return (
        <Answer icon={info} title={`Which town is ${answer.code} in?`}>
          <p>
            We can place only Toronto postal codes (they start with M). Type the name of your town
            or city instead.
          </p>
        </Answer>
      );
    case "unknown":
      return (
        <Answer icon={info} title={`We could not find “${answer.query}”.`}>
          {answer.suggestions.length > 0 ? (
            <p>
              Did you mean{" "}
              {answer.suggestions.map((name, index) => (
                <span key={name}>
                  {index > 0 ? ", " : ""}
                  <button
                    type="button"
                    className={linkClass}
                    onClick={() => context.onChoose(name)}
                  >
                    {name}
                  </button>
                </span>
              ))}
              ?
            </p>
          ) : null}
          <p>
            Check the spelling, or{" "}
            <a href={quoteHref} className={linkClass}>
              send us the address
            </a>{" "}
            and we will tell you whether we cover it.
          </p>
        </Answer>
      );
  }
}
