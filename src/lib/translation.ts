/**
 * A language's texts over the first language's content. A translation file
 * (src/content/<code>/copy.yaml) has the shape of the file it translates but
 * holds only its texts: every fact (ids, prices, addresses, images) keeps its
 * one home in the first language's file, and a text the translation leaves
 * out stays as written there.
 */

const PLACEHOLDER = /\{(\w+)\}/g;

/** The keys that match a list's entries between a file and its translation. */
export const MATCH_KEYS = ["id", "code"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date);

const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).toSorted();

const keyOf = (entry: unknown) => {
  if (!isRecord(entry)) return undefined;
  const key = MATCH_KEYS.find((name) => name in entry);
  return key === undefined ? undefined : ([key, entry[key]] as const);
};

/**
 * `base` with each text `translation` gives written over it, and what is
 * wrong with the translation, each as `path: reason`. Objects are merged by
 * key; a list's entries by position, each in the original's place (the
 * store editor pairs them so), and where they have an `id` (or `code`) it
 * must name the original's entry in that place. A translated text must use the same {placeholders} as the
 * original, since the code fills those in.
 */
export function translate<T>(
  base: T,
  translation: unknown,
  path = "",
): { value: T; problems: string[] } {
  const problems: string[] = [];
  const at = (key: string | number) =>
    typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

  if (translation === undefined || translation === null)
    return { value: base, problems };

  if (typeof base === "string") {
    if (typeof translation !== "string" || translation.trim() === "")
      return { value: base, problems: [`${path}: must be a text`] };
    const [want, have] = [placeholders(base), placeholders(translation)];
    if (want.join() !== have.join())
      problems.push(
        `${path}: must use the placeholders ${want.map((name) => `{${name}}`).join(" ") || "none"}, as the original does`,
      );
    return { value: (problems.length ? base : translation) as T, problems };
  }

  if (Array.isArray(base)) {
    if (!Array.isArray(translation))
      return { value: base, problems: [`${path}: must be a list`] };
    const value: unknown[] = [...base];
    translation.forEach((entry, index) => {
      const key = keyOf(entry);
      const target = key
        ? base.findIndex((item) => keyOf(item)?.[1] === key[1])
        : index;
      if (target < 0 || target >= base.length) {
        problems.push(
          key
            ? `${at(index)}: no entry has ${key[0]} ${String(key[1])}`
            : `${at(index)}: the original list has ${base.length} entries`,
        );
        return;
      }
      // The store editor pairs a list's entries by their place, so an entry
      // named by its id stands where the original's does.
      if (key && target !== index) {
        problems.push(
          `${at(index)}: ${key[0]} ${String(key[1])} is entry ${target + 1} of the original; list the entries in the original's order`,
        );
        return;
      }
      const merged = translate(base[target], entry, at(target));
      value[target] = merged.value;
      problems.push(...merged.problems);
    });
    return { value: value as T, problems };
  }

  if (isRecord(base)) {
    if (!isRecord(translation))
      return { value: base, problems: [`${path}: must be a group of fields`] };
    const value: Record<string, unknown> = { ...base };
    for (const [key, entry] of Object.entries(translation)) {
      if (!(key in base)) {
        problems.push(`${at(key)}: the original has no such field`);
        continue;
      }
      // A list entry's id is how it was matched, not a text.
      if ((MATCH_KEYS as readonly string[]).includes(key)) {
        if (!path.endsWith("]"))
          problems.push(`${at(key)}: is not a text to translate`);
        continue;
      }
      const merged = translate(base[key], entry, at(key));
      value[key] = merged.value;
      problems.push(...merged.problems);
    }
    return { value: value as T, problems };
  }

  return { value: base, problems: [`${path}: is not a text to translate`] };
}
