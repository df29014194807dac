import type { Product, ProductOffer } from "./content";
import { amountIn, type CurrencyCode } from "./money";
import { daysAfter, type Market } from "./price-claims";
import { marketOf, type ClaimScope } from "./product-claims";
import { absoluteUrl } from "./url";

/**
 * The product feeds for Google Merchant Center (RSS 2.0 with the g:
 * namespace) and Meta catalogs (Meta's CSV), one item per colour, made at
 * build time from the same content as the page (docs/product-feeds.md):
 * its prices in the feed's currency as the page resolves them, its colours
 * and their images, its availability. A sale is shown only when the
 * content's original price is above the price.
 */

/** What content says of the feeds (src/content/feeds.yaml). */
export type FeedSettings = {
  id: string;
  brand: string;
  gtin?: string;
  mpn?: string;
  googleProductCategory: string;
};

/** One feed's countries, currency, shipping and language. */
export type FeedTarget = {
  name: string;
  countries: readonly string[];
  currency: CurrencyCode;
  shipping: { price: number; service: string };
  /** The language of its texts and landing page; the store's first when left out. */
  language?: string;
};

/** The product's fields a feed reads. */
export type FeedProduct = ProductOffer & Pick<Product, "claimsDay">;

/** One item of a feed: Google's attribute names, values as plain text. */
export type FeedItem = {
  id: string;
  item_group_id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  availability: string;
  condition: string;
  price: string;
  sale_price?: string;
  /** When the sale price applies, ISO 8601 start/end. */
  sale_price_effective_date?: string;
  brand: string;
  gtin?: string;
  mpn?: string;
  identifier_exists?: "no";
  google_product_category: string;
  color: string;
  shipping: { country: string; service: string; price: string }[];
};

/** Google takes up to 10 additional images. */
const MORE_IMAGES = 10;

/** A colour's item id: the same in every country's feed. */
export const feedItemId = (
  settings: Pick<FeedSettings, "id">,
  colour: string,
) => `${settings.id}-${colour}`;

const money = (amount: number, currency: CurrencyCode) =>
  `${amount.toFixed(2)} ${currency}`;

/**
 * Days a feed's sale price stays in force after the build that decided it:
 * a feed not rebuilt within them stops claiming the sale, rather than claim
 * one its market's rule may no longer allow.
 */
export const SALE_DAYS_AFTER_BUILD = 7;

/** The market whose rule a target's countries share, else "any". */
export function targetScope(
  countries: readonly string[],
  markets: Readonly<Record<Market, readonly string[]>>,
): ClaimScope {
  const found = new Set(countries.map((country) => marketOf(country, markets)));
  const [only] = found;
  return found.size === 1 && only !== undefined ? only : "any";
}

const effective = (since: string, buildDay: string) =>
  `${since}T00:00+00:00/${daysAfter(buildDay, SALE_DAYS_AFTER_BUILD)}T23:59+00:00`;

/**
 * The feed's items: one per colour, in the colours' order, with the
 * product's texts in the feed's language and each item's link to
 * `productPage`, the product page in that language ("/", "/de").
 */
export function feedItems(
  product: FeedProduct,
  settings: FeedSettings,
  target: FeedTarget,
  siteUrl: string,
  markets: Readonly<Record<Market, readonly string[]>>,
  productPage = "/",
): FeedItem[] {
  const price = amountIn(product.price, target.currency);
  const claim =
    product.claims[target.currency][targetScope(target.countries, markets)];
  const sale = claim.kind === "reduction" ? claim : undefined;
  const image = (index: number) =>
    absoluteUrl(product.gallery[index]!.src.src, siteUrl);
  // The other colours' photos show another product: only the shared shots.
  const colourImages = new Set(product.colours.map((colour) => colour.image));
  const shared = product.gallery
    .map((_, index) => index)
    .filter((index) => !colourImages.has(index))
    .slice(0, MORE_IMAGES)
    .map(image);
  return product.colours.map((colour) => ({
    id: feedItemId(settings, colour.value),
    item_group_id: settings.id,
    title: `${product.title}, ${colour.name}`,
    description: product.description,
    link: absoluteUrl(
      `${productPage}?color=${encodeURIComponent(colour.value)}`,
      siteUrl,
    ),
    image_link: image(colour.image),
    additional_image_link: shared,
    availability: product.availability,
    condition: product.condition,
    price: money(sale ? sale.reference : price, target.currency),
    ...(sale && {
      sale_price: money(price, target.currency),
      sale_price_effective_date: effective(sale.since, product.claimsDay),
    }),
    brand: settings.brand,
    ...(settings.gtin && { gtin: settings.gtin }),
    ...(settings.mpn && { mpn: settings.mpn }),
    ...(!settings.gtin &&
      !settings.mpn && { identifier_exists: "no" as const }),
    google_product_category: settings.googleProductCategory,
    color: colour.name,
    shipping: target.countries.map((country) => ({
      country,
      service: target.shipping.service,
      price: money(target.shipping.price, target.currency),
    })),
  }));
}

/** Text for XML: the five special characters escaped, and no character XML 1.0 forbids. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RSS's own elements; every other attribute is in Google's g: namespace. */
const RSS_ELEMENTS = new Set(["title", "link", "description"]);

const element = (name: string, value: string) => {
  const tag = RSS_ELEMENTS.has(name) ? name : `g:${name}`;
  return `<${tag}>${xmlText(value)}</${tag}>`;
};

/** Google Merchant Center's RSS 2.0 feed of `items`. */
export function googleFeed(
  items: readonly FeedItem[],
  channel: { title: string; link: string; description: string },
): string {
  const lines = items.map((item) => {
    const { additional_image_link, shipping, ...plain } = item;
    return [
      "<item>",
      ...Object.entries(plain).map(([name, value]) =>
        element(name, String(value)),
      ),
      ...additional_image_link.map((link) =>
        element("additional_image_link", link),
      ),
      ...shipping.map(
        (rate) =>
          `<g:shipping>${element("country", rate.country)}${element("service", rate.service)}${element("price", rate.price)}</g:shipping>`,
      ),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "<channel>",
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
    ...lines,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Meta's catalog columns, in order. */
const META_COLUMNS = [
  "id",
  "item_group_id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "gtin",
  "mpn",
  "google_product_category",
  "color",
  "shipping",
] as const;

/**
 * One CSV cell: quoted, quotes doubled; a value a spreadsheet would run as
 * a formula (=, +, -, @ first) starts with an apostrophe instead.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Meta's catalog CSV of `items`. */
export function metaFeed(items: readonly FeedItem[]): string {
  const row = (item: FeedItem) =>
    META_COLUMNS.map((column) => {
      if (column === "additional_image_link")
        return item.additional_image_link.join(",");
      // Meta writes "in stock" where Google writes "in_stock".
      if (column === "availability") return item.availability.replace("_", " ");
      if (column === "shipping")
        return item.shipping
          .map((rate) => `${rate.country}::${rate.service}:${rate.price}`)
          .join(",");
      return item[column] ?? "";
    });
  return [
    META_COLUMNS.join(","),
    ...items.map((item) => row(item).map(csvCell).join(",")),
    "",
  ].join("\n");
}
