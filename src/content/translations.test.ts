// @vitest-environment node
/**
 * Every translation, written over the file it translates, is content the
 * file's own schema accepts: a German page title is held to the same 70
 * characters as the English one, as the store editor holds it
 * (lib/cms-config.ts). The build merges translations without the schema
 * (lib/content.ts), so this is where a translation's lengths are checked.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { translate } from "@/lib/translation";
import {
  COLLECTIONS,
  schemaOf,
  type CollectionName,
} from "@/schemas/collections";
import { LOCALE_CODE } from "@/schemas/fields";

const content = new URL(".", import.meta.url).pathname;
const read = (path: string): unknown =>
  yaml.load(readFileSync(join(content, path), "utf8"));

/** Images as paths: the files themselves are the build's to check. */
const context = { image: () => z.string() } as unknown as SchemaContext;

const languages = readdirSync(content, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && LOCALE_CODE.test(entry.name))
  .map((entry) => entry.name);

/** Each translation file, with the original and the schema it must pass. */
const cases = languages.flatMap((language) =>
  (Object.keys(COLLECTIONS) as CollectionName[]).flatMap((name) => {
    const row = COLLECTIONS[name];
    if (!("translated" in row) || !row.translated) return [];
    if ("file" in row) {
      const path = `${language}/${row.file}.yaml`;
      if (!existsSync(join(content, path))) return [];
      const schema = schemaOf(name, context) as z.ZodType;
      return [
        {
          path,
          original: read(`${row.file}.yaml`),
          translation: read(path),
          schema:
            "entry" in row
              ? z.object({ [row.entry]: schema })
              : z.array(schema),
        },
      ];
    }
    if (row.extension !== "yaml") return [];
    const folder = join(content, language, row.folder);
    if (!existsSync(folder)) return [];
    return readdirSync(folder).map((file) => ({
      path: `${language}/${row.folder}/${file}`,
      original: read(`${row.folder}/${file}`),
      translation: read(`${language}/${row.folder}/${file}`),
      schema: schemaOf(name, context) as z.ZodType,
    }));
  }),
);

describe("the translations", () => {
  it("are there to check", () => {
    expect(cases.length).toBeGreaterThan(languages.length);
  });

  it.each(cases.map((entry) => [entry.path, entry] as const))(
    "%s fits its original and passes its schema",
    (_, { original, translation, schema }) => {
      const { value, problems } = translate(original, translation);
      expect(problems).toEqual([]);
      const result = schema.safeParse(value);
      expect(
        result.success
          ? []
          : result.error.issues.map(
              (issue) => `${issue.path.join(".")}: ${issue.message}`,
            ),
      ).toEqual([]);
    },
  );
});
