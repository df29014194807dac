import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { contentDir } from "./content-dir";
import { storeSchema } from "./schemas/store";
import { productSchema } from "./schemas/product";
import { ratingSummarySchema, reviewSchema } from "./schemas/reviews";
import { faqSchema } from "./schemas/faq";
import { relatedSchema } from "./schemas/related";
import { chromeSchema } from "./schemas/chrome";
import { copySchema } from "./schemas/copy";
import { currenciesSchema } from "./schemas/currencies";
import { pageSchema } from "./schemas/page";
import { experimentSchema } from "./schemas/experiment";
import { feedsSchema } from "./schemas/feeds";

/**
 * The collections of everything an operator edits in src/content/ (or the
 * folder CONTENT_DIR names), each with its schema from src/schemas/. A
 * wrong edit fails the build with the file, the field and the reason.
 * Checks that hold for any product live in the schemas; the figures this
 * store's specification pins are checked in src/content/spec-figures.test.ts.
 * settings.yaml is read before the build starts, with its VITE_* overrides
 * (src/lib/config.ts), so it is no collection.
 */

// The schemas, for the editor's config and the tests.
export { storeSchema } from "./schemas/store";
export { settingsSchema } from "./schemas/settings";
export { productSchema } from "./schemas/product";
export { ratingSummarySchema, reviewSchema } from "./schemas/reviews";
export { faqSchema } from "./schemas/faq";
export { relatedSchema } from "./schemas/related";
export { chromeSchema } from "./schemas/chrome";
export { copySchema } from "./schemas/copy";
export { currenciesSchema } from "./schemas/currencies";
export { pageSchema } from "./schemas/page";
export { experimentSchema } from "./schemas/experiment";
export { feedsSchema } from "./schemas/feeds";

/** The folder the content comes from: src/content unless CONTENT_DIR says. */
const folder = contentDir();
const yamlFile = (name: string) => file(`${folder}/${name}.yaml`);

export const collections = {
  store: defineCollection({ loader: yamlFile("store"), schema: storeSchema }),
  product: defineCollection({
    loader: yamlFile("product"),
    schema: productSchema,
  }),
  ratingSummary: defineCollection({
    loader: yamlFile("rating-summary"),
    schema: ratingSummarySchema,
  }),
  reviews: defineCollection({
    loader: yamlFile("reviews"),
    schema: reviewSchema,
  }),
  faq: defineCollection({ loader: yamlFile("faq"), schema: faqSchema }),
  related: defineCollection({
    loader: yamlFile("related"),
    schema: relatedSchema,
  }),
  chrome: defineCollection({
    loader: yamlFile("chrome"),
    schema: chromeSchema,
  }),
  copy: defineCollection({ loader: yamlFile("copy"), schema: copySchema }),
  currencies: defineCollection({
    loader: yamlFile("currencies"),
    schema: currenciesSchema,
  }),
  pages: defineCollection({
    loader: glob({ pattern: "*.md", base: `${folder}/pages` }),
    schema: pageSchema,
  }),
  feeds: defineCollection({ loader: yamlFile("feeds"), schema: feedsSchema }),
  /** Split tests, one file each, named by the file: none by default. */
  experiments: defineCollection({
    loader: glob({ pattern: "*.yaml", base: `${folder}/experiments` }),
    schema: experimentSchema,
  }),
};
