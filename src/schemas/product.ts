import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  text,
  prose,
  amount,
  currencyCodeSchema,
  priceHistory,
  pageMeta,
  described,
  uniqueBy,
  hex,
} from "./fields";
import { GALLERY_LIMITS } from "./gallery-limits";

/** The message of a list past what the page can show (gallery-limits.ts). */
const atMost = (count: number, what: string) =>
  `must have at most ${count} ${what}: the product page shows no more`;

export const productSchema = ({ image }: SchemaContext) =>
  z
    .object({
      title: text,
      description: prose,
      meta: pageMeta,
      badge: text,
      sold: z.number().int().nonnegative(),
      /** Whether it can be bought now: the structured data and the feeds say so. */
      availability: z
        .enum(["in_stock", "out_of_stock", "preorder", "backorder"])
        .default("in_stock"),
      condition: z.enum(["new", "refurbished", "used"]).default("new"),
      /** The price today, in every currency without its own. */
      price: amount,
      /**
       * The prices it was offered at, dated: a struck-through price and a
       * savings badge show only where this history supports them under the
       * rules of the visitor's market (lib/price-claims.ts).
       */
      priceHistory: priceHistory.optional(),
      /** A currency's own price and history, for one not sold at `price`. */
      currencyPrices: z
        .partialRecord(
          currencyCodeSchema(),
          z.strictObject({
            price: amount,
            priceHistory: priceHistory.optional(),
          }),
        )
        .optional(),
      colours: z
        .array(
          z.object({
            name: text,
            /** Slug in the address: ?color=army-green. */
            value: z.string().regex(/^[a-z0-9-]+$/),
            /** CSS colour of the swatch. */
            swatch: hex,
            /** Index into `gallery` of the image showing this colour. */
            image: z.number().int().nonnegative(),
          }),
        )
        .min(1)
        .max(GALLERY_LIMITS.colours, atMost(GALLERY_LIMITS.colours, "colours"))
        .superRefine(uniqueBy((colour) => colour.value, "Colour")),
      /** The first image is the one the page opens with. */
      gallery: z
        .array(described(image))
        .min(1)
        .max(GALLERY_LIMITS.images, atMost(GALLERY_LIMITS.images, "images")),
      benefits: z.array(text),
      tabs: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            label: text,
            heading: text,
            paragraphs: z.array(prose).min(1),
            points: z.array(prose).optional(),
          }),
        )
        .min(1)
        .superRefine(uniqueBy((tab) => tab.id, "Tab")),
    })
    .superRefine((product, context) => {
      product.colours.forEach((colour, index) => {
        if (colour.image >= product.gallery.length)
          context.addIssue({
            code: "custom",
            path: ["colours", index, "image"],
            message: `there is no gallery image ${colour.image}`,
          });
      });
    });
