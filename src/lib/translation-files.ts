/**
 * Every translation file of a content folder, checked as the file it
 * translates (lib/translation-check.ts): the build runs this once, before
 * it reads the content (astro.config.mjs, as its first integration), so a
 * file no page reads is checked too.
 */

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "astro/zod";
import yaml from "js-yaml";
import { schemaContext } from "@/lib/editor-config";
import { translationProblems } from "@/lib/translation-check";
import {
  COLLECTIONS,
  schemaOf,
  type CollectionName,
} from "@/schemas/collections";
import { LOCALE_CODE } from "@/schemas/fields";

/** A Markdown page's frontmatter, as the YAML between its `---` lines. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A file's content: YAML, or a Markdown page's frontmatter. */
function contentOf(path: string): unknown {
  const text = readFileSync(path, "utf8");
  if (!path.endsWith(".md")) return yaml.load(text);
  const frontmatter = FRONTMATTER.exec(text)?.[1];
  return frontmatter === undefined ? {} : yaml.load(frontmatter);
}

/** A file's content, or why it cannot be read. */
const read = (path: string): { value: unknown } | { error: string } => {
  try {
    return { value: contentOf(path) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

/** A translation file and the file it translates, paths in the content folder. */
export type TranslationFile = {
  /** The translation, e.g. de/chrome.yaml. */
  translation: string;
  /** The file it translates and its collection; none when there is none. */
  original?: { path: string; collection: CollectionName };
};

type Row = (typeof COLLECTIONS)[CollectionName];

/** What a language's folder translates: de/chrome.yaml, de/experiments/. */
const translatedRows = (
  Object.entries(COLLECTIONS) as [CollectionName, Row][]
).filter(
  ([name, row]) => "translated" in row && row.translated && name !== "pages",
);

const languagesIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && LOCALE_CODE.test(entry.name))
        .map((entry) => entry.name)
    : [];

const filesIn = (folder: string, extension: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder).filter((name) => name.endsWith(`.${extension}`))
    : [];

/**
 * Each translation in the content folder `root`: <code>/<file>.yaml,
 * <code>/experiments/<test>.yaml and pages/<code>/<page>.md, with the file
 * each translates. A file in a language's folder that translates none is
 * listed without one.
 */
export function translationFilesIn(root: string): TranslationFile[] {
  const pair = (
    translation: string,
    path: string,
    collection: CollectionName,
  ): TranslationFile => ({
    translation,
    ...(existsSync(join(root, path)) && { original: { path, collection } }),
  });
  const pairs: TranslationFile[] = [];
  for (const language of languagesIn(root))
    for (const entry of readdirSync(join(root, language), {
      withFileTypes: true,
    })) {
      const translation = `${language}/${entry.name}`;
      const found = translatedRows.find(([, row]) =>
        "file" in row
          ? entry.isFile() && entry.name === `${row.file}.yaml`
          : entry.isDirectory() && entry.name === row.folder,
      );
      if (!found) pairs.push({ translation });
      else if ("file" in found[1])
        pairs.push(pair(translation, entry.name, found[0]));
      else
        for (const name of filesIn(join(root, translation), found[1].extension))
          pairs.push(
            pair(
              `${translation}/${name}`,
              `${found[1].folder}/${name}`,
              found[0],
            ),
          );
    }
  // A page's translation sits in the pages' own folder: pages/de/about.md.
  const { folder, extension } = COLLECTIONS.pages;
  for (const language of languagesIn(join(root, folder)))
    for (const name of filesIn(join(root, folder, language), extension))
      pairs.push(
        pair(`${folder}/${language}/${name}`, `${folder}/${name}`, "pages"),
      );
  return pairs;
}

/** A collection's schema over its whole file: under its entry's key, or a list. */
function fileSchema(collection: CollectionName): z.ZodType {
  const row: Row = COLLECTIONS[collection];
  const schema = schemaOf(collection, schemaContext) as z.ZodType;
  if (!("file" in row)) return schema;
  return "entry" in row ? z.object({ [row.entry]: schema }) : z.array(schema);
}

const translatedNames = translatedRows
  .map(([, row]) =>
    "file" in row
      ? `${row.file}.yaml`
      : `${row.folder}/<name>.${row.extension}`,
  )
  .join(", ");

/**
 * What is wrong with the translations of the content folder `root` (a path
 * from the working directory, as CONTENT_DIR names it), each as
 * `<file>: <field>: <reason>`, the file named by its path from the
 * working directory.
 */
export function translationFileProblems(root: string): string[] {
  return translationFilesIn(root).flatMap(({ translation, original }) => {
    const path = `${root}/${translation}`;
    if (!original)
      return [
        `${path}: translates no file of the store; a language's folder holds translations of ${translatedNames}, each named as its original`,
      ];
    const content = read(join(root, translation));
    if ("error" in content)
      return [`${path}: cannot be read: ${content.error}`];
    // An original that cannot be read is the build's own error to report.
    const base = read(join(root, original.path));
    if ("error" in base) return [];
    return translationProblems({
      original: base.value,
      translation: content.value,
      schema: fileSchema(original.collection),
      originalName: original.path,
    }).map((problem) => `${path}: ${problem}`);
  });
}

/**
 * Fails the build, naming each translation file, field and reason, when a
 * translation in the content folder `root` does not fit the file it
 * translates.
 *
 * @throws listing every problem of every translation file.
 */
export function checkTranslationFiles(root: string): void {
  const problems = translationFileProblems(root);
  if (problems.length > 0)
    throw new Error(
      `${problems.length === 1 ? "A translation does not fit the file it translates" : "Translations do not fit the files they translate"} (docs/languages.md):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
}
