import { z } from "astro/zod";
import {
  amount,
  currencyCode,
  LOCALE_CODE,
  matching,
  text,
  uniqueBy,
} from "./fields";

/** A country as ISO 3166-1 alpha-2: "US", "GB", "DE". */
const country = matching(/^[A-Z]{2}$/, "must be a country code like US or DE");

/**
 * The product feeds for Google Merchant Center and Meta catalogs
 * (src/content/feeds.yaml, docs/product-feeds.md): off for a store that has
 * no use for them. Prices, colours, images and availability come from the
 * product, so a feed cannot disagree with the page.
 */
export const feedsSchema = z.object({
  /** Off: no feed is built. */
  on: z.boolean(),
  /**
   * The product's id in every feed: each colour's item is "<id>-<colour>",
   * the same in every country's feed.
   */
  id: matching(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/,
    "must be 1 to 40 letters, digits, hyphens or underscores",
  ),
  brand: text,
  /** The barcode number (GTIN), when the product has one. */
  gtin: matching(
    /^(\d{8}|\d{12,14})$/,
    "must be 8, 12, 13 or 14 digits",
  ).optional(),
  /** The maker's part number, when it has one. */
  mpn: text.optional(),
  /** Google's product category, by name or number: "Luggage & Bags > Backpacks". */
  googleProductCategory: text,
  /** One feed per target: its countries, their currency and shipping. */
  targets: z
    .array(
      z.object({
        /** The feed's name in its address: /feeds/google-<name>.xml. */
        name: matching(
          /^[a-z0-9][a-z0-9-]{0,31}$/,
          "must be 1 to 32 lower-case letters, digits or hyphens",
        ),
        countries: z.array(country).min(1),
        currency: currencyCode,
        shipping: z.object({ price: amount, service: text }),
        /**
         * The language of the feed's texts and of the page its items link
         * to (/de?color=black): one of settings.yaml's `locales`, the first
         * when left out. Merchant Center takes a feed per country and
         * language.
         */
        language: matching(
          LOCALE_CODE,
          "must be a language code, like de or pt-BR",
        ).optional(),
      }),
    )
    .min(1)
    .superRefine(uniqueBy((target) => target.name, "Target")),
});
