import { PenLine } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type {
  ImageAsset,
  RatingSummary as Summary,
  ReviewsCopy,
  SeedReview,
  StarRating,
} from "~/content/types";
import {
  INITIAL_VISIBLE,
  createReview,
  filterReviews,
  seedToReviews,
  showMoreCount,
  type Review,
} from "~/lib/reviews";
import type { ReviewDraft } from "~/lib/review-draft";
import { fill } from "~/lib/template";
import { RatingSummary } from "./rating-summary";
import { ReviewCard } from "./review-card";
import { ReviewFilter } from "./review-filter";

const WriteReviewDialog = lazy(() => import("./write-review-dialog"));

/**
 * Summary, filter, list and the write-a-review dialog. Reviews live in page
 * memory only (spec §3): a reload brings back the seeded sample.
 */
export function ReviewsSection({
  id,
  summary,
  seeds,
  placeholder,
  dropZoneImage,
  copy,
}: {
  id: string;
  summary: Summary;
  seeds: readonly SeedReview[];
  placeholder: ImageAsset;
  dropZoneImage: ImageAsset;
  copy: ReviewsCopy;
}) {
  const [reviews, setReviews] = useState<Review[]>(() =>
    seedToReviews(seeds, placeholder),
  );
  const [filter, setFilter] = useState<StarRating | null>(null);
  const [visible, setVisible] = useState(INITIAL_VISIBLE);
  const [writing, setWriting] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const writeButton = useRef<HTMLButtonElement>(null);

  const filtered = filterReviews(reviews, filter);
  const shown = filtered.slice(0, visible);
  const remaining = filtered.length - shown.length;

  const changeFilter = (next: StarRating | null) => {
    setFilter(next);
    setVisible(INITIAL_VISIBLE);
  };

  const addReview = (draft: ReviewDraft & { rating: StarRating }) => {
    setReviews((current) => [
      createReview(
        draft,
        current,
        placeholder,
        `Photo by ${draft.name.trim()}`,
      ),
      ...current,
    ]);
    setAnnouncement(copy.thanks);
  };

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2
          id={`${id}-heading`}
          className="text-2xl font-bold tracking-tight md:text-3xl"
        >
          {copy.heading}
        </h2>
        <Button
          ref={writeButton}
          variant="outline"
          onClick={() => {
            setAnnouncement("");
            setWriting(true);
          }}
        >
          <PenLine aria-hidden="true" className="size-5" />
          {copy.writeReview}
        </Button>
      </div>

      <div className="mt-6 rounded-card bg-surface p-6">
        <RatingSummary summary={summary} basedOn={copy.basedOn} />
      </div>

      <div className="mt-6">
        <ReviewFilter
          label={copy.filterLabel}
          allLabel={copy.allLabel}
          value={filter}
          onChange={changeFilter}
        />
      </div>

      <p role="status" className="mt-4 font-medium text-brand empty:hidden">
        {announcement}
      </p>

      {shown.length > 0 ? (
        <div className="mt-2">
          {shown.map((review) => (
            <ReviewCard key={review.id} review={review} copy={copy} />
          ))}
        </div>
      ) : (
        <div className="mt-6 rounded-card border border-line p-8 text-center">
          <p className="text-ink-muted">{copy.emptyFilter}</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => changeFilter(null)}
          >
            {copy.showAll}
          </Button>
        </div>
      )}

      {remaining > 0 ? (
        <div className="mt-6 text-center">
          <Button
            variant="outline"
            onClick={() => setVisible(showMoreCount(visible, filtered.length))}
          >
            {fill(copy.showMoreReviews, { remaining })}
          </Button>
        </div>
      ) : null}

      {writing ? (
        <Suspense fallback={null}>
          <WriteReviewDialog
            copy={copy.dialog}
            dropZoneImage={dropZoneImage}
            onSubmit={addReview}
            onClose={() => {
              setWriting(false);
              writeButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
