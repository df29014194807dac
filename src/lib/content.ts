import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import { contentDir } from "@/content-dir";
import {
  DEFAULT_LOCALE,
  localePath,
  withLinksIn,
  type Locale,
} from "@/lib/locales";
import { CURRENCY_CODES, resolvePrices, type Amount } from "@/lib/money";
import { productClaims, type ProductClaims } from "@/lib/product-claims";
import { reviewDateLabel } from "@/lib/relative-day";
import { ratingFigures } from "@/lib/rating-summary";
import { fill } from "@/lib/template";
import { fillDeep, storePlaceholdersOf, translatedIn } from "@/lib/translated";
import { translate } from "@/lib/translation";
import {
  COLLECTIONS,
  entryId,
  type CollectionName,
  type EntryCollection,
} from "@/schemas/collections";

/**
 * Build-time access to src/content/, with what can be derived derived here
 * (savings, the product's price claims, its rating and review count), so
 * each fact is stored
 * once. Pages call these; components receive plain data as props.
 */

type Data<C extends CollectionName> = CollectionEntry<C>["data"];

/** The one entry of a collection kept under one key (src/schemas/collections.ts). */
async function entryData<C extends EntryCollection>(
  collection: C,
): Promise<Data<C>> {
  const id = entryId(collection);
  const entry = await getEntry(collection, id);
  if (!entry)
    throw new Error(
      `src/content: "${String(collection)}" needs an entry "${id}"`,
    );
  return entry.data;
}

/**
 * `data`, the content of one of the first language's YAML files, in
 * `locale` (lib/translated.ts). The first language keeps it as it is.
 *
 * @throws naming the file, each field and the reason, when the translation
 *   does not fit the file it translates.
 */
export function translated<T>(
  data: T,
  file: string,
  key: string | undefined,
  locale: Locale,
): T {
  if (locale === DEFAULT_LOCALE) return data;
  return translatedIn(contentDir(), data, file, key, locale);
}

/** A single-entry collection's data, in `locale`. */
async function entryIn<C extends EntryCollection>(
  collection: C,
  locale: Locale,
): Promise<Data<C>> {
  const row = COLLECTIONS[collection];
  return translated(await entryData(collection), row.file, row.entry, locale);
}

/** The store facts content may name, in `locale` (lib/translated.ts). */
export async function storePlaceholders(
  locale: Locale = DEFAULT_LOCALE,
): Promise<Record<string, string>> {
  return storePlaceholdersOf(await entryIn("store", locale));
}

async function single<C extends EntryCollection>(
  collection: C,
  locale: Locale,
): Promise<Data<C>> {
  const [data, values] = await Promise.all([
    entryIn(collection, locale),
    storePlaceholders(locale),
  ]);
  return withLinksIn(fillDeep(data, values), locale);
}

export type Store = Data<"store">;
/** The rating figures the page and its structured data show. */
export type RatingSummary = {
  average: number;
  total: number;
  breakdown: { stars: number; count: number; percent: number }[];
};
/** A review, its date a label ("2 weeks ago") even when content gives the day. */
export type Review = Omit<Data<"reviews">, "date"> & {
  date: string;
  /** The language the review is written in, where it is not the page's. */
  lang?: Locale;
};
export type FaqItem = Data<"faq">["items"][number];
export type Chrome = Data<"chrome">;
export type Copy = Data<"copy">;
export type Currencies = Data<"currencies">;
export type Colour = Data<"product">["colours"][number];
export type DescriptionTab = Data<"product">["tabs"][number];
export type ProductCopy = Copy["product"];
export type ReviewsCopy = Copy["reviews"];

type PriceFields = "price" | "originalPrice" | "currencyPrices";

/**
 * The product with its derived figures. The price is an Amount: a single
 * figure unless product.yaml gives a currency its own (resolvePrices).
 */
export type Product = Omit<
  Data<"product">,
  "price" | "priceHistory" | "currencyPrices"
> & {
  price: Amount;
  /**
   * What each market may be shown beside the price, per currency, as of
   * the build's day (lib/product-claims.ts).
   */
  claims: ProductClaims;
  /** The day the claims were decided on, YYYY-MM-DD. */
  claimsDay: string;
  rating: number;
  reviewCount: number;
};

/**
 * The product's fields an offer to a machine (a feed, JSON-LD) reads;
 * images need only their file's address.
 */
export type ProductOffer = Pick<
  Product,
  | "title"
  | "description"
  | "colours"
  | "price"
  | "claims"
  | "availability"
  | "condition"
> & { gallery: readonly { src: { src: string } }[] };

export type RelatedProduct = Omit<Data<"related">, PriceFields> & {
  price: Amount;
  originalPrice?: Amount;
  /** originalPrice − price, or undefined without an original price. */
  savings?: Amount;
};

export const getStore = (locale: Locale = DEFAULT_LOCALE) =>
  entryIn("store", locale);
export const getChrome = (locale: Locale = DEFAULT_LOCALE) =>
  single("chrome", locale);
export const getCopy = (locale: Locale = DEFAULT_LOCALE) =>
  single("copy", locale);
export const getCurrencies = (locale: Locale = DEFAULT_LOCALE) =>
  single("currencies", locale);
