import type { APIRoute } from "astro";
import { productHeroProps } from "@/components/product/product-hero-props";

/** The product hero island's data (product-hero-island.tsx), a static file. */
export const GET: APIRoute = async () =>
  Response.json(await productHeroProps());
