/**
 * The store's content as the specification checks read it
 * (spec-figures.test.ts, spec-product.test.ts): the YAML and Markdown files
 * of the content folder the store is built from (src/content-dir.ts), parsed with the collections' own schemas (astro:content
 * itself does not resolve in Vitest; images are any string here, as
 * Astro's image() checks the files at build time).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { load } from "js-yaml";
import {
  COLLECTIONS,
  entryId,
  schemaOf,
  type EntryCollection,
  type MadeSchema,
} from "@/schemas/collections";
import { contentDir } from "../content-dir";

const context = { image: () => z.string() } as unknown as SchemaContext;

/** A path in the store's content folder. */
const here = (path: string) => join(contentDir(), path);
const read = (path: string) => readFileSync(here(path), "utf8");

/** The one entry of a collection's YAML file in the content folder, parsed by its schema. */
export const readEntry = <C extends EntryCollection>(collection: C) =>
  schemaOf(collection, context).parse(
    (
      load(read(`./${COLLECTIONS[collection].file}.yaml`)) as Record<
        string,
        unknown
      >
    )[entryId(collection)],
  ) as z.output<MadeSchema<(typeof COLLECTIONS)[C]["schema"]>>;

/** A collection's YAML file in the content folder that is a list of entries, each parsed by the schema. */
export const readList = <C extends "reviews" | "related">(collection: C) =>
  z
    .array(schemaOf(collection, context))
    .parse(load(read(`./${COLLECTIONS[collection].file}.yaml`))) as z.output<
    MadeSchema<(typeof COLLECTIONS)[C]["schema"]>
  >[];

export type Page = {
  slug: string;
  data: z.output<typeof COLLECTIONS.pages.schema>;
  body: string;
};

/** A Markdown page: its frontmatter between the first two `---` lines, and its body. */
function readPage(file: string): Page {
  const [, frontmatter = "", ...body] = read(`./pages/${file}`).split(
    /^---\r?$/m,
  );
  return {
    slug: file.replace(/\.md$/, ""),
    data: COLLECTIONS.pages.schema.parse(load(frontmatter)),
    body: body.join("---"),
  };
}

/** The cells of each body row of the HTML tables in a page, as text. */
export const tableRows = (page: Page) =>
  [...page.body.matchAll(/<tr>(.*?)<\/tr>/g)]
    .map((row) =>
      [...(row[1] ?? "").matchAll(/<t([hd])[^>]*>(.*?)<\/t[hd]>/g)].map(
        (cell) => [cell[1], cell[2]],
      ),
    )
    .filter((cells) => cells.some(([kind]) => kind === "d"))
    .map((cells) => cells.map(([, text]) => text));

/** Every Markdown page of the pages collection, by file name. */
export const readPages = (): Page[] =>
  readdirSync(here(`./${COLLECTIONS.pages.folder}/`))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map(readPage);
