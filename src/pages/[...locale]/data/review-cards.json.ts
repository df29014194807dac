import type { APIRoute, GetStaticPaths } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HiddenReviewCards } from "@/components/reviews/review-card";
import type { ReviewCardsData } from "@/lib/data-files";
import { laterReviews } from "@/islands/reviews-data";
import { localeOf, localePaths } from "@/lib/locales";

/**
 * /data/review-cards.json: the cards of every review after the first 8,
 * rendered at build time by the component that renders the page's own, all
 * `hidden`. The reviews section's element fetches it after `load` and adds
 * it to the list, for the filter and "Show more reviews"
 * (src/components/reviews/reviews-section-element.ts), so the page's HTML stays the size of 8 reviews
 * however many the store imports.
 */
export const getStaticPaths = (() => localePaths("/")) satisfies GetStaticPaths;

/** One file per language: /de/data/review-cards.json. */
export const GET: APIRoute = async ({ params }) =>
  Response.json({
    html: renderToStaticMarkup(
      createElement(
        HiddenReviewCards,
        await laterReviews(localeOf(params.locale)),
      ),
    ),
  } satisfies ReviewCardsData);
