/**
 * A translation checked as the file it translates (docs/languages.md): its
 * texts written over the original (lib/translation.ts), and the result held
 * to the original's schema, so a German title is held to the same 70
 * characters as the English one.
 */

import type { z } from "astro/zod";
import { fieldOf, type CmsField } from "@/lib/cms-config";
import { translatedField } from "@/lib/cms-i18n";
import { jsonSchemaOf } from "@/lib/editor-config";
import { translate } from "@/lib/translation";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date);

/** `a.b[0].c`, as lib/translation.ts names a field. */
export const fieldPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (name, key) =>
      typeof key === "number"
        ? `${name}[${key}]`
        : name
          ? `${name}.${String(key)}`
          : String(key),
    "",
  );

/**
 * The translation with its facts left out, and each fact it gave, named.
 * Text and fact are told apart as the store editor tells them
 * (lib/cms-i18n.ts): a link, an e-mail address, a colour, an image, a
 * number or a choice is a fact. A fact is refused rather than checked:
 * every language shows the first language's one, which the build checks
 * (an image's file among them), and a German link or colour would be a
 * second home for one fact.
 */
function withoutFacts(
  field: CmsField,
  value: unknown,
  path: readonly PropertyKey[],
  original: string,
): { texts: unknown; problems: string[] } {
  if (value === undefined || value === null)
    return { texts: value, problems: [] };
  if (field.i18n === "none")
    return {
      texts: undefined,
      problems: [
        `${fieldPath(path)}: is a fact, not a text: every language shows the one in ${original}, so a translation leaves it out`,
      ],
    };
  const problems: string[] = [];
  const walk = (
    child: CmsField | undefined,
    item: unknown,
    at: PropertyKey[],
  ) => {
    // A field the original has no place for is translate()'s to name.
    if (!child) return item;
    const result = withoutFacts(child, item, at, original);
    problems.push(...result.problems);
    return result.texts;
  };
  const group = (fields: CmsField[], item: unknown, at: PropertyKey[]) =>
    isRecord(item)
      ? Object.fromEntries(
          Object.entries(item)
            .map(([key, entry]) => [
              key,
              walk(
                fields.find(({ name }) => name === key),
                entry,
                [...at, key],
              ),
            ])
            .filter(([, texts]) => texts !== undefined),
        )
      : item;
  if (field.widget === "list" && Array.isArray(value))
    return {
      texts: value.map((item, index) =>
        field.fields
          ? group(field.fields, item, [...path, index])
          : walk(field.field, item, [...path, index]),
      ),
      problems,
    };
  if (field.widget === "object" && field.fields)
    return { texts: group(field.fields, value, [...path]), problems };
  return { texts: value, problems };
}

/** A translation file with what it is checked against. */
export type TranslationCheck = {
  /** The content of the first language's file, as read from it. */
  original: unknown;
  /** The translation's content, as read from its file. */
  translation: unknown;
  /** The schema of the whole original file, images standing as paths. */
  schema: z.ZodType;
  /** The original's name, for the reason a fact is refused: chrome.yaml. */
  originalName: string;
};

/**
 * What is wrong with a translation, each as `field: reason`: a fact it
 * gives (a link, a colour, an image), what does not fit the original's
 * shape or placeholders (lib/translation.ts), and what the original's
 * schema refuses once its texts are written over the original (a title too
 * long, a text left empty). Nothing while the original itself does not
 * pass its schema: that is the original's error to report first, and the
 * translation is checked against it once it does.
 */
export function translationProblems({
  original,
  translation,
  schema,
  originalName,
}: TranslationCheck): string[] {
  if (!schema.safeParse(original).success) return [];
  const fields = translatedField(
    fieldOf("", jsonSchemaOf(schema), true),
    "first",
  );
  const { texts, problems } = withoutFacts(
    fields,
    translation,
    [],
    originalName,
  );
  const merged = translate(original, texts);
  if (merged.problems.length > 0) return [...problems, ...merged.problems];
  const result = schema.safeParse(merged.value);
  return result.success
    ? problems
    : [
        ...problems,
        ...result.error.issues.map(
          (issue) => `${fieldPath(issue.path)}: ${issue.message}`,
        ),
      ];
}