/** The product feeds' settings (src/content/feeds.yaml). */
export const getFeeds = () => single("feeds", DEFAULT_LOCALE);
/** Where each market's price-claim rule applies (src/content/price-claims.yaml). */
export const getPriceClaims = () => single("priceClaims", DEFAULT_LOCALE);
/**
 * The rating figures: fixed in rating-summary.yaml, or computed from the
 * reviews when it says `source: reviews`.
 */
export async function getRatingSummary(): Promise<RatingSummary> {
  const [summary, reviews] = await Promise.all([
    single("ratingSummary", DEFAULT_LOCALE),
    getReviews(),
  ]);
  return ratingFigures(
    summary,
    reviews.map((review) => review.rating),
  );
}

export async function getProduct(
  locale: Locale = DEFAULT_LOCALE,
): Promise<Product> {
  const [product, summary, rules] = await Promise.all([
    single("product", locale),
    getRatingSummary(),
    getPriceClaims(),
  ]);
  const { price, priceHistory, currencyPrices, ...rest } = product;
  // Claims are decided as of the build: a rebuild moves them on.
  const claimsDay = new Date().toISOString().slice(0, 10);
  return {
    ...rest,
    price: resolvePrices({ price }, currencyPrices).price,
    claims: productClaims(
      { price, priceHistory, currencyPrices },
      CURRENCY_CODES,
      rules,
      claimsDay,
    ),
    claimsDay,
    rating: summary.average,
    reviewCount: summary.total,
  };
}

/**
 * The reviews in the order of their ids (the store hands them back sorted
 * as text: 1, 10, 11, 2, …). A review is the reviewer's own words, so it is
 * shown as written in every language; its date is the page's language's.
 */
export async function getReviews(
  locale: Locale = DEFAULT_LOCALE,
): Promise<Review[]> {
  const now = new Date();
  const reviews = (await getCollection("reviews"))
    .map(({ data }) => data)
    .toSorted((a, b) => a.id - b.id);
  // The translation gives the store's own words about a review: its
  // photo's description.
  return translated(reviews, COLLECTIONS.reviews.file, undefined, locale).map(
    (review) => ({
      ...review,
      date: reviewDateLabel(review.date, now, locale),
      ...(locale === DEFAULT_LOCALE ? {} : { lang: DEFAULT_LOCALE }),
    }),
  );
}

export async function getFaq(
  locale: Locale = DEFAULT_LOCALE,
): Promise<FaqItem[]> {
  const { items } = await single("faq", locale);
  return items;
}

export async function getRelated(
  locale: Locale = DEFAULT_LOCALE,
): Promise<RelatedProduct[]> {
  // Entries come sorted by id as text; cards show in id order.
  const cards = translated(
    (await getCollection("related"))
      .map(({ data }) => data)
      .sort((a, b) => a.id - b.id),
    COLLECTIONS.related.file,
    undefined,
    locale,
  );
  return cards.map((data) => {
    const { price, originalPrice, currencyPrices, ...rest } = data;
    return {
      ...rest,
      ...resolvePrices({ price, originalPrice }, currencyPrices),
    };
  });
}

export type Page = {
  id: string;
  data: Data<"pages">;
  rendered?: { html: string };
};

/** A Markdown page with its placeholders filled: frontmatter and rendered HTML. */
export type FilledPage = {
  id: string;
  data: Page["data"];
  /** The body as HTML, placeholders filled with HTML-escaped values. */
  html: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `page` in `locale`: its translation's texts over its own, and the
 * translation's body (src/content/pages/<locale>/<page>.md), if it has one.
 */
async function pageIn(page: Page, locale: Locale): Promise<Page> {
  if (locale === DEFAULT_LOCALE) return page;
  const translation = await getEntry(
    "pageTranslations",
    `${locale}/${page.id}`,
  );
  if (!translation) return page;
  const { value, problems } = translate(page.data, translation.data);
  if (problems.length > 0)
    throw new Error(
      `src/content/pages/${locale}/${page.id}.md does not fit ${page.id}.md:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  return {
    id: page.id,
    data: value,
    rendered: translation.rendered ?? page.rendered,
  };
}

async function filled(page: Page, locale: Locale): Promise<FilledPage> {
  const [values, shown] = await Promise.all([
    storePlaceholders(locale),
    pageIn(page, locale),
  ]);
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]),
  );
  return {
    id: page.id,
    data: fillDeep(shown.data, values),
    // The body's links lead to their pages in the page's language.
    html: fill(shown.rendered?.html ?? "", escaped).replace(
      /href="(\/[^"]*)"/g,
      (_, href: string) => `href="${localePath(locale, href)}"`,
    ),
  };
}

export async function getPage(
  id: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FilledPage> {
  const page = (await getCollection("pages")).find((entry) => entry.id === id);
  if (!page) throw new Error(`src/content/pages: ${id}.md is missing`);
  return filled(page, locale);
}

export async function getPolicies(
  locale: Locale = DEFAULT_LOCALE,
): Promise<FilledPage[]> {
  const pages = await getCollection("pages");
  return Promise.all(
    pages
      .filter((page) => page.data.policy)
      .map((page) => filled(page, locale)),
  );
}

/** Every split test of src/content/experiments/, on or off, named by its file (lib/experiments.ts). */
export const getExperimentFiles = async () =>
  (await getCollection("experiments")).map(({ id, data }) => ({
    ...data,
    name: id,
  }));
