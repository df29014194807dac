import type { APIRoute, GetStaticPaths } from "astro";
import { productHeroData } from "@/islands/product-hero-data";
import { reviewsData } from "@/islands/reviews-data";
import { ISLAND_DATA, type IslandDataName } from "@/lib/island-data";
import { localeOf, localeParams, type Locale } from "@/lib/locales";

/** Each island's data, made by the function its pre-rendering calls too. */
const MAKERS: Record<IslandDataName, (locale: Locale) => Promise<unknown>> = {
  reviews: reviewsData,
  "product-hero": productHeroData,
};

export const getStaticPaths = (() =>
  localeParams("/").flatMap(({ locale }) =>
    ISLAND_DATA.map((island) => ({ params: { locale, island } })),
  )) satisfies GetStaticPaths;

/**
 * /data/<island>.json, /de/data/<island>.json: an island's data in a
 * language (src/lib/island-data.ts), a static file.
 */
export const GET: APIRoute = async ({ params }) =>
  Response.json(
    await MAKERS[params.island as IslandDataName](localeOf(params.locale)),
  );
