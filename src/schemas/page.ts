import { z } from "astro/zod";
import { text, pageMeta } from "./fields";

/** About and the policies: Markdown, with {storeName}-style placeholders. */
export const pageSchema = z.object({
  title: text,
  meta: pageMeta,
  /** The page's h1 when it differs from the title. */
  heading: text.optional(),
  /** Policy pages show a "Last updated" date and are listed in the footer. */
  policy: z.boolean().default(false),
  badgesHeading: text.optional(),
});
