import type { ReactNode } from "react";
import { ProductHero } from "@/components/product/product-hero";
import { islandData } from "@/lib/island-data";
import { island } from "./island";
import type { ProductHeroData } from "./product-hero-data";

/**
 * The gallery's images with their srcsets, the colours and the texts, a
 * file of their own (src/lib/island-data.ts): a gallery of photos does not
 * swell the HTML.
 */
const data = await islandData<ProductHeroData>(
  "product-hero",
  import.meta.env.SSR &&
    (async () => (await import("./product-hero-data")).productHeroData()),
);

const Hero = island(ProductHero);

/**
 * The product hero island (client:intent): the gallery and the colour
 * picker, with the page's static slots around the picker.
 */
export const ProductHeroIsland = (slots: {
  summary?: ReactNode;
  purchase?: ReactNode;
}) => <Hero {...data} {...slots} />;
