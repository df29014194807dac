import {
  ReviewsSection,
  type ReviewsSectionProps,
} from "@/components/reviews/reviews-section";
import type { IslandProps } from "@/components/ui/island-boundary";
import { islandData, type IslandDataName } from "@/lib/island-data";
import { island } from "./island";

/**
 * Every review, the summary and the section's texts, a file of their own
 * (src/lib/island-data.ts): an imported feed of hundreds of reviews does
 * not swell the page's HTML.
 */
/** Its data file's name: the page passes it to client:intent, which fetches the file after `load`. */
export const REVIEWS_DATA: IslandDataName = "reviews";

const data = await islandData<IslandProps<ReviewsSectionProps>>(
  REVIEWS_DATA,
  import.meta.env.SSR &&
    (async () => (await import("./reviews-data")).reviewsData()),
);

const Reviews = island(ReviewsSection);

/** The reviews island (client:intent): the section, with no props. */
export const ReviewsIsland = () => <Reviews {...data} />;
