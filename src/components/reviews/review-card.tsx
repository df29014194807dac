import { Picture } from "@/components/ui/picture";
import { Stars } from "@/components/ui/stars";
import type { ReviewsCopy } from "@/lib/content";
import { formatNumber } from "@/lib/numbers";
import { splitText, type Review } from "@/lib/reviews";
import { fill } from "@/lib/template";

export type ReviewCardCopy = Pick<
  ReviewsCopy,
  "verified" | "unverified" | "showMore" | "showLess" | "ratedLabel"
>;

/**
 * One review, as plain markup with no state of its own, so the page's HTML,
 * the cards fetched later and the reviews a shopper posts are the same
 * thing. A long text toggles between its short and full version:
 * the section's element flips the button's `aria-expanded`
 * (reviews-section-element.ts) and the stylesheet shows the text and label that go with it. Without JavaScript
 * the full text shows, with no button. `hidden` leaves it out of the list
 * until the filter and paging show it; `data-rating` is what the filter
 * reads.
 */
export function ReviewCard({
  review,
  copy,
  locale,
  hidden,
}: {
  review: Review;
  copy: ReviewCardCopy;
  /** The page's language, which writes the rating (its reviewer's words stay as written). */
  locale: string;
  hidden?: boolean;
}) {
  return (
    <article
      data-review=""
      data-rating={review.rating}
      hidden={hidden}
      className="group/review review-card"
    >
      <Picture
        image={review.image}
        sizes="(min-width: 40rem) 96px, 64px"
        loading="lazy"
        className="review-photo"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-semibold break-words">{review.name}</h3>
          {review.verified ? (
            <span className="review-verified">
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
        <div className="review-meta">
          <Stars
            rating={review.rating}
            label={fill(copy.ratedLabel, {
              rating: formatNumber(review.rating, locale),
            })}
          />
          <span>{review.date}</span>
        </div>
        <p lang={review.lang} className="review-text">
          {review.showMore ? <LongText review={review} /> : review.text}
        </p>
        {review.showMore ? (
          <button
            type="button"
            aria-expanded="false"
            data-review-toggle=""
            className="group/toggle review-toggle"
          >
            <span className="group-aria-expanded/toggle:hidden">
              {copy.showMore}
            </span>
            <span className="hidden group-aria-expanded/toggle:inline">
              {copy.showLess}
            </span>
          </button>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The short text's words, then an ellipsis until the card is expanded and
 * the rest of the text after; without JavaScript, the whole text.
 */
function LongText({ review }: { review: Review }) {
  const { head, tail } = splitText(review);
  return (
    <>
      {head}
      <span className="group-has-[[aria-expanded=true]]/review:hidden nojs:hidden">
        …
      </span>
      <span className="js:hidden js:group-has-[[aria-expanded=true]]/review:inline">
        {tail}
      </span>
    </>
  );
}

/** Cards for reviews further down the list, left out until shown. */
export function HiddenReviewCards({
  reviews,
  copy,
  locale,
}: {
  reviews: readonly Review[];
  copy: ReviewCardCopy;
  locale: string;
}) {
  return reviews.map((review) => (
    <ReviewCard
      key={review.id}
      review={review}
      copy={copy}
      locale={locale}
      hidden
    />
  ));
}
