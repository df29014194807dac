import type { APIRequestContext, Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NODE_SERVER } from "./hosts";
import { REBRAND_PORT, REBRAND_ROOT } from "./rebrand-build";
import { expect, test } from "./fixtures";

/**
 * The product feeds as built (docs/product-feeds.md), checked against the
 * pages they link to: each Google feed parses as XML, every item's title
 * is its page's product name, in the page's language, and its price,
 * currency, availability and link agree with the JSON-LD Offer of its
 * page, its images are in the build, and Meta's catalog lists the same
 * items.
 */
const G = "http://base.google.com/ns/1.0";
const SITE_ROOT = process.env.E2E_SITE_ROOT ?? "dist";

type Offer = {
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
};

/** The JSON-LD Product of the page at `path`: its name and Offers. */
async function productOf(
  request: APIRequestContext,
  base: string,
  path: string,
): Promise<{ name: unknown; offers: Offer[] }> {
  const html = await (await request.get(`${base}${path}`)).text();
  const product = [
    ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
  ]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data["@type"] === "Product");
  return {
    name: product?.name,
    offers: [product?.offers ?? []].flat() as Offer[],
  };
}

/** An item's g: values by name. */
type FeedItem = Record<string, string[]>;

/** A feed read by the browser's XML parser: its items, or the parser's error. */
function parseFeed(
  page: Page,
  xml: string,
): Promise<{ error: string | null; items: FeedItem[] }> {
  return page.evaluate(
    ([text, ns]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      if (error) return { error: error.textContent ?? "", items: [] };
      const items = [...doc.getElementsByTagName("item")].map((item) => {
        const values: Record<string, string[]> = {};
        // RSS's title, link and description, and Google's g: attributes.
        for (const el of item.children)
          if (el.namespaceURI === ns || !el.namespaceURI)
            (values[el.localName] ??= []).push(el.textContent ?? "");
        return values;
      });
      return { error: null, items };
    },
    [xml, G] as const,
  );
}

const SCHEMA_AVAILABILITY: Record<string, string> = {
  in_stock: "https://schema.org/InStock",
  out_of_stock: "https://schema.org/OutOfStock",
  preorder: "https://schema.org/PreOrder",
  backorder: "https://schema.org/BackOrder",
};

for (const [store, root, base] of [
  ["this store", SITE_ROOT, NODE_SERVER],
  ["the rebranded store", REBRAND_ROOT, `http://localhost:${REBRAND_PORT}`],
] as const) {
  test(`${store}'s feeds agree with its pages, parse as XML and name only images of the build`, async ({
    page,
    request,
  }) => {
    const feeds = readdirSync(join(root, "feeds")).filter((file) =>
      /^google-.*\.xml$/.test(file),
    );
    expect(feeds.length).toBeGreaterThan(0);
    for (const feed of feeds) {
      const xml = readFileSync(join(root, "feeds", feed), "utf8");
      const { error, items } = await parseFeed(page, xml);
      expect(error, feed).toBeNull();
      expect(items.length, feed).toBeGreaterThan(0);
      for (const item of items) {
        const value = (name: string) => item[name] ?? [];
        const id = value("id")[0];
        const url = new URL(value("link")[0]!);
        const [amount, currency] = (
          value("sale_price")[0] ?? value("price")[0]!
        ).split(" ");
        const { name, offers } = await productOf(
          request,
          base,
          url.pathname + url.search,
        );
        // In the page's language: "<the page's product name>, <colour>".
        expect(value("title")[0], `${feed} ${id}`).toBe(
          `${String(name)}, ${value("color")[0]}`,
        );
        // The page's offer in the feed's currency; with one figure for
        // every currency, the page's single offer.
        const offer =
          offers.find((candidate) => candidate.priceCurrency === currency) ??
          (offers.length === 1 ? offers[0] : undefined);
        expect(offer, `${feed} ${id}: an offer in ${currency}`).toBeDefined();
        expect(offer!.price, `${feed} ${id}`).toBe(amount);
        expect(offer!.availability, `${feed} ${id}`).toBe(
          SCHEMA_AVAILABILITY[value("availability")[0]!],
        );
        expect(new URL(offer!.url).pathname, `${feed} ${id}`).toBe(
          url.pathname,
        );
        for (const image of [
          ...value("image_link"),
          ...value("additional_image_link"),
        ])
          expect(
            (await request.get(`${base}${new URL(image).pathname}`)).status(),
            image,
          ).toBe(200);
      }
      // Meta's catalog lists the same items under the same ids.
      const csv = readFileSync(
        join(root, "feeds", feed.replace(/^google-(.*)\.xml$/, "meta-$1.csv")),
        "utf8",
      );
      expect(
        csv
          .trim()
          .split("\n")
          .slice(1)
          .map((row) => row.split(",")[0]?.replaceAll('"', "")),
      ).toEqual(items.map((item) => item.id?.[0]));
    }
  });
}
