import { z } from "astro/zod";
import { text, prose, pageMeta } from "./fields";

/** About and the policies: Markdown, with {storeName}-style placeholders. */
export const pageSchema = z.object({
  title: text,
  meta: pageMeta,
  /** The page's h1 when it differs from the title. */
  heading: text.optional(),
  /** Policy pages show a "Last updated" date and are listed in the footer. */
  policy: z.boolean().default(false),
  badgesHeading: text.optional(),
  /**
   * A section the page adds while a split test is on (the privacy policy's
   * word on how visitors are split: docs/split-tests.md).
   */
  splitTestNotice: z.object({ heading: text, text: prose }).optional(),
  /**
   * A section the page adds while the sales ledger reports sales to the ad
   * platforms (the privacy policy's word on it: docs/sales-ledger.md).
   */
  salesReportingNotice: z.object({ heading: text, text: prose }).optional(),
});

/**
 * A page's translation (src/content/pages/<locale>/<page>.md): its texts
 * only, each optional, over the first language's page; its body replaces
 * the page's.
 */
export const pageTranslationSchema = pageSchema
  .omit({ policy: true, splitTestNotice: true, salesReportingNotice: true })
  .partial()
  .extend({
    meta: pageMeta.partial().optional(),
    splitTestNotice: z
      .object({ heading: text, text: prose })
      .partial()
      .optional(),
    salesReportingNotice: z
      .object({ heading: text, text: prose })
      .partial()
      .optional(),
  })
  .strict();
