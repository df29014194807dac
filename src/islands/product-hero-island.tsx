import type { ReactNode } from "react";
import { ProductHero } from "@/components/product/product-hero";
import { islandData, type IslandDataName } from "@/lib/island-data";
import { island } from "./island";
import type { ProductHeroData } from "./product-hero-data";

/**
 * The gallery's images with their srcsets, the colours and the texts, a
 * file of their own (src/lib/island-data.ts): a gallery of photos does not
 * swell the HTML.
 */
/** Its data file's name: the page passes it to client:intent, which fetches the file after `load`. */
export const PRODUCT_HERO_DATA: IslandDataName = "product-hero";

const data = await islandData<ProductHeroData>(
  PRODUCT_HERO_DATA,
  import.meta.env.SSR &&
    (async () =>
      (await import("./product-hero-data")).productHeroDataByLocale()),
);

const Hero = island(ProductHero);

/**
 * The product hero island (client:intent): the gallery and the colour
 * picker, with the page's static slots around the picker.
 */
export const ProductHeroIsland = ({
  locale,
  ...slots
}: {
  /** The page's language, whose data the island shows. */
  locale: string;
  summary?: ReactNode;
  purchase?: ReactNode;
}) => <Hero {...data[locale]!} {...slots} />;
