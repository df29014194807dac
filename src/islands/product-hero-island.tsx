import { islandData } from "@/lib/island-data";
import type { ProductHeroData } from "./product-hero-props";
import { ProductHero } from "./product-hero";

/**
 * The gallery's images with their srcsets, the colours and the texts
 * (src/lib/island-data.ts): a gallery of photos does not swell the HTML.
 */
export const productHeroData = await islandData<ProductHeroData>(
  "/data/product-hero.json",
);

/** The hero island: <ProductHero> with its island data and the page's slots. */
export function ProductHeroIsland({
  summary,
  purchase,
}: {
  summary?: React.ReactNode;
  purchase?: React.ReactNode;
}) {
  return (
    <ProductHero
      {...productHeroData.get()}
      summary={summary}
      purchase={purchase}
    />
  );
}
