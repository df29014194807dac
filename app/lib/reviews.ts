import type { ImageAsset, SeedReview, StarRating } from "~/content/types";
import { normaliseDraft, type ReviewDraft } from "./review-draft";
import { truncate, truncateAtWord } from "./text";

/** A review as the page holds it (spec §3). */
export interface Review {
  id: number;
  name: string;
  verified: boolean;
  rating: StarRating;
  text: string;
  /** The text cut short with an ellipsis, shown until "Show more". */
  shortText: string;
  /** Whether the text is long enough to toggle "Show more" / "Show less". */
  showMore: boolean;
  /** A URL, or a data URL for an uploaded photo. */
  image: string;
  imageAlt: string;
  date: string;
}

/** Spec §9: seeded reviews are cut at about 130 characters, new ones at 100. */
export const SEED_SHORT_TEXT = 130;
export const NEW_SHORT_TEXT = 100;
export const INITIAL_VISIBLE = 8;
export const VISIBLE_STEP = 4;

/** The seeded sample with its short texts derived. */
export function seedToReviews(
  seeds: readonly SeedReview[],
  placeholder: ImageAsset,
): Review[] {
  return seeds.map((seed) => {
    const shortText = truncateAtWord(seed.text, SEED_SHORT_TEXT);
    return {
      id: seed.id,
      name: seed.name,
      verified: seed.verified,
      rating: seed.rating,
      text: seed.text,
      shortText,
      showMore: shortText !== seed.text,
      image: seed.image?.src ?? placeholder.src,
      imageAlt: seed.image?.alt ?? placeholder.alt,
      date: seed.date,
    };
  });
}

/**
 * Turns a complete draft into the review that goes first in the list: not
 * verified, dated "Just now", with the next id and a placeholder photo when
 * none was given.
 */
export function createReview(
  draft: ReviewDraft & { rating: StarRating },
  existing: readonly Review[],
  placeholder: ImageAsset,
  photoAlt: string,
): Review {
  const { name, text } = normaliseDraft(draft);
  const shortText = truncate(text, NEW_SHORT_TEXT);
  return {
    id: existing.reduce((max, review) => Math.max(max, review.id), 0) + 1,
    name,
    verified: false,
    rating: draft.rating,
    text,
    shortText,
    showMore: Array.from(text).length > NEW_SHORT_TEXT,
    image: draft.image ?? placeholder.src,
    imageAlt: draft.image ? photoAlt : placeholder.alt,
    date: "Just now",
  };
}

/** The reviews with the given rating, or all of them for null. */
export function filterReviews(
  reviews: readonly Review[],
  rating: StarRating | null,
): Review[] {
  return rating === null
    ? [...reviews]
    : reviews.filter((review) => review.rating === rating);
}

/** How many are shown after one more "Show more reviews": 4 more, capped at the total. */
export function showMoreCount(visible: number, total: number): number {
  return Math.min(visible + VISIBLE_STEP, total);
}
