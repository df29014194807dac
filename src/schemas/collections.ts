import type { SchemaContext } from "astro:content";
import { storeSchema } from "./store";
import { productSchema } from "./product";
import { ratingSummarySchema, reviewSchema } from "./reviews";
import { faqSchema } from "./faq";
import { relatedSchema } from "./related";
import { chromeSchema } from "./chrome";
import { copySchema } from "./copy";
import { currenciesSchema } from "./currencies";
import { pageSchema } from "./page";
import { experimentSchema } from "./experiment";
import { feedsSchema } from "./feeds";
import { priceClaimsSchema } from "./price-claims";

/**
 * Every collection of what an operator edits in src/content/ (or the folder
 * CONTENT_DIR names), in the order the store editor lists them. This table
 * is their one home: content.config.ts makes Astro's collections from it,
 * lib/content.ts reads entries by its names and ids, and the editor's
 * configuration (lib/editor-config.ts) makes its files from it.
 *
 * - A YAML file whose data sits under one key (`product:`) names it as
 *   `entry`: the entry's id for Astro, the key for the editor.
 * - A YAML file that is a list at its top level has no `entry`.
 * - A folder holds one entry per file, named by the file.
 * - `translated`: each other language may have its texts, in
 *   src/content/<code>/<file>.yaml (a folder's in <code>/<folder>/, the
 *   pages' in pages/<code>/), and the editor shows them side by side.
 */
export const COLLECTIONS = {
  product: {
    file: "product",
    translated: true,
    entry: "product",
    label: "Product",
    schema: productSchema,
  },
  related: {
    file: "related",
    translated: true,
    label: "You will also like",
    schema: relatedSchema,
  },
  reviews: {
    file: "reviews",
    translated: true,
    label: "Reviews",
    schema: reviewSchema,
  },
  ratingSummary: {
    file: "rating-summary",
    entry: "summary",
    label: "Rating summary",
    schema: ratingSummarySchema,
  },
  faq: {
    file: "faq",
    translated: true,
    entry: "faq",
    label: "Questions and answers",
    schema: faqSchema,
  },
  store: {
    file: "store",
    translated: true,
    entry: "store",
    label: "Store facts",
    schema: storeSchema,
  },
  chrome: {
    file: "chrome",
    translated: true,
    entry: "chrome",
    label: "Banner, menus, footer",
    schema: chromeSchema,
  },
  copy: {
    file: "copy",
    translated: true,
    entry: "copy",
    label: "Texts of the pages",
    schema: copySchema,
  },
  currencies: {
    file: "currencies",
    translated: true,
    entry: "currencies",
    label: "Currencies",
    schema: currenciesSchema,
  },
  priceClaims: {
    file: "price-claims",
    entry: "priceClaims",
    label: "Price claims per market",
    schema: priceClaimsSchema,
  },
  feeds: {
    file: "feeds",
    entry: "feeds",
    label: "Product feeds",
    schema: feedsSchema,
  },
  /** About and the policies: Markdown with frontmatter. */
  pages: {
    folder: "pages",
    translated: true,
    extension: "md",
    label: "About and policies",
    schema: pageSchema,
  },
  /** Split tests, one file each, named by the file: none by default. */
  experiments: {
    folder: "experiments",
    translated: true,
    extension: "yaml",
    label: "Split tests",
    schema: experimentSchema,
  },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

/** The collections kept in one YAML file each. */
export type FileCollection = {
  [C in CollectionName]: (typeof COLLECTIONS)[C] extends { file: string }
    ? C
    : never;
}[CollectionName];

/** The collections whose file holds one entry under a key, and that key. */
export type EntryCollection = {
  [C in CollectionName]: (typeof COLLECTIONS)[C] extends { entry: string }
    ? C
    : never;
}[CollectionName];

/** The id of a single-entry collection's entry: `summary` for rating-summary.yaml. */
export const entryId = <C extends EntryCollection>(
  collection: C,
): (typeof COLLECTIONS)[C]["entry"] => COLLECTIONS[collection].entry;

/** A schema as Astro uses it: a function of its helpers (image()) is called. */
export type MadeSchema<S> = S extends (context: SchemaContext) => infer R
  ? R
  : S;

/**
 * A collection's schema, made with `context` where it takes Astro's helpers
 * (the editor and the tests stand in for image()).
 */
export function schemaOf<C extends CollectionName>(
  collection: C,
  context: SchemaContext,
) {
  const schema: (typeof COLLECTIONS)[CollectionName]["schema"] =
    COLLECTIONS[collection].schema;
  return (
    typeof schema === "function" ? schema(context) : schema
  ) as MadeSchema<(typeof COLLECTIONS)[C]["schema"]>;
}
