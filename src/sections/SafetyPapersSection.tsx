import { FileDown, HardHat, ShieldCheck } from "@/components/ui/icons";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

function Certificate({ url, label }: { url?: string; label: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      download
      className="rounded-control border-concrete-300 text-ink hover:border-accent-strong mt-4 inline-flex min-h-11 items-center gap-2 border-2 bg-white px-4 font-semibold"
    >
      <FileDown aria-hidden className="size-5" />
      {label} (PDF)
    </a>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

/**
 * The papers a site manager asks for: the WSIB clearance (how to check it, with our account
 * number), the liability insurance and the safety programme. The words are the page's; the
 * facts (account number, insurer, limit, expiry, practices, certificates) come from site.yaml.
 */
export function SafetyPapersSection({ section, site, heading }: SectionProps<"safety-papers">) {
  const { title, subtitle, wsib, insurance, programme } = section.content;
  const { safety } = site;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <div className="grid gap-6 lg:grid-cols-2">
        <article
          aria-labelledby="safety-wsib"
          className="rounded-card border-concrete-200 border bg-white p-6"
        >
          <h3 id="safety-wsib" className="flex items-center gap-2 text-xl">
            <ShieldCheck aria-hidden className="text-accent-strong size-6" />
            {wsib.title}
          </h3>
          <p className="mt-3 font-semibold">
            WSIB account number: <span className="font-mono">{safety.wsib.accountNumber}</span>
          </p>
          <Markdown>{wsib.text}</Markdown>
          <Certificate
            url={safety.wsib.certificate?.url}
            label="Download our WSIB clearance certificate"
          />
        </article>
        <article
          aria-labelledby="safety-insurance"
          className="rounded-card border-concrete-200 border bg-white p-6"
        >
          <h3 id="safety-insurance" className="flex items-center gap-2 text-xl">
            <ShieldCheck aria-hidden className="text-accent-strong size-6" />
            {insurance.title}
          </h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Insurer</dt>
            <dd>{safety.insurance.insurer}</dd>
            <dt className="font-semibold">Limit</dt>
            <dd>{safety.insurance.limit}</dd>
            <dt className="font-semibold">Valid until</dt>
            <dd>{dateFormat.format(new Date(safety.insurance.expires))}</dd>
          </dl>
          <Markdown>{insurance.text}</Markdown>
          <Certificate
            url={safety.insurance.certificate?.url}
            label="Download our certificate of insurance"
          />
        </article>
      </div>
      <div className="mt-10">
        <h3 className="flex items-center gap-2 text-xl">
          <HardHat aria-hidden className="text-accent-strong size-6" />
          {programme.title}
        </h3>
        {programme.text ? <Markdown>{programme.text}</Markdown> : null}
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {safety.programme.map((item) => (
            <li key={item.title} className="rounded-card border-concrete-200 border bg-white p-5">
              <p className="font-semibold">{item.title}</p>
              <p className="text-ink-soft mt-1">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </SectionFrame>
  );
}
