// The write-a-review dialog's own logic, apart from the review list's.

export type StarRating = 1 | 2 | 3 | 4 | 5;

/** The rating scale, lowest first (1-5). */
export const STAR_RATINGS: readonly StarRating[] = [1, 2, 3, 4, 5];

/** The longest name and text the form takes; the content schema allows the same name length. */
export const MAX_NAME_LENGTH = 80;
export const MAX_TEXT_LENGTH = 5000;

export interface ReviewDraft {
  name: string;
  rating: StarRating | null;
  text: string;
  /** Data URL of the chosen photo, already redrawn as a JPEG. */
  image: string | null;
}

/** A draft with everything required set. */
export type CompleteDraft = ReviewDraft & { rating: StarRating };

export const EMPTY_DRAFT: ReviewDraft = {
  name: "",
  rating: null,
  text: "",
  image: null,
};

/** Trims a draft; a name or text of only spaces counts as blank. */
export function normaliseDraft<T extends ReviewDraft>(draft: T): T {
  return { ...draft, name: draft.name.trim(), text: draft.text.trim() };
}

/** Name, rating and text are required. */
export function isDraftComplete(draft: ReviewDraft): draft is CompleteDraft {
  const { name, rating, text } = normaliseDraft(draft);
  return name !== "" && text !== "" && rating !== null;
}

/**
 * The name, rating and text a review form's native controls hold (fields
 * named name, rating and text): what a shopper entered before the island
 * woke. A rating outside the scale counts as none.
 */
export function draftFromFormData(
  data: FormData,
): Pick<ReviewDraft, "name" | "rating" | "text"> {
  const rating = Number(data.get("rating"));
  return {
    name: String(data.get("name") ?? ""),
    rating: STAR_RATINGS.find((stars) => stars === rating) ?? null,
    text: String(data.get("text") ?? ""),
  };
}
