import config from "virtual:store-config";
import { isVariantPath } from "@/schemas/experiment-names";
import { mapStrings } from "./map-strings";

/**
 * The store's languages and where each one's pages are: the first language
 * (settings.yaml, `locales`) at `/about`, each other at `/de/about`.
 */

/** A language of the store, as settings.yaml's `locales` names it (de, pt-BR). */
export type Locale = string;

/** Every language the store is built in, the first one's pages at `/`. */
export const LOCALES: readonly Locale[] = config.locales;

/** The store's first language: its pages are at `/`. */
export const DEFAULT_LOCALE: Locale = LOCALES[0] ?? "en";

/**
 * Whether the page at `path` has an address in every language: every page
 * but a split test's variants, which stand at their product page's address
 * in each language the test is translated into (docs/split-tests.md).
 */
export const isTranslated = (path: string): boolean => !isVariantPath(path);

/**
 * The address of the page at `path` (the first language's) in `locale`:
 * "/about" in German is "/de/about", and "/" is "/de". A page in the first language only, and
 * any address that is not one of the store's pages, stays as it is.
 */
export function localePath(locale: Locale, path: string): string {
  if (
    locale === DEFAULT_LOCALE ||
    !path.startsWith("/") ||
    path.startsWith("//")
  )
    return path;
  const [pathname = "", rest = ""] = path.split(/(?=[?#])/, 2);
  if (!isTranslated(pathname)) return path;
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

/** `locale` as Open Graph writes it: de → de_DE, en → en_US, pt-BR → pt_BR. */
export function ogLocale(locale: Locale): string {
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The `[...locale]` parameter of each language the page at `path` is built
 * in (without a path, every language): none for the first language.
 */
export const localeParams = (path?: string) =>
  (path === undefined || isTranslated(path) ? LOCALES : [DEFAULT_LOCALE]).map(
    (locale) => ({
      locale: locale === DEFAULT_LOCALE ? undefined : locale,
    }),
  );

/** `getStaticPaths` of a page at `path` built in each of its languages. */
export const localePaths = (path?: string) =>
  localeParams(path).map((params) => ({ params }));

/** The language a page's `[...locale]` parameter names. */
export const localeOf = (param: string | undefined): Locale =>
  param ?? DEFAULT_LOCALE;

/**
 * `value` with every link in it (a field named `href`, as content writes
 * links) pointing at its page in `locale`.
 */
export function withLinksIn<T>(value: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return value;
  return mapStrings(value, (text, field) =>
    field === "href" ? localePath(locale, text) : text,
  );
}

/** What `make` makes for each language the page at `path` is built in, by language. */
export async function inEachLocaleOf<T>(
  path: string,
  make: (locale: Locale) => Promise<T>,
): Promise<Record<Locale, T>> {
  return Object.fromEntries(
    await Promise.all(
      localeParams(path).map(async ({ locale: param }) => {
        const locale = localeOf(param);
        return [locale, await make(locale)] as const;
      }),
    ),
  );
}
