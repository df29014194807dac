import { existsSync, readFileSync } from "node:fs";
import yaml from "js-yaml";
import { mapStrings } from "./map-strings";
import { fill } from "./template";
import { translate } from "./translation";

/**
 * A content file's data in another language, and the store's facts filled
 * into its texts: what the build does to every file it reads
 * (lib/content.ts), kept free of Astro's modules so the end-to-end tests
 * read the same content the same way (tests/e2e/store.ts).
 */

/** Each translation file read so far, by path: a build reads each once. */
const translationFiles = new Map<string, unknown>();

/** A translation file's content, or undefined when there is no such file. */
export function translationFile(path: string): unknown {
  if (!translationFiles.has(path))
    translationFiles.set(
      path,
      existsSync(path) ? yaml.load(readFileSync(path, "utf8")) : undefined,
    );
  return translationFiles.get(path);
}

/**
 * `data`, the content of one of the first language's YAML files in the
 * content folder `folder`, with the texts of its translation into `locale`
 * (<folder>/<locale>/<file>.yaml, lib/translation.ts) written over it,
 * under `key` where the file keeps its entry under one. A file with no
 * translation keeps it as it is.
 *
 * @throws naming the file, each field and the reason, when the translation
 *   does not fit the file it translates.
 */
export function translatedIn<T>(
  folder: string,
  data: T,
  file: string,
  key: string | undefined,
  locale: string,
): T {
  const tree = translationFile(`${folder}/${locale}/${file}.yaml`);
  if (tree === undefined) return data;
  const texts =
    key === undefined
      ? tree
      : (tree as Record<string, unknown> | undefined)?.[key];
  const { value, problems } = translate(data, texts);
  if (problems.length > 0)
    throw new Error(
      `${folder}/${locale}/${file}.yaml does not fit ${file}.yaml:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  return value;
}

/** The store facts a text may name, from store.yaml in the page's language. */
type StoreFacts = {
  name: string;
  supportEmail: string;
  tradeName: string;
  serviceHours: { days: string; hours: string; timeZone: string };
};

/** The store facts content may name as {storeName}, {supportEmail}, {tradeName}, {serviceHours}. */
export function storePlaceholdersOf(store: StoreFacts): Record<string, string> {
  const { days, hours, timeZone } = store.serviceHours;
  return {
    storeName: store.name,
    supportEmail: store.supportEmail,
    tradeName: store.tradeName,
    serviceHours: `${days}, ${hours} ${timeZone}`,
  };
}

/** Fills the store placeholders in every string of a value; other {names} stay for the code. */
export function fillDeep<T>(value: T, values: Record<string, string>): T {
  return mapStrings(value, (text) => fill(text, values));
}
