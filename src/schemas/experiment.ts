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
 * Auto-distribution (docs/split-tests.md#auto-distribution): off unless
 * turned on; with it on, the sales ledger moves the shares once a UTC day
 * toward the arms that earn more per click, above the control's floor and
 * each variant's minimum, once every arm has its clicks.
 */
const autoDistributionSchema = z
  .object({
    /** Off: the variants keep the shares set above. */
    on: z.boolean().default(false),
    /** The control's least share, in percent. */
    controlFloor: z.number().int().min(1).max(90).default(10),
    /** Each variant's least share, in percent. */
    variantMinimum: z.number().int().min(1).max(45).default(5),
    /** The clicks every arm needs in the window before the shares move. */
    minClicks: z.number().int().min(1).max(1_000_000).default(100),
    /** The whole UTC days before today whose clicks, and their sales, count. */
    windowDays: z.number().int().min(1).max(540).default(30),
  })
  .strict();

/**
 * A split test of the product page (src/content/experiments/<name>.yaml):
 * each variant is pre-rendered as a page of its own, and the host shows a
 * visitor one of them at the page's own address (docs/split-tests.md). The
 * control, the page as built, has the share the variants leave.
 */
export const experimentSchema = z
  .object({
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
    /** Shares that follow the earnings per click; off unless set. */
    autoDistribution: autoDistributionSchema.optional(),
  })
  .refine(
    ({ variants, autoDistribution: auto }) =>
      !auto?.on ||
      auto.controlFloor + auto.variantMinimum * variants.length <= 100,
    {
      path: ["autoDistribution"],
      error:
        "the control's floor and every variant's minimum must fit in 100 %",
    },
  );
