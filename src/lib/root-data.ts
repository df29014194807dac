/**
 * The data attributes on a page's `<html>`: what the layout, the build and
 * the head script tell the page's later scripts and its stylesheet. Their
 * names' one home: every writer and reader goes through `rootData()` (the
 * browser), `rootAttributes()` (the layout, a split test's variant) or
 * `rootAttribute()` (the build's and the size check's HTML), and the
 * stylesheet may name only these (root-data.test.ts). No imports: the
 * build and the scripts load this file as it is.
 */
export const ROOT_DATA = [
  /** Scripts run: set by the head script, removed when one fails. */
  "js",
  /** The visitor's currency, once known (the stylesheet shows its prices). */
  "currency",
  /** The visitor's market, once known (it picks the price claim). */
  "market",
  /** The island runtime's file, which the build moves out of the page. */
  "islands",
  /** The page script's file, loaded after first paint. */
  "pageScript",
  /** The click-counting script's file, on a store with analytics. */
  "analytics",
  /** The Core Web Vitals script's file, on a store that samples them. */
  "vitals",
  /** The consent banner's file, on a store with a pixel that sets cookies. */
  "consent",
  /** The language's folder ("/de"); absent in the first language. */
  "root",
  /** A split test's variant page: the test, the variant, its share, its page. */
  "splitTest",
  "variant",
  "variantShare",
  "variantOf",
] as const;

export type RootDataName = (typeof ROOT_DATA)[number];

/** The attributes by their names in `dataset`, each a string when set. */
export type RootData = { [Name in RootDataName]?: string };

/** `<html>`'s attributes in the browser, to read and to write. */
export const rootData = (doc: Document = document): RootData =>
  doc.documentElement.dataset as RootData;

/** The attribute's name in HTML and CSS: pageScript → data-page-script. */
export const rootAttribute = (name: RootDataName): string =>
  `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `values` as `<html>`'s attributes, those left undefined out. */
export function rootAttributes(values: RootData): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [rootAttribute(name as RootDataName), value]),
  );
}
