import { islandData } from "@/lib/island-data";
import { PromoBanner, type PromoBannerProps } from "./promo-banner";

/**
 * The banner's messages and labels (src/lib/island-data.ts): every page
 * carries them once, as the slides' HTML, instead of again as props.
 */
export const promoBannerData = await islandData<PromoBannerProps>(
  "/data/promo-banner.json",
);

/** The promo banner island: <PromoBanner> with its island data. */
export function PromoBannerIsland() {
  return <PromoBanner {...promoBannerData.get()} />;
}
