import { islandData } from "@/lib/island-data";
import type { ReviewsSectionProps } from "./reviews-section";
import { ReviewsSection } from "./reviews-section";

/**
 * Every review, the summary and the section's texts (src/lib/island-data.ts):
 * an imported feed of hundreds of reviews does not swell the page's HTML.
 */
export const reviewsData =
  await islandData<ReviewsSectionProps>("/data/reviews.json");

/** The reviews island: <ReviewsSection> with its island data; no props. */
export function ReviewsIsland() {
  return <ReviewsSection {...reviewsData.get()} />;
}
