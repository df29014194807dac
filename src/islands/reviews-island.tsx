import {
  NewReviews,
  type NewReviewsProps,
} from "@/components/reviews/new-reviews";
import type { IslandProps } from "@/components/ui/island-boundary";
import { islandData, type IslandDataName } from "@/lib/island-data";
import { island } from "./island";

/**
 * The write-a-review dialog and the reviews posted on the page. The
 * section itself is static (src/components/reviews/reviews-section.tsx).
 * Its data, the dialog's texts and images, is a file of its own
 * (src/lib/island-data.ts).
 */
/** Its data file's name: the page passes it to client:intent, which fetches the file after `load`. */
export const REVIEWS_DATA: IslandDataName = "reviews";

const data = await islandData<IslandProps<NewReviewsProps>>(
  REVIEWS_DATA,
  import.meta.env.SSR &&
    (async () => (await import("./reviews-data")).reviewsDataByLocale()),
);

const Reviews = island(NewReviews);

/** The reviews island (client:intent): it wakes when its dialog opens. */
export const ReviewsIsland = ({ locale }: { locale: string }) => (
  <Reviews {...data[locale]!} />
);
