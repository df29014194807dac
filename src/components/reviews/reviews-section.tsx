import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { RatingSummary as Summary, ReviewsCopy } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";
import type { CompleteDraft } from "@/lib/review-draft";
import {
  INITIAL_VISIBLE,
  createReview,
  filterReviews,
  seedToReviews,
  showMoreCount,
  type Review,
  type ReviewSeed,
} from "@/lib/reviews";
import { fill } from "@/lib/template";
import { RatingSummary } from "./rating-summary";
import { ReviewCard } from "./review-card";
import { ReviewFilter, filterValue } from "./review-filter";
import { WriteReviewDialog } from "./write-review-dialog";

/** Everything the section needs, as plain data (src/islands/reviews-data.ts makes it). */
export type ReviewsSectionProps = {
  /** The section's id: the anchor the product panel's review count links to. */
  id: string;
  summary: Summary;
  reviews: readonly ReviewSeed[];
  /** Shown for a review without a photo. */
  placeholder: ImageAsset;
  dropZoneImage: ImageAsset;
  copy: Omit<ReviewsCopy, "placeholder" | "dropZone">;
};

/**
 * Summary, filter, list and the write-a-review dialog (the island
 * src/islands/reviews-island.tsx). Reviews live in page memory only: a
 * reload brings back the seeded sample.
 */
export function ReviewsSection({
  id,
  summary,
  reviews: seeds,
  placeholder,
  dropZoneImage,
  copy,
}: ReviewsSectionProps) {
  const [reviews, setReviews] = useState<Review[]>(() =>
    seedToReviews(seeds, placeholder),
  );
  const [filter, setFilter] = useState<number | null>(null);
  const [visible, setVisible] = useState(INITIAL_VISIBLE);
  const [announcement, setAnnouncement] = useState("");
  const dialogId = `${id}-write`;
  const filterGroup = useRef<HTMLFieldSetElement>(null);

  // A rating chosen before the island woke is still checked (React keeps a
  // radio's state while hydrating): show what it selects.
  useEffect(() => {
    const chosen =
      filterGroup.current?.querySelector<HTMLInputElement>(
        "input:checked",
      )?.value;
    if (chosen && chosen !== filterValue(null)) setFilter(Number(chosen));
  }, []);

  const filtered = filterReviews(reviews, filter);
  const shown = filtered.slice(0, visible);
  const remaining = filtered.length - shown.length;

  const changeFilter = (next: number | null) => {
    setFilter(next);
    setVisible(INITIAL_VISIBLE);
  };

  const addReview = (draft: CompleteDraft) => {
    setReviews((current) => [
      createReview(draft, current, placeholder, {
        date: copy.justNow,
        photoAlt: copy.dialog.photoAlt,
      }),
      ...current,
    ]);
    setAnnouncement(copy.thanks);
  };

  return (
    <>
      <section
        id={id}
        aria-labelledby={`${id}-heading`}
        className="scroll-mt-4"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2
            id={`${id}-heading`}
            className="text-2xl font-bold tracking-tight md:text-3xl"
          >
            {copy.heading}
          </h2>
          {/* Opens the dialog with no script, at the first tap. */}
          <Button
            variant="outline"
            commandfor={dialogId}
            command="show-modal"
            onClick={() => setAnnouncement("")}
          >
            <span
              aria-hidden="true"
              className="icon-[lucide--pen-line] size-5"
            />
            {copy.writeReview}
          </Button>
        </div>

        <div className="mt-6 rounded-card bg-surface p-6">
          <RatingSummary summary={summary} copy={copy} />
        </div>

        <div className="mt-6">
          <ReviewFilter
            ref={filterGroup}
            copy={copy}
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
              onClick={() =>
                setVisible(showMoreCount(visible, filtered.length))
              }
            >
              {fill(copy.showMoreReviews, { remaining })}
            </Button>
          </div>
        ) : null}
      </section>

      {/* Beside the section, not in it: the list's labels and radios stay its own. */}
      <WriteReviewDialog
        id={dialogId}
        headingId={`${id}-write-heading`}
        copy={copy.dialog}
        starLabel={copy.starLabel}
        dropZoneImage={dropZoneImage}
        onSubmit={addReview}
      />
    </>
  );
}
