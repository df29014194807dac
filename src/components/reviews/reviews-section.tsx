import { Button } from "@/components/ui/button";
import type { RatingSummary as Summary, ReviewsCopy } from "@/lib/content";
import { formatNumber } from "@/lib/numbers";
import { INITIAL_VISIBLE, type Review } from "@/lib/reviews";
import { fill } from "@/lib/template";
import { RatingSummary } from "./rating-summary";
import { ReviewCard } from "./review-card";
import { ReviewFilter } from "./review-filter";
import { reviewsIds } from "./reviews-ids";

/** Everything the section shows, as plain data (src/islands/reviews-data.ts makes it). */
export type ReviewsSectionProps = {
  /** The section's id: the anchor the product panel's review count links to. */
  id: string;
  summary: Summary;
  /** The reviews the page shows first (8); the others come from `rest`. */
  reviews: readonly Review[];
  /** How many reviews there are in all. */
  total: number;
  /**
   * Where the section fetches the cards of the other reviews
   * (/data/review-cards.json), when there are any.
   */
  rest?: string;
  copy: Omit<ReviewsCopy, "placeholder" | "dropZone" | "dialog">;
  /** The page's language, which writes the figures (4,9 in German). */
  locale: string;
};

/**
 * Summary, rating filter, the first 8 reviews and "Show more reviews", as
 * static markup, the root a `<review-list>` that filters and pages the list,
 * and toggles a long review (reviews-section-element.ts), from the first
 * tap, with no island.
 * "Write a review" opens the island's dialog (new-reviews.tsx) with an
 * invoker command; the reviews posted there go to the top of the list,
 * where the same element filters and pages them. Without JavaScript, the
 * first 8 reviews show in full, with no controls that would do nothing.
 */
export function ReviewsSection({
  id,
  summary,
  reviews,
  total,
  rest,
  copy,
  locale,
}: ReviewsSectionProps) {
  const ids = reviewsIds(id);
  const shown = reviews.slice(0, INITIAL_VISIBLE);
  const remaining = total - shown.length;
  return (
    <review-list className="block" data-rest={rest}>
      <section id={id} aria-labelledby={ids.heading} className="scroll-mt-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2
            id={ids.heading}
            className="text-2xl font-bold tracking-tight md:text-3xl"
          >
            {copy.heading}
          </h2>
          {/* Opens the island's dialog with no script, at the first tap. */}
          <Button
            variant="outline"
            commandfor={ids.dialog}
            command="show-modal"
            className="nojs:hidden"
          >
            <span
              aria-hidden="true"
              className="icon-[lucide--pen-line] size-5"
            />
            {copy.writeReview}
          </Button>
        </div>

        <div className="mt-6 rounded-card bg-surface p-6">
          <RatingSummary summary={summary} copy={copy} locale={locale} />
        </div>

        <div className="mt-6 nojs:hidden">
          <ReviewFilter copy={copy} locale={locale} />
        </div>

        <p
          id={ids.status}
          role="status"
          className="mt-4 font-medium text-brand empty:hidden"
        />

        <div data-cards="" className="mt-2">
          <div id={ids.added} className="contents" />
          {shown.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              copy={copy}
              locale={locale}
            />
          ))}
        </div>

        <div
          data-reviews-empty=""
          hidden
          className="mt-6 rounded-card border border-line p-8 text-center"
        >
          <p className="text-ink-muted">{copy.emptyFilter}</p>
          <Button variant="outline" className="mt-4" data-reviews-reset="">
            {copy.showAll}
          </Button>
        </div>

        <div className="mt-6 text-center nojs:hidden">
          <Button
            variant="outline"
            hidden={remaining <= 0}
            data-reviews-more=""
            data-label={copy.showMoreReviews}
            data-remaining={remaining}
          >
            {fill(copy.showMoreReviews, {
              remaining: formatNumber(remaining, locale),
            })}
          </Button>
        </div>
      </section>
    </review-list>
  );
}
