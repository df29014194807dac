import { getCollection, getEntry, type CollectionEntry } from "astro:content";
import { CURRENCY_CODES, resolvePrices, type Amount } from "@/lib/money";
import { productClaims, type ProductClaims } from "@/lib/product-claims";
import { relativeDay } from "@/lib/relative-day";
import { summarise } from "@/lib/rating-summary";
import { fill } from "@/lib/template";
import {
  entryId,
  type CollectionName,
  type EntryCollection,
} from "@/schemas/collections";
import { EXPERIMENT_NAME } from "@/schemas/experiment-names";

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

/** The store facts content may name as {storeName}, {supportEmail}, {tradeName}, {serviceHours}. */
export async function storePlaceholders(): Promise<Record<string, string>> {
  const store = await entryData("store");
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
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillDeep(item, values)) as T;
  if (value && typeof value === "object" && value.constructor === Object)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)]),
    ) as T;
  return value;
}

async function single<C extends EntryCollection>(
  collection: C,
): Promise<Data<C>> {
  const [data, values] = await Promise.all([
    entryData(collection),
    storePlaceholders(),
  ]);
  return fillDeep(data, values);
}

export type Store = Data<"store">;
/** The rating figures the page and its structured data show. */
export type RatingSummary = {
  average: number;
  total: number;
  breakdown: { stars: number; count: number; percent: number }[];
};
/** A review, its date a label ("2 weeks ago") even when content gives the day. */
export type Review = Omit<Data<"reviews">, "date"> & { date: string };
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

export type RelatedProduct = Omit<Data<"related">, PriceFields> & {
  price: Amount;
  originalPrice?: Amount;
  /** originalPrice − price, or undefined without an original price. */
  savings?: Amount;
};

export const getStore = () => entryData("store");
export const getChrome = () => single("chrome");
export const getCopy = () => single("copy");
export const getCurrencies = () => single("currencies");
/** The product feeds' settings (src/content/feeds.yaml). */
export const getFeeds = () => single("feeds");
/** Where each market's price-claim rule applies (src/content/price-claims.yaml). */
export const getPriceClaims = () => single("priceClaims");
/**
 * The rating figures: fixed in rating-summary.yaml, or computed from the
 * reviews when it says `source: reviews`.
 */
export async function getRatingSummary(): Promise<RatingSummary> {
  const summary = await single("ratingSummary");
  if (summary.source === "reviews")
    return summarise((await getReviews()).map((review) => review.rating));
  const { average, total, breakdown } = summary;
  if (average === undefined || total === undefined || breakdown === undefined)
    throw new Error(
      "rating-summary.yaml: average, total and breakdown are required with source: fixed",
    );
  return { average, total, breakdown };
}

export async function getProduct(): Promise<Product> {
  const [product, summary, rules] = await Promise.all([
    single("product"),
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

/** The reviews in the order of their ids (the store hands them back sorted as text: 1, 10, 11, 2, …). */
export async function getReviews(): Promise<Review[]> {
  const now = new Date();
  return (await getCollection("reviews"))
    .map(({ data }) => ({ ...data, date: reviewDateLabel(data.date, now) }))
    .toSorted((a, b) => a.id - b.id);
}

/** A review's date as the page shows it: a day becomes "3 weeks ago" as of the build. */
export function reviewDateLabel(date: Date | string, now: Date): string {
  if (date instanceof Date)
    return relativeDay(date.toISOString().slice(0, 10), now);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? relativeDay(date, now) : date;
}

export async function getFaq(): Promise<FaqItem[]> {
  const values = await storePlaceholders();
  const { items } = await entryData("faq");
  return fillDeep(items, values);
}

export async function getRelated(): Promise<RelatedProduct[]> {
  // Entries come sorted by id as text; cards show in id order.
  const cards = (await getCollection("related")).sort(
    (a, b) => a.data.id - b.data.id,
  );
  return cards.map(({ data }) => {
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

async function filled(page: Page): Promise<FilledPage> {
  const values = await storePlaceholders();
  const escaped = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]),
  );
  return {
    id: page.id,
    data: fillDeep(page.data, values),
    html: fill(page.rendered?.html ?? "", escaped),
  };
}

export async function getPage(id: string): Promise<FilledPage> {
  const page = (await getCollection("pages")).find((entry) => entry.id === id);
  if (!page) throw new Error(`src/content/pages: ${id}.md is missing`);
  return filled(page);
}

export async function getPolicies(): Promise<FilledPage[]> {
  const pages = await getCollection("pages");
  return Promise.all(pages.filter((page) => page.data.policy).map(filled));
}

/** A split test with its name, the file's. */
export type Experiment = Data<"experiments"> & { name: string };

/**
 * The split tests that are on, in the order of their names; at most one
 * per page, since a visitor sees one page.
 */
export async function getExperiments(): Promise<Experiment[]> {
  const tests = (await getCollection("experiments"))
    .filter(({ data }) => data.on)
    .map(({ id, data }) => ({ ...data, name: id }))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const [index, test] of tests.entries()) {
    if (!EXPERIMENT_NAME.test(test.name))
      throw new Error(
        `src/content/experiments/${test.name}.yaml: the file's name is the test's; it must be 1 to 32 lower-case letters, digits or hyphens`,
      );
    const other = tests.slice(0, index).find(({ page }) => page === test.page);
    if (other)
      throw new Error(
        `src/content/experiments: ${other.name} and ${test.name} both test ${test.page}; turn one off`,
      );
  }
  return tests;
}
