/**
 * The content the store under test is built from (CONTENT_DIR, else
 * src/content): where the end-to-end specs read the names, texts and
 * figures they look for, so that an operator's edit of any of them keeps
 * the suite green. Each collection is parsed by its own schema
 * (src/content/spec-content.ts), in each of the store's languages with its
 * translation written over it and the store's facts filled into its texts,
 * as the build does (src/lib/translated.ts).
 */
import { join } from "node:path";
import sharp from "sharp";
import { loadEnv } from "vite";
import {
  readEntry,
  readList,
  readPages,
  tableRows,
  type Page as MarkdownPage,
} from "../../src/content/spec-content";
import { contentDir } from "../../src/content-dir";
import { countryRules, currencyForCountry } from "../../src/lib/currency-rules";
import {
  amountIn,
  CURRENCY_CODES,
  formatMoney,
  resolvePrices,
  type Amount,
  type CurrencyCode,
} from "../../src/lib/money";
import { formatNumber } from "../../src/lib/numbers";
import { EU_PRIOR_DAYS } from "../../src/lib/price-claims";
import {
  claimFormOf,
  claimSeen,
  marketOf,
  productClaims,
} from "../../src/lib/product-claims";
import { readConfig } from "../../src/lib/config";
import { escapeRegExp } from "../../src/lib/regexp";
import { ratingFigures } from "../../src/lib/rating-summary";
import { fill } from "../../src/lib/template";
import {
  fillDeep,
  storePlaceholdersOf,
  translatedIn,
} from "../../src/lib/translated";
import {
  COLLECTIONS,
  entryId,
  type EntryCollection,
} from "../../src/schemas/collections";

export { fill };
export type { MarkdownPage };

/** The content folder, as a path from the project's root. */
export const CONTENT_DIR = contentDir();

/**
 * The store's settings: settings.yaml, with the VITE_* values of .env
 * files or the environment over it, as astro.config.mjs reads them.
 */
export const settings = readConfig(
  CONTENT_DIR,
  loadEnv("production", process.cwd(), "VITE_"),
);

/** The store's first language: its pages are at `/`. */
export const FIRST_LOCALE = settings.locales[0] ?? "en";

type Entry<C extends EntryCollection> = ReturnType<typeof readEntry<C>>;

/** A collection's data in `locale`, as written there. */
const inLocale = <T>(
  data: T,
  file: string,
  key: string | undefined,
  locale: string,
): T =>
  locale === FIRST_LOCALE
    ? data
    : translatedIn(CONTENT_DIR, data, file, key, locale);

const storeFacts = (locale: string) =>
  storePlaceholdersOf(inLocale(readEntry("store"), "store", "store", locale));

/**
 * A single-entry collection (copy.yaml, chrome.yaml, product.yaml…) in
 * `locale`, the store's facts ({storeName}, {supportEmail}…) filled in as
 * the pages show them; the code's own placeholders ({n}, {total}) stay for
 * `fill`.
 */
export function entry<C extends EntryCollection>(
  collection: C,
  locale: string = FIRST_LOCALE,
): Entry<C> {
  const row = COLLECTIONS[collection];
  return fillDeep(
    inLocale(readEntry(collection), row.file, entryId(collection), locale),
    storeFacts(locale),
  );
}

/** The reviews, in the order of their ids, in `locale`. */
export const reviews = (locale: string = FIRST_LOCALE) =>
  inLocale(
    readList("reviews").toSorted((a, b) => a.id - b.id),
    COLLECTIONS.reviews.file,
    undefined,
    locale,
  );

/** The rating figures the store shows (rating-summary.yaml, or its reviews). */
export const rating = ratingFigures(
  readEntry("ratingSummary"),
  reviews().map((review) => review.rating),
);

/** The texts of the pages (copy.yaml) in the first language. */
export const copy = entry("copy");
/** The banner, menus and footer (chrome.yaml) in the first language. */
export const chrome = entry("chrome");
/** The product (product.yaml) in the first language. */
export const product = entry("product");
/** The store's facts (store.yaml) in the first language. */
export const store = entry("store");

/** The related cards (related.yaml) in the first language, in the order shown. */
export const related = readList("related").toSorted((a, b) => a.id - b.id);

const currencies = entry("currencies");
const currencyRules = countryRules(currencies);
const claimRules = readEntry("priceClaims");

/** The store's currencies (currencies.yaml), in the selector's order. */
export const CURRENCIES = currencies.list;

/** The currency a page shows before it knows the visitor's (no script, or no answer). */
export const FALLBACK_CURRENCY = currencies.fallback;

/** The currency a visitor from `country` is shown. */
export const currencyFrom = (country: string) =>
  currencyForCountry(country, currencyRules);

/**
 * The day the build decided the price claims on (lib/content.ts): the day
 * the suite runs, since `npm test` builds first.
 */
const CLAIMS_DAY = new Date().toISOString().slice(0, 10);

const claims = productClaims(product, CURRENCY_CODES, claimRules, CLAIMS_DAY);

