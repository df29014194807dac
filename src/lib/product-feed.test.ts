// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  csvCell,
  feedItems,
  googleFeed,
  metaFeed,
  xmlText,
  type FeedSettings,
  type FeedTarget,
} from "./product-feed";
import {
  claimsOf,
  HISTORY,
  MARKET_COUNTRIES,
  NOT_IN_THE_EU,
  PRODUCT,
} from "./product-fixture";

const SITE = "https://shop.test";

const settings: FeedSettings = {
  id: "VOYA-36L",
  brand: "Voyapack",
  googleProductCategory: "Luggage & Bags > Backpacks",
};

const target = (currency: FeedTarget["currency"]): FeedTarget => ({
  name: currency.toLowerCase(),
  countries:
    currency === "EUR" ? ["DE", "FR"] : [currency === "USD" ? "US" : "GB"],
  currency,
  shipping: { price: 0, service: "Free tracked shipping" },
});

/** The items of `product` in the feed of `currency`'s target. */
const itemsOf = (
  product: Parameters<typeof feedItems>[0],
  currency: FeedTarget["currency"],
) => feedItems(product, settings, target(currency), SITE, MARKET_COUNTRIES);

/** A feed parsed by the browser's XML parser, as Merchant Center reads it. */
function parseXml(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const G = "http://base.google.com/ns/1.0";

describe("feedItems", () => {
  it("makes one item per colour with every attribute Google requires", () => {
    const items = itemsOf(PRODUCT, "USD");
    expect(items).toHaveLength(2);
    expect(items[1]).toEqual({
      id: "VOYA-36L-army-green",
      item_group_id: "VOYA-36L",
      title: "Travel Backpack, Army Green",
      description: "Expands from 36L to 60L.",
      link: "https://shop.test/?color=army-green",
      image_link: "https://shop.test/_astro/green.def.jpg",
      additional_image_link: ["https://shop.test/_astro/inside.ghi.jpg"],
      availability: "in_stock",
      condition: "new",
      price: "70.00 USD",
      sale_price: "14.95 USD",
      // From the reduction's day to a week after the build.
      sale_price_effective_date:
        "2026-10-01T00:00+00:00/2026-12-04T23:59+00:00",
      brand: "Voyapack",
      identifier_exists: "no",
      google_product_category: "Luggage & Bags > Backpacks",
      color: "Army Green",
      shipping: [
        { country: "US", service: "Free tracked shipping", price: "0.00 USD" },
      ],
    });
  });

  it("links each item to the product page in the feed's language", () => {
    const items = feedItems(
      PRODUCT,
      settings,
      { ...target("EUR"), language: "de" },
      SITE,
      MARKET_COUNTRIES,
      "/de",
    );
    expect(items.map((item) => item.link)).toEqual([
      "https://shop.test/de?color=black",
      "https://shop.test/de?color=army-green",
    ]);
  });

  it("keeps each colour's id in every country's feed", () => {
    const ids = (currency: FeedTarget["currency"]) =>
      itemsOf(PRODUCT, currency).map((item) => item.id);
    expect(ids("USD")).toEqual(["VOYA-36L-black", "VOYA-36L-army-green"]);
    expect(ids("GBP")).toEqual(ids("USD"));
    expect(ids("EUR")).toEqual(ids("USD"));
  });

  it("prices each currency as the page does: its own figures where content gives them", () => {
    const own = (was: number, now: number) => ({
      price: now,
      priceHistory: [
        { from: "2024-10-01", price: was },
        { from: "2026-10-01", price: now },
      ],
    });
    const priced = {
      ...PRODUCT,
      price: { EUR: 13.95, USD: 14.95, GBP: 12.95 },
      claims: claimsOf({
        price: 14.95,
        priceHistory: HISTORY,
        currencyPrices: { EUR: own(65, 13.95), GBP: own(60, 12.95) },
      }),
    };
    const first = (currency: FeedTarget["currency"]) => {
      const [item] = itemsOf(priced, currency);
      return [item?.price, item?.sale_price, item?.shipping[0]?.price];
    };
    expect(first("EUR")).toEqual(["65.00 EUR", "13.95 EUR", "0.00 EUR"]);
    expect(first("GBP")).toEqual(["60.00 GBP", "12.95 GBP", "0.00 GBP"]);
    // The single figures, in any currency, as the page shows them.
    expect(itemsOf(PRODUCT, "GBP")[0]?.price).toBe("70.00 GBP");
  });

  it("shows no sale without a reduction in the price history", () => {
    const [item] = itemsOf(
      {
        ...PRODUCT,
        claims: claimsOf({
          price: 14.95,
          priceHistory: [{ from: "2024-10-01", price: 14.95 }],
        }),
      },
      "USD",
    );
    expect(item?.price).toBe("14.95 USD");
    expect(item).not.toHaveProperty("sale_price");
    expect(item).not.toHaveProperty("sale_price_effective_date");
  });

  it("shows a sale only where the target's market allows it", () => {
    const product = { ...PRODUCT, claims: NOT_IN_THE_EU };
    const sale = (countries: string[], currency: FeedTarget["currency"]) =>
      feedItems(
        product,
        settings,
        { ...target(currency), countries },
        SITE,
        MARKET_COUNTRIES,
      )[0]?.sale_price;
    expect(sale(["US"], "USD")).toBe("14.95 USD");
    expect(sale(["GB"], "GBP")).toBe("14.95 GBP");
    expect(sale(["DE", "FR"], "EUR")).toBeUndefined();
    // Countries of two markets, or of none, take what every market allows.
    expect(sale(["US", "GB"], "USD")).toBeUndefined();
    expect(sale(["CA"], "USD")).toBeUndefined();
  });

  it("gives the identifiers content has instead of identifier_exists", () => {
    const [item] = feedItems(
      PRODUCT,
      { ...settings, gtin: "0123456789012", mpn: "VP-36" },
      target("USD"),
      SITE,
      MARKET_COUNTRIES,
    );
    expect(item).toMatchObject({ gtin: "0123456789012", mpn: "VP-36" });
    expect(item).not.toHaveProperty("identifier_exists");
  });
});

describe("googleFeed", () => {
  const hostile = {
    ...PRODUCT,
    title: `Bag & "Co" <b>'s</b> 🎒`,
    description: "Tom & Jerry's <script>alert(1)</script>\u0000\u0008 ✓",
  };

  it("is RSS 2.0 that an XML parser reads back to the very texts, hostile ones included", () => {
    const items = itemsOf(hostile, "EUR");
    const doc = parseXml(
      googleFeed(items, {
        title: "A & B",
        link: `${SITE}/`,
        description: "<x>",
      }),
    );
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const entries = [...doc.getElementsByTagName("item")];
    expect(entries).toHaveLength(2);
    // title, link and description are RSS's own; the rest Google's g:.
    const value = (entry: Element, name: string) =>
      [...entry.children]
        .filter((el) => el.localName === name)
        .map((el) => el.textContent);
    expect(value(entries[0]!, "title")).toEqual([
      `Bag & "Co" <b>'s</b> 🎒, Black`,
    ]);
    // The characters XML cannot carry are left out, the rest kept.
    expect(value(entries[0]!, "description")).toEqual([
      "Tom & Jerry's <script>alert(1)</script> ✓",
    ]);
    expect(
      [...entries[0]!.getElementsByTagNameNS(G, "country")].map(
        (el) => el.textContent,
      ),
    ).toEqual(["DE", "FR"]);
    expect(
      entries[0]!.getElementsByTagNameNS(G, "price")[0]?.parentElement,
    ).toBe(entries[0]);
    expect(value(entries[0]!, "additional_image_link")).toEqual([
      "https://shop.test/_astro/inside.ghi.jpg",
    ]);
    expect(doc.getElementsByTagName("title")[0]?.textContent).toBe("A & B");
  });

  it("escapes the five special characters", () => {
    expect(xmlText(`<a href="x">&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;",
    );
  });
});

describe("metaFeed", () => {
  it("is one CSV row per item under Meta's column names, Meta's availability words", () => {
    const csv = metaFeed(itemsOf(PRODUCT, "USD"));
    const [header = "", first = ""] = csv.split("\n");
    // Every cell is quoted and none of this row's holds `","`.
    const cells = first.slice(1, -1).split('","');
    const row = Object.fromEntries(
      header.split(",").map((column, index) => [column, cells[index]]),
    );
    expect(row).toMatchObject({
      id: "VOYA-36L-black",
      item_group_id: "VOYA-36L",
      title: "Travel Backpack, Black",
      description: expect.stringMatching(/\S/),
      availability: "in stock",
      condition: "new",
      price: "70.00 USD",
      sale_price: "14.95 USD",
      shipping: "US::Free tracked shipping:0.00 USD",
    });
  });

  it("quotes every cell and keeps a spreadsheet from running a formula", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
  });
});
