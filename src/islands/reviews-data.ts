import type { NewReviewsProps } from "@/components/reviews/new-reviews";
import type { IslandProps } from "@/components/ui/island-boundary";
import { newReviewsProps } from "@/lib/reviews-content";

/**
 * Everything the write-a-review island needs (reviews-island.tsx), built at
 * build time from content, as plain data (src/lib/reviews-content.ts).
 */
export const reviewsData = (): Promise<IslandProps<NewReviewsProps>> =>
  newReviewsProps();
