/** The filter radios' name, which the section's element filters by. */
export const FILTER_NAME = "review-filter";
/** The value of the filter's "All" radio; the others are a number of stars. */
export const FILTER_ALL = "all";

/**
 * The ids inside the reviews section, from the section's own: the static
 * section (reviews-section.tsx) renders the elements, the write-a-review
 * island (new-reviews.tsx) opens its dialog from the section's button and
 * puts what it adds into them. Plain data with no component, so the
 * element (reviews-section-element.ts) imports it without React.
 */
export const reviewsIds = (id: string) => ({
  heading: `${id}-heading`,
  dialog: `${id}-write`,
  dialogHeading: `${id}-write-heading`,
  /** The live region that thanks a shopper for a review. */
  status: `${id}-status`,
  /** At the top of the list: the reviews posted on this page. */
  added: `${id}-added`,
});
