/**
 * The reviews section, its later cards and the write-a-review island, from
 * content at build time, as plain data: the page renders the section, the
 * build writes the later cards
 * (src/pages/[...locale]/data/review-cards.json.ts) and the island's data
 * file from them.
 */

import type { NewReviewsProps } from "@/components/reviews/new-reviews";
import type { ReviewCardCopy } from "@/components/reviews/review-card";
import type { ReviewsSectionProps } from "@/components/reviews/reviews-section";
import type { IslandProps } from "@/components/ui/island-boundary";
import { getCopy, getRatingSummary, getReviews } from "@/lib/content";
import { THUMBNAIL, imageAsset } from "@/lib/image-pipeline";
import { inEachLocaleOf, localePath, type Locale } from "@/lib/locales";
import { INITIAL_VISIBLE, seedToReviews, type Review } from "@/lib/reviews";

/** The reviews section's anchor, which the product panel's review count links to. */
export const REVIEWS_ID = "reviews";

/**
 * Where the build writes the cards after the first 8
 * (src/pages/[...locale]/data/review-cards.json.ts).
 */
export const REVIEW_CARDS_PATH = "/data/review-cards.json";

/**
 * The reviews as content gives them: photos through the image pipeline
 * (shown at most 96 px wide), short texts derived, the section's texts with
 * their store placeholders filled.
 */
async function reviewsContent(locale: Locale) {
  const [copy, summary, seeds] = await Promise.all([
    getCopy(locale),
    getRatingSummary(),
    getReviews(locale),
  ]);
  const { placeholder, dropZone, dialog, ...text } = copy.reviews;
  const [placeholderAsset, dropZoneAsset, withPhotos] = await Promise.all([
    // Both are decoration beside text that says it all.
    imageAsset(placeholder, ""),
    imageAsset(dropZone, ""),
    Promise.all(
      seeds.map(async ({ image, ...review }) =>
        image
          ? {
              ...review,
              image: await imageAsset(image.src, image.alt, THUMBNAIL),
            }
          : review,
      ),
    ),
  ]);
  return {
    summary,
    reviews: seedToReviews(withPhotos, placeholderAsset),
    placeholder: placeholderAsset,
    dropZone: dropZoneAsset,
    dialog,
    text,
    errorHeading: copy.error.heading,
  };
}

/** The static section's props (src/components/reviews/reviews-section.tsx). */
export async function reviewsSection(
  locale: Locale,
): Promise<ReviewsSectionProps> {
  const { summary, reviews, text } = await reviewsContent(locale);
  return {
    id: REVIEWS_ID,
    summary,
    reviews: reviews.slice(0, INITIAL_VISIBLE),
    total: reviews.length,
    ...(reviews.length > INITIAL_VISIBLE
      ? { rest: localePath(locale, REVIEW_CARDS_PATH) }
      : {}),
    copy: text,
    locale,
  };
}

/** The reviews after the first 8, and the texts their cards show. */
export async function laterReviews(locale: Locale): Promise<{
  reviews: Review[];
  copy: ReviewCardCopy;
  locale: Locale;
}> {
  const { reviews, text } = await reviewsContent(locale);
  return { reviews: reviews.slice(INITIAL_VISIBLE), copy: text, locale };
}

/**
 * Everything the write-a-review island needs (reviews-island.tsx): its
 * props (new-reviews.tsx) with its error screen's heading.
 */
export async function reviewsData(
  locale: Locale,
): Promise<IslandProps<NewReviewsProps>> {
  const { reviews, placeholder, dropZone, dialog, text, errorHeading } =
    await reviewsContent(locale);
  return {
    id: REVIEWS_ID,
    lastId: Math.max(0, ...reviews.map((review) => review.id)),
    placeholder,
    dropZoneImage: dropZone,
    copy: {
      dialog,
      starLabel: text.starLabel,
      thanks: text.thanks,
      justNow: text.justNow,
      verified: text.verified,
      unverified: text.unverified,
      showMore: text.showMore,
      showLess: text.showLess,
      ratedLabel: text.ratedLabel,
    },
    locale,
    errorHeading,
  };
}

/** The write-a-review island's data in each language the product page is built in. */
export const reviewsDataByLocale = () => inEachLocaleOf("/", reviewsData);
