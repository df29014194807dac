import { useState } from "react";
import { Picture } from "@/components/ui/picture";
import { Stars } from "@/components/ui/stars";
import type { ReviewsCopy } from "@/lib/content";
import type { Review } from "@/lib/reviews";
import { fill } from "@/lib/template";

/** One review; a long text toggles between its short and full version. */
export function ReviewCard({
  review,
  copy,
}: {
  review: Review;
  copy: Pick<
    ReviewsCopy,
    "verified" | "unverified" | "showMore" | "showLess" | "ratedLabel"
  >;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <article className="flex gap-4 border-b border-line py-6 last:border-b-0">
      <Picture
        image={review.image}
        sizes="(min-width: 40rem) 96px, 64px"
        loading="lazy"
        className="size-16 shrink-0 rounded-control bg-surface object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words">{review.name}</h3>
          {review.verified ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-brand">
              <span
                aria-hidden="true"
                className="icon-[lucide--badge-check] size-4"
              />
              {copy.verified}
            </span>
          ) : (
            <span className="text-xs text-ink-muted">{copy.unverified}</span>
          )}
        </div>
        <div className="mt-1 flex items-center gap-3 text-sm text-ink-muted">
          <Stars
            rating={review.rating}
            label={fill(copy.ratedLabel, { rating: review.rating })}
          />
          <span>{review.date}</span>
        </div>
        <p className="mt-3 max-w-prose leading-relaxed break-words whitespace-pre-line">
          {review.showMore && !expanded ? review.shortText : review.text}
        </p>
        {review.showMore ? (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="mt-2 rounded-sm text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
          >
            {expanded ? copy.showLess : copy.showMore}
          </button>
        ) : null}
      </div>
    </article>
  );
}
