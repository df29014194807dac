/**
 * Every figure a shopper reads, written as the page's language writes it:
 * the one home of `Intl.NumberFormat` (prices build on it in money.ts, counts
 * in plural.ts). The locale is the page's, never the browser's, so the
 * pre-rendered HTML and what a script writes later agree.
 */

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The language's number format with `options`, made once per language and
 * options: a page writes hundreds of figures, and making a format is the
 * costly part.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A count or a measure as `locale` writes it: 12345.6 is "12,345.6" in
 * English, "12.345,6" in German and "12 345,6" in French (a narrow no-break
 * space).
 */
export const formatNumber = (value: number, locale: string): string =>
  // The language's default format, which the engine keeps made (V8 caches
  // it for toLocaleString without options): the page script carries no
  // cache of its own for the one figure it writes.
  value.toLocaleString(locale);

/**
 * Formats one number in `locale`, so that the next costs nothing: the
 * page's first number loads the engine's number data (60–110 ms in
 * Chromium at Lighthouse's 4× slower CPU, docs/performance.md), which a
 * script does before the tap that needs it rather than inside it.
 */
export const prepareNumbers = (locale: string): void => {
  formatNumber(0, locale);
};

/**
 * The `index`-th (from 0) of `total` things as a label's template names
 * it, `{n}` of `{total}`, in `locale`'s numbers.
 */
export const position = (index: number, total: number, locale: string) => ({
  n: formatNumber(index + 1, locale),
  total: formatNumber(total, locale),
});

/**
 * A percentage given as content gives it (95 for 95 %), as `locale` writes
 * it, sign included: "95%" in English, "95 %" in German and French (a
 * no-break space, as the engine's locale data writes both). To a tenth at
 * most.
 */
export const formatPercent = (percent: number, locale: string): string =>
  numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    percent / 100,
  );
