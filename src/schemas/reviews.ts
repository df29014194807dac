import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  asWritten,
  averageRating,
  described,
  prose,
  starRating,
  text,
} from "./fields";

export const ratingSummarySchema = z
  .object({
    /**
     * `fixed`: the figures below, as the specification fixes them.
     * `reviews`: average, total and breakdown computed from reviews.yaml at
     * build time (after an import, say); the figures below are then unused.
     */
    source: z.enum(["fixed", "reviews"]).default("fixed"),
    average: averageRating.optional(),
    total: z.number().int().nonnegative().optional(),
    /** Highest star first. */
    breakdown: z
      .array(
        z.object({
          stars: starRating,
          count: z.number().int().nonnegative(),
          percent: z.number().min(0).max(100),
        }),
      )
      .optional(),
  })
  .superRefine((summary, context) => {
    if (summary.source === "reviews") return;
    for (const key of ["average", "total", "breakdown"] as const)
      if (summary[key] === undefined)
        context.addIssue({
          code: "custom",
          path: [key],
          message: "is required with source: fixed",
        });
    if (summary.breakdown === undefined || summary.total === undefined) return;
    const counted = summary.breakdown.reduce((sum, row) => sum + row.count, 0);
    if (counted !== summary.total)
      context.addIssue({
        code: "custom",
        path: ["total"],
        message: `is ${summary.total}, but the breakdown counts ${counted}`,
      });
  });

export const reviewSchema = ({ image }: SchemaContext) =>
  z.object({
    id: z.number().int().positive(),
    // A review is shown as its reviewer wrote it, in every language.
    name: text.max(80).meta(asWritten),
    verified: z.boolean(),
    rating: starRating,
    text: prose.meta(asWritten),
    image: described(image).optional(),
    /**
     * A relative label such as "2 weeks ago", or the day it was written
     * (2026-11-10, as `npm run reviews:import` writes it), which the build
     * turns into such a label.
     */
    date: z.union([z.date(), text]).meta(asWritten),
  });
