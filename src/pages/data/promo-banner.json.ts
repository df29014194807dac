import type { APIRoute } from "astro";
import { promoBannerProps } from "@/components/layout/promo-banner-props";

/** The promo banner island's data (promo-banner-island.tsx), a static file. */
export const GET: APIRoute = async () =>
  Response.json(await promoBannerProps());
