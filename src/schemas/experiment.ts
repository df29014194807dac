import { z } from "astro/zod";
import { CONTROL, EXPERIMENT_NAME } from "./experiment-names";
import { matching, text, uniqueBy } from "./fields";

/** A name that goes into an address, a sub-id and an event: "buy-now-wording". */
const slug = matching(
  EXPERIMENT_NAME,
  "must be 1 to 32 lower-case letters, digits or hyphens, starting with a letter or digit",
);

/**
 * One variant: a name, its share of visitors, and the content fields it
 * changes on the product page. A field it leaves out stays as the page has
 * it.
 */
const variantSchema = z.object({
  name: slug.refine((name) => name !== CONTROL, {
    error: `"${CONTROL}" is the page as built; name the variant otherwise`,
  }),
  /** Percent of visitors who see this variant. */
  share: z.number().int().min(1).max(99),
  /** The product's name as the page's heading. */
  headline: text.optional(),
  /** BUY NOW's label. */
  buyNow: text.optional(),
  /** The benefits under BUY NOW, in their order. */
  benefits: z.array(text).min(1).optional(),
  /** The promo banner's messages, in their order. */
  bannerMessages: z.array(text).min(1).optional(),
});

/**
 * A split test of the product page (src/content/experiments/<name>.yaml):
 * each variant is pre-rendered as a page of its own, and the host shows a
 * visitor one of them at the page's own address (docs/split-tests.md). The
 * control, the page as built, has the share the variants leave.
 */
export const experimentSchema = z.object({
  /** Off: every visitor sees the control, and no variant page is built. */
  on: z.boolean(),
  /** The page it tests: the product page. */
  page: z.literal("/"),
  variants: z
    .array(variantSchema)
    .min(1)
    .superRefine(uniqueBy((variant) => variant.name, "Variant"))
    .refine(
      (variants) => variants.reduce((sum, { share }) => sum + share, 0) < 100,
      {
        error:
          "the variants' shares must leave the control some: under 100 in all",
      },
    ),
});
