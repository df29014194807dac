/**
 * The store editor's languages (lib/cms-config.ts): which of a translated
 * file's fields each language has its own of, and where each language's
 * files are (docs/languages.md, "In the editor").
 */

import type { CmsField, CmsFolder } from "@/lib/cms-config";
import { MATCH_KEYS } from "@/lib/translation";

/** Widgets whose value is a text a shopper reads, when no pattern makes it a fact. */
const TEXT_WIDGETS = new Set(["string", "text", "markdown"]);

/**
 * A translated file's field, marked for the editor's languages: a text is
 * translated, and required in the first language alone (a text a
 * translation leaves out stays in the first language); a list entry's id is
 * duplicated, so each language's entries pair up with the first's; any
 * other fact is the first language's alone, never written to a
 * translation (lib/translation-check.ts refuses one there).
 */
export function translatedField(field: CmsField, first: string): CmsField {
  if ((MATCH_KEYS as readonly string[]).includes(field.name))
    return { ...field, i18n: "duplicate" };
  if (field.i18n === "none") return field;
  const fields = field.fields?.map((inner) => translatedField(inner, first));
  const item = field.field && translatedField(field.field, first);
  const holdsText =
    (TEXT_WIDGETS.has(field.widget) && field.pattern === undefined) ||
    fields?.some((inner) => inner.i18n === true) ||
    item?.i18n === true;
  if (!holdsText) return { ...field, i18n: "none" };
  return {
    ...field,
    i18n: true,
    ...(field.required === true && { required: [first] }),
    ...(fields && { fields }),
    ...(item && { field: item }),
  };
}

/** Where a translated path's languages go: src/content/{{locale}}/copy.yaml. */
export const LOCALE = "{{locale}}";

/**
 * The editor's languages: each other language's file beside the first's,
 * the first's where it always was (src/content/copy.yaml, the German
 * src/content/de/copy.yaml).
 */
export const i18nOf = (locales: readonly string[]) => ({
  structure: "multiple_folders",
  locales: [...locales],
  default_locale: locales[0],
  omit_default_locale_from_file_path: true,
});

/** A folder collection's fields and path, with its languages when it is translated. */
export function folderEntry(
  folder: CmsFolder,
  fields: CmsField[],
  first: string | undefined,
): { folder: string; i18n?: true; fields: CmsField[] } {
  if (!folder.translatedFolder || first === undefined)
    return { folder: folder.folder, fields };
  return {
    folder: folder.translatedFolder,
    i18n: true as const,
    fields: fields.map((field) => translatedField(field, first)),
  };
}
