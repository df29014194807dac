import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import type { z } from "astro/zod";
import { contentDir } from "./content-dir";
import { COLLECTIONS, type CollectionName } from "./schemas/collections";
import { pageTranslationSchema } from "./schemas/page";

/**
 * Astro's collections, one per row of the table in src/schemas/collections.ts,
 * each with its schema from src/schemas/. A wrong edit fails the build with
 * the file, the field and the reason. Checks that hold for any product live
 * in the schemas; the figures this store's specification pins are checked in
 * src/content/spec-figures.test.ts and spec-product.test.ts. settings.yaml is read before the build
 * starts, with its VITE_* overrides (src/lib/config.ts), so it is no
 * collection.
 */

/** The folder the content comes from: src/content unless CONTENT_DIR says. */
const folder = contentDir();

type Row = (typeof COLLECTIONS)[CollectionName];

const loaderOf = (row: Row) =>
  "file" in row
    ? file(`${folder}/${row.file}.yaml`)
    : glob({ pattern: `*.${row.extension}`, base: `${folder}/${row.folder}` });

const collectionOf = (row: Row) =>
  defineCollection<z.ZodType>({ loader: loaderOf(row), schema: row.schema });

/**
 * Each collection typed with its own row's schema, so that Astro's generated
 * entry types (CollectionEntry<"product">) are the schema's output.
 */
type Collections = {
  [C in CollectionName]: Omit<ReturnType<typeof collectionOf>, "schema"> & {
    schema: (typeof COLLECTIONS)[C]["schema"];
  };
};

// Object.fromEntries types its keys as any string; the rows are the table's.
const made = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([name, row]) => [name, collectionOf(row)]),
) as Record<CollectionName, ReturnType<typeof collectionOf>>;

/**
 * The pages' translations, src/content/pages/<locale>/<page>.md, each
 * named `<locale>/<page>`: the texts of the page in src/content/pages/ it
 * translates (lib/content.ts, getPage).
 */
const pageTranslations = defineCollection({
  loader: glob({ pattern: "*/*.md", base: `${folder}/pages` }),
  schema: pageTranslationSchema,
});

export const collections = {
  ...(made as Collections),
  pageTranslations,
};
