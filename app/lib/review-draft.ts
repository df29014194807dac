import type { StarRating } from "~/content/types";

// The write-a-review dialog's own logic, apart from the review list's, so
// the dialog's script and the product page's share only this.

export interface ReviewDraft {
  name: string;
  rating: StarRating | null;
  text: string;
  /** Data URL of the chosen photo. */
  image: string | null;
}

/** Trims a draft; a name or text of only spaces counts as blank. */
export function normaliseDraft(draft: ReviewDraft): ReviewDraft {
  return { ...draft, name: draft.name.trim(), text: draft.text.trim() };
}

/** Name, rating and text are required (spec §5). */
export function isDraftComplete(
  draft: ReviewDraft,
): draft is ReviewDraft & { rating: StarRating } {
  const { name, rating, text } = normaliseDraft(draft);
  return name !== "" && text !== "" && rating !== null;
}
