import type { ReviewsSectionProps } from "@/components/reviews/reviews-section";
import type { IslandProps } from "@/components/ui/island-boundary";
import { getCopy, getRatingSummary, getReviews } from "@/lib/content";
import { THUMBNAIL, imageAsset } from "@/lib/image-pipeline";

/** The section's anchor, which the product panel's review count links to. */
export const REVIEWS_ID = "reviews";

/**
 * Everything the reviews island needs (reviews-island.tsx), built at build
 * time from content, as plain data: photos through the image pipeline,
 * texts with their store placeholders filled.
 */
export async function reviewsData(): Promise<IslandProps<ReviewsSectionProps>> {
  const [copy, summary, seeds] = await Promise.all([
    getCopy(),
    getRatingSummary(),
    getReviews(),
  ]);
  const { placeholder, dropZone, ...text } = copy.reviews;
  const [placeholderAsset, dropZoneAsset, reviews] = await Promise.all([
    // Both are decoration beside text that says it all.
    imageAsset(placeholder, ""),
    imageAsset(dropZone, ""),
    Promise.all(
      seeds.map(async ({ image, ...review }) =>
        // No `image` key at all without a photo: island props are serialized.
        image
          ? {
              ...review,
              // Shown at most 96 px wide.
              image: await imageAsset(image.src, image.alt, THUMBNAIL),
            }
          : review,
      ),
    ),
  ]);
  return {
    id: REVIEWS_ID,
    summary,
    reviews,
    placeholder: placeholderAsset,
    dropZoneImage: dropZoneAsset,
    copy: text,
    errorHeading: copy.error.heading,
  };
}
