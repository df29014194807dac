import { useCallback, useState } from "react";
import { createPortal } from "react-dom";
import type { ReviewsCopy } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";
import type { CompleteDraft } from "@/lib/review-draft";
import { createReview, type Review } from "@/lib/reviews";
import { useClientValue } from "@/components/product/use-client-value";
import { ReviewCard, type ReviewCardCopy } from "./review-card";
import { reviewsIds } from "./reviews-ids";
import { WriteReviewDialog } from "./write-review-dialog";

/** Everything the island needs, as plain data (src/islands/reviews-data.ts makes it). */
export type NewReviewsProps = {
  /** The reviews section's id (reviews-section.tsx). */
  id: string;
  /** The highest id among the store's reviews: a new one takes the next. */
  lastId: number;
  /** Shown for a review without a photo. */
  placeholder: ImageAsset;
  dropZoneImage: ImageAsset;
  copy: ReviewCardCopy &
    Pick<ReviewsCopy, "dialog" | "starLabel" | "thanks" | "justNow">;
  /** The page's language, which writes the figures. */
  locale: string;
};

/**
 * The write-a-review dialog (the island src/islands/reviews-island.tsx,
 * beside the static section, so its star radios never mix with the
 * filter's). A review posted there goes to the top of the section's list,
 * where the section's element filters and pages it like the others, and the
 * section's live region thanks the shopper. Reviews live in page memory
 * only: a reload brings back the store's own.
 */
export function NewReviews({
  id,
  lastId,
  placeholder,
  dropZoneImage,
  copy,
  locale,
}: NewReviewsProps) {
  const ids = reviewsIds(id);
  const [added, setAdded] = useState<Review[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // The section's elements it writes into, found once it is awake: the
  // pre-rendered HTML has nothing in them.
  const addedList = useClientValue(
    () => document.getElementById(ids.added),
    null,
  );
  const status = useClientValue(
    () => document.getElementById(ids.status),
    null,
  );

  const addReview = (draft: CompleteDraft) => {
    setAdded((current) => [
      createReview(draft, current[0]?.id ?? lastId, placeholder, {
        date: copy.justNow,
        photoAlt: copy.dialog.photoAlt,
      }),
      ...current,
    ]);
    setAnnouncement(copy.thanks);
  };
  // Opening the dialog again clears the thanks, so the next one is read out.
  const clearAnnouncement = useCallback(() => setAnnouncement(""), []);

  return (
    <>
      {addedList
        ? createPortal(
            added.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                copy={copy}
                locale={locale}
              />
            )),
            addedList,
          )
        : null}
      {status && announcement ? createPortal(announcement, status) : null}
      <WriteReviewDialog
        id={ids.dialog}
        headingId={ids.dialogHeading}
        copy={copy.dialog}
        starLabel={copy.starLabel}
        locale={locale}
        dropZoneImage={dropZoneImage}
        onSubmit={addReview}
        onOpen={clearAnnouncement}
      />
    </>
  );
}
