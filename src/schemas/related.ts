import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  text,
  amount,
  currencyPrices,
  averageRating,
  described,
  checkOriginalPrices,
} from "./fields";

export const relatedSchema = ({ image }: SchemaContext) =>
  z
    .object({
      id: z.number().int().positive(),
      name: text,
      image: described(image),
      rating: averageRating,
      reviewsCount: z.number().int().nonnegative(),
      price: amount,
      /** Optional; the savings badge is derived from it. */
      originalPrice: amount.optional(),
      currencyPrices,
      colorsAvailable: text,
      /** Where the card leads; without one the card is not a link. */
      url: z.url().optional(),
    })
    .superRefine(checkOriginalPrices);
