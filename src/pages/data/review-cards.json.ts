import type { APIRoute } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HiddenReviewCards } from "@/components/reviews/review-card";
import type { ReviewCardsData } from "@/lib/data-files";
import { laterReviews } from "@/islands/reviews-data";

/**
 * /data/review-cards.json: the cards of every review after the first 8,
 * rendered at build time by the component that renders the page's own, all
 * `hidden`. The reviews section's element fetches it after `load` and adds
 * it to the list, for the filter and "Show more reviews"
 * (src/components/reviews/reviews-section-element.ts), so the page's HTML stays the size of 8 reviews
 * however many the store imports.
 */
export const GET: APIRoute = async () =>
  Response.json({
    html: renderToStaticMarkup(
      createElement(HiddenReviewCards, await laterReviews()),
    ),
  } satisfies ReviewCardsData);
