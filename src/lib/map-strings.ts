/**
 * `value` with each string in it replaced by `change(text, field)`, `field`
 * the name of the object field that holds the string (undefined for a list
 * item, and for `value` itself). Lists and plain objects (content's data as
 * YAML and the schemas give it) are rebuilt; anything else, an image's
 * metadata or a date, is kept as it is. The one walk through content's
 * data: the store's placeholders (content.ts) and each language's links
 * (locales.ts) both go through it.
 */
export function mapStrings<T>(
  value: T,
  change: (text: string, field: string | undefined) => string,
): T {
  const walk = (item: unknown, field?: string): unknown => {
    if (typeof item === "string") return change(item, field);
    if (Array.isArray(item)) return item.map((entry: unknown) => walk(entry));
    if (item && typeof item === "object" && item.constructor === Object)
      return Object.fromEntries(
        Object.entries(item).map(([name, entry]) => [name, walk(entry, name)]),
      );
    return item;
  };
  return walk(value) as T;
}
