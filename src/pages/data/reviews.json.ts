import type { APIRoute } from "astro";
import { reviewsSectionProps } from "@/components/reviews/reviews-props";

/** The reviews island's data (reviews-island.tsx), a static file. */
export const GET: APIRoute = async () =>
  Response.json(await reviewsSectionProps());
