import { getCollection, getEntry } from "astro:content";
import type { z } from "astro/zod";
import type * as schemas from "@/content.config";
import { resolvePrices, type Amount } from "@/lib/money";
import { relativeDay } from "@/lib/relative-day";
import { summarise } from "@/lib/rating-summary";
import { fill } from "@/lib/template";
import { EXPERIMENT_NAME } from "@/schemas/experiment-names";

/**
 * Build-time access to src/content/, with what can be derived derived here
 * (savings, the product's rating and review count), so each fact is stored
 * once. Pages call these; components receive plain data as props.
 */

/**
 * The data of each collection, inferred from its schema in content.config.ts
 * (Astro's generated CollectionEntry types resolve to `any` under this
 * project's TypeScript set-up, so the types come from the schemas directly).
 */
type Schemas = {
  store: ReturnType<typeof schemas.storeSchema>;
  product: ReturnType<typeof schemas.productSchema>;
  ratingSummary: typeof schemas.ratingSummarySchema;
  reviews: ReturnType<typeof schemas.reviewSchema>;
  faq: typeof schemas.faqSchema;
  related: ReturnType<typeof schemas.relatedSchema>;
  chrome: ReturnType<typeof schemas.chromeSchema>;
  copy: ReturnType<typeof schemas.copySchema>;
  currencies: typeof schemas.currenciesSchema;
  pages: typeof schemas.pageSchema;
  experiments: typeof schemas.experimentSchema;
  feeds: typeof schemas.feedsSchema;
};
type Data<C extends keyof Schemas> = z.output<Schemas[C]>;

async function entryData<C extends keyof Schemas>(
  collection: C,
  id: string,
): Promise<Data<C>> {
  const entry = await getEntry(collection, id);
  if (!entry)
    throw new Error(
      `src/content: "${String(collection)}" needs an entry "${id}"`,
    );
  return entry.data as Data<C>;
}

/** The store facts content may name as {storeName}, {supportEmail}, {tradeName}, {serviceHours}. */
export async function storePlaceholders(): Promise<Record<string, string>> {
  const store = await entryData("store", "store");
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

async function single<C extends keyof Schemas>(
  collection: C,
  id: string,
): Promise<Data<C>> {
  const [data, values] = await Promise.all([
    entryData(collection, id),
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
 * The product with its derived figures. Prices are Amounts: single figures
 * unless product.yaml gives a currency its own (resolvePrices).
 */
export type Product = Omit<Data<"product">, PriceFields> & {
  price: Amount;
  originalPrice: Amount;
  /** originalPrice − price, rounded to the cent, per currency. */
  savings: Amount;
  rating: number;
  reviewCount: number;
};

export type RelatedProduct = Omit<Data<"related">, PriceFields> & {
  price: Amount;
  originalPrice?: Amount;
  /** originalPrice − price, or undefined without an original price. */
  savings?: Amount;
};

export const getStore = () => entryData("store", "store");
export const getChrome = () => single("chrome", "chrome");
export const getCopy = () => single("copy", "copy");
export const getCurrencies = () => single("currencies", "currencies");
/** The product feeds' settings (src/content/feeds.yaml). */
export const getFeeds = () => single("feeds", "feeds");
/**
 * The rating figures: fixed in rating-summary.yaml, or computed from the
 * reviews when it says `source: reviews`.
 */
export async function getRatingSummary(): Promise<RatingSummary> {
  const summary = await single("ratingSummary", "summary");
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
  const [product, summary] = await Promise.all([
    single("product", "product"),
    getRatingSummary(),
  ]);
  const { price, originalPrice, currencyPrices, ...rest } = product;
  const prices = resolvePrices({ price, originalPrice }, currencyPrices);
  return {
    ...rest,
    price: prices.price,
    originalPrice: prices.originalPrice ?? originalPrice,
    savings: prices.savings ?? 0,
    rating: summary.average,
    reviewCount: summary.total,
  };
}

/** A collection's entries, typed from its schema. */
async function entries<C extends keyof Schemas>(
  collection: C,
): Promise<{ id: string; data: Data<C>; rendered?: { html: string } }[]> {
  return getCollection(collection);
}

/** The reviews in the order of their ids (the store hands them back sorted as text: 1, 10, 11, 2, …). */
export async function getReviews(): Promise<Review[]> {
  const now = new Date();
  return (await entries("reviews"))
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
  const { items } = await entryData("faq", "faq");
  return fillDeep(items, values);
}

export async function getRelated(): Promise<RelatedProduct[]> {
  // Entries come sorted by id as text; cards show in id order.
  const cards = (await entries("related")).sort(
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
  const page = (await entries("pages")).find((entry) => entry.id === id);
  if (!page) throw new Error(`src/content/pages: ${id}.md is missing`);
  return filled(page);
}

export async function getPolicies(): Promise<FilledPage[]> {
  const pages = await entries("pages");
  return Promise.all(pages.filter((page) => page.data.policy).map(filled));
}

/** A split test with its name, the file's. */
export type Experiment = Data<"experiments"> & { name: string };

/**
 * The split tests that are on, in the order of their names; at most one
 * per page, since a visitor sees one page.
 */
export async function getExperiments(): Promise<Experiment[]> {
  const tests = (await entries("experiments"))
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
