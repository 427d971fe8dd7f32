import { SampleTag } from "@/components/ui/SampleTag";
import { formatDate } from "@/content/dates";
import type { SectionOf } from "@/content/sections";

type Review = SectionOf<"reviews">["content"]["cards"][number];

/** Where and when a review was posted ("Google review, March 12, 2026"), or that it is a sample. */
export function ReviewOrigin({ card }: { card: Review }) {
  if (card.sample) {
    return (
      <span className="mt-1 block">
        <SampleTag what="review" />
      </span>
    );
  }
  if (!card.source && !card.date) return null;
  const source = card.source ? `${card.source.name} review` : "Review";
  return (
    <span className="text-ink-soft block text-sm">
      {card.source?.url ? (
        <a href={card.source.url} className="underline" rel="noopener noreferrer">
          {source}
        </a>
      ) : (
        source
      )}
      {card.date ? (
        <>
          , <time dateTime={card.date}>{formatDate(card.date)}</time>
        </>
      ) : null}
    </span>
  );
}