/** An amount as the first language writes it in `currency`. */
export const money = (amount: number, currency: CurrencyCode) =>
  formatMoney(amount, currency, FIRST_LOCALE);

/** What a price block says, in one currency. */
export type PriceSeen = {
  /** The price, e.g. "$14.95". */
  price: string;
  /** "Original price: $70.00", where a reduction is claimed. */
  original?: string;
  /** "Save $55.05", where a reduction is claimed. */
  savings?: string;
  /** The EU's note on what the crossed-out price is, where it shows. */
  note?: string;
};

/** The struck-through price and the saving, as a price block words them. */
const reductionSeen = (reference: string, savings: string) => ({
  original: `${copy.product.originalPriceLabel} ${reference}`,
  savings: `${copy.product.savePrefix} ${savings}`,
});

/**
 * What the product's price block says to a visitor from `country`, in their
 * currency unless `currency` is given; with no country, what a page that
 * does not know the market says (no script), in the fallback currency. The
 * same price-claim rules as the build, on the build's day.
 */
export function productPriceFor(
  country?: string,
  currency: CurrencyCode = country ? currencyFrom(country) : FALLBACK_CURRENCY,
): PriceSeen {
  const market = country ? marketOf(country, claimRules.markets) : undefined;
  const claim = claimSeen(claims, currency, market ?? "any");
  return {
    price: money(claim.price, currency),
    ...(claim.kind === "reduction" &&
      reductionSeen(
        money(claim.reference, currency),
        money(claim.savings, currency),
      )),
    ...(claimFormOf(claim) === "prior" && {
      note: fill(copy.product.priorPriceNote, {
        days: formatNumber(EU_PRIOR_DAYS, FIRST_LOCALE),
      }),
    }),
  };
}

/** What each related card's price says in `currency`, in the order shown. */
export const relatedPricesIn = (currency: CurrencyCode): PriceSeen[] =>
  related.map(({ price, originalPrice, currencyPrices }) => {
    const prices = resolvePrices({ price, originalPrice }, currencyPrices);
    const shown = (amount: Amount | undefined) =>
      amount === undefined
        ? undefined
        : money(amountIn(amount, currency), currency);
    const original = shown(prices.originalPrice);
    return {
      price: shown(prices.price)!,
      ...(original !== undefined &&
        reductionSeen(original, shown(prices.savings)!)),
    };
  });

/**
 * A content image's own size in pixels, from its file: the specs read an
 * image as its path in the content folder (src/content/spec-content.ts),
 * whatever its type says.
 */
export async function imageSizeOf(image: unknown) {
  const { width, height } = await sharp(
    join(CONTENT_DIR, String(image)),
  ).metadata();
  return { width, height };
}

/** A pattern for a locator's name that contains `text`. */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/** The store's facts in the first language, as its pages name them. */
const FIRST_FACTS = storeFacts(FIRST_LOCALE);

/** The Markdown pages (about and the policies), the store's facts filled in as the build does. */
export const pages = readPages().map((page) => ({
  ...page,
  data: fillDeep(page.data, FIRST_FACTS),
  body: fill(page.body, FIRST_FACTS),
}));
/** A Markdown page, by its file name. */
export const pageOf = (slug: string) => {
  const found = pages.find((page) => page.slug === slug);
  if (!found) throw new Error(`${slug}.md is not among the store's pages`);
  return found;
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

/** Markdown's inline marks taken off a line of text: links keep their text, emphasis and code their words. */
export const plainText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/\*([^*\s](?:[^*]*[^*\s])?)\*/g, "$1")
    .replace(/(^|\W)_([^_\s](?:[^_]*[^_\s])?)_(?!\w)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_, name: string) => ENTITIES[name]!,
    )
    .replace(/\s+/g, " ")
    .trim();

/**
 * The texts a Markdown page's body shows as prose, each as a reader sees
 * it: every heading, paragraph and list item (its HTML blocks, the tables,
 * are read by `tablesOf`).
 */
export function proseOf(page: MarkdownPage): string[] {
  return page.body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "" && !block.startsWith("<"))
    .flatMap((block) => {
      if (/^#{1,6}\s/.test(block)) return [block.replace(/^#+\s+|\s+#*$/g, "")];
      const item = /^[ \t]*(?:[-*+]|\d+[.)])\s+/gm;
      if (!/^(?:[-*+]|\d+[.)])\s/.test(block))
        return [block.replace(/^>\s?/gm, "")];
      return block.split(item).filter((text) => text.trim() !== "");
    })
    .map(plainText)
    .filter((text) => text !== "");
}

/** The HTML tables of a Markdown page's body: each one's caption, and the cells of each of its body rows. */
export const tablesOf = (page: MarkdownPage) =>
  [...page.body.matchAll(/<table\b[\s\S]*?<\/table>/g)].map(([html]) => ({
    caption: plainText(
      /<caption[^>]*>([\s\S]*?)<\/caption>/.exec(html)?.[1] ?? "",
    ),
    rows: tableRows({ ...page, body: html }).map((cells) =>
      cells.map((cell) => plainText(cell ?? "")),
    ),
  }));
