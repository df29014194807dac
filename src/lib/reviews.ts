import type { Review as ContentReview } from "@/lib/content";
import type { ImageAsset } from "@/lib/image-asset";
import { normaliseDraft, type CompleteDraft } from "@/lib/review-draft";
import { fill } from "@/lib/template";
import { truncate, truncateAtWord } from "@/lib/text";

/** A review as content gives it to the island, its photo already through the image pipeline. */
export type ReviewSeed = Omit<ContentReview, "image"> & { image?: ImageAsset };

/** A review as the page holds it. */
export type Review = Omit<ReviewSeed, "image"> & {
  /** The text cut short with an ellipsis, shown until "Show more". */
  shortText: string;
  /** Whether the text is long enough to toggle "Show more" / "Show less". */
  showMore: boolean;
  /** The review's photo, an uploaded one as a data URL, or the placeholder. */
  image: ImageAsset;
};

/** Spec §9: seeded reviews are cut at about 130 characters, new ones at 100. */
export const SEED_SHORT_TEXT = 130;
export const NEW_SHORT_TEXT = 100;
export const INITIAL_VISIBLE = 8;
export const VISIBLE_STEP = 4;

/** The seeded sample with its short texts derived. */
export function seedToReviews(
  seeds: readonly ReviewSeed[],
  placeholder: ImageAsset,
): Review[] {
  return seeds.map((seed) => {
    const shortText = truncateAtWord(seed.text, SEED_SHORT_TEXT);
    return {
      ...seed,
      shortText,
      showMore: shortText !== seed.text,
      image: seed.image ?? placeholder,
    };
  });
}

/**
 * Turns a complete draft into the review that goes first in the list: not
 * verified, dated `labels.date` ("Just now"), with the id after `lastId`
 * (the highest id so far), and the placeholder photo when none was given.
 * `labels.photoAlt` describes an uploaded photo; its {name} is the
 * reviewer's.
 */
export function createReview(
  draft: CompleteDraft,
  lastId: number,
  placeholder: ImageAsset,
  labels: { date: string; photoAlt: string },
): Review {
  const { name, text, rating, image } = normaliseDraft(draft);
  const shortText = truncate(text, NEW_SHORT_TEXT);
  return {
    id: lastId + 1,
    name,
    verified: false,
    rating,
    text,
    shortText,
    showMore: shortText !== text,
    // Shown in the same square box as the placeholder, whatever its shape.
    image: image
      ? {
          src: image,
          alt: fill(labels.photoAlt, { name }),
          width: placeholder.width,
          height: placeholder.height,
        }
      : placeholder,
    date: labels.date,
  };
}

/**
 * A long review's text as a card shows it: `head` (the short text without
 * its ellipsis, which always begins the text) and `tail` (the rest). The
 * card shows head and an ellipsis until "Show more", then head and tail, so
 * the page carries the text once.
 */
export function splitText(review: Pick<Review, "text" | "shortText">): {
  head: string;
  tail: string;
} {
  const head = review.shortText.replace(/…$/, "");
  if (!review.text.startsWith(head))
    throw new Error(`A short text must begin its review: "${head}"`);
  return { head, tail: review.text.slice(head.length) };
}

/** How many are shown after one more "Show more reviews": 4 more, capped at the total. */
export function showMoreCount(visible: number, total: number): number {
  return Math.min(visible + VISIBLE_STEP, total);
}
