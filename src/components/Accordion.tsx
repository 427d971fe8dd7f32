import { ChevronDown } from "@/components/ui/icons";
import { Markdown } from "./Markdown";

/** FAQ accordion on native <details>/<summary>: no JavaScript, keyboard and screen-reader ready. */
export function Accordion({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="divide-concrete-200 rounded-card border-concrete-200 divide-y border bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <Markdown className="px-5 pb-5">{item.answer}</Markdown>
        </details>
      ))}
    </div>
  );
}
