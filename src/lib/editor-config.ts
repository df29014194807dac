import { z } from "astro/zod";
import {
  chromeSchema,
  copySchema,
  currenciesSchema,
  faqSchema,
  pageSchema,
  experimentSchema,
  feedsSchema,
  productSchema,
  ratingSummarySchema,
  relatedSchema,
  reviewSchema,
  settingsSchema,
  storeSchema,
} from "@/content.config";
import { cmsConfig, type CmsFile, type JsonSchema } from "./cms-config";
import { contentDir } from "@/content-dir";

/** Images as the editor's image field; Astro's image() checks the file at build time. */
const context = {
  image: () => z.string().meta({ cms: "image" }),
} as unknown as Parameters<typeof productSchema>[0];

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/**
 * The store editor's configuration for this store's content: every file of
 * its content folder (src/content unless CONTENT_DIR names another) and the
 * Markdown pages, saved to `repo` on `branch`.
 */
export function editorConfig(
  cms: { repo: string; branch: string },
  folder: string = contentDir(),
) {
  const file = (
    name: string,
    label: string,
    schema: z.ZodType,
    key?: string,
  ): CmsFile => ({
    name,
    label,
    file: `${folder}/${name}.yaml`,
    schema: json(schema),
    key,
  });
  return cmsConfig({
    ...cms,
    mediaFolder: `${folder}/images`,
    files: [
      file("product", "Product", productSchema(context), "product"),
      file("related", "You will also like", z.array(relatedSchema(context))),
      file("reviews", "Reviews", z.array(reviewSchema(context))),
      file("rating-summary", "Rating summary", ratingSummarySchema, "summary"),
      file("faq", "Questions and answers", faqSchema, "faq"),
      file("store", "Store facts", storeSchema(context), "store"),
      file("chrome", "Banner, menus, footer", chromeSchema(context), "chrome"),
      file("copy", "Texts of the pages", copySchema(context), "copy"),
      file("currencies", "Currencies", currenciesSchema, "currencies"),
      file("feeds", "Product feeds", feedsSchema, "feeds"),
      file("settings", "Settings", settingsSchema, "settings"),
    ],
    pages: { folder: `${folder}/pages`, schema: json(pageSchema) },
    experiments: {
      folder: `${folder}/experiments`,
      schema: json(experimentSchema),
    },
  });
}
