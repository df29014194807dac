import type { APIRoute, GetStaticPaths } from "astro";
import { productHeroData } from "@/islands/product-hero-data";
import { reviewsData } from "@/islands/reviews-data";
import { ISLAND_DATA, type IslandDataName } from "@/lib/island-data";

/** Each island's data, made by the function its pre-rendering calls too. */
const MAKERS: Record<IslandDataName, () => Promise<unknown>> = {
  reviews: reviewsData,
  "product-hero": productHeroData,
};

export const getStaticPaths = (() =>
  ISLAND_DATA.map((island) => ({
    params: { island },
  }))) satisfies GetStaticPaths;

/** /data/<island>.json: an island's data (src/lib/island-data.ts), a static file. */
export const GET: APIRoute = async ({ params }) =>
  Response.json(await MAKERS[params.island as IslandDataName]());
