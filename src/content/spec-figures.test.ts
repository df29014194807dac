/**
 * These checks pin this store's specification figures (shared/spec/
 * storefront-spec.md): texts, prices, counts and routes. A store selling
 * another product replaces or deletes this file, while the schemas' checks in
 * src/schemas/ keep holding. The files are read as YAML and
 * Markdown and parsed with those same schemas (astro:content itself does
 * not resolve in Vitest; images are any string here, as Astro's image()
 * checks the files at build time).
 */
import { readdirSync, readFileSync } from "node:fs";
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import {
  COLLECTIONS,
  entryId,
  schemaOf,
  type EntryCollection,
  type MadeSchema,
} from "@/schemas/collections";
import { productClaims } from "@/lib/product-claims";
import { PUBLIC_PATHS } from "../../scripts/routes.mjs";

const context = { image: () => z.string() } as unknown as SchemaContext;

/**
 * A path beside this file. Through a variable, since Vite rewrites a literal
 * `new URL("./x", import.meta.url)` into an http: address under jsdom.
 */
const here = (path: string) => new URL(path, import.meta.url);
const read = (path: string) => readFileSync(here(path), "utf8");

/** The one entry of a collection's YAML file of src/content/, parsed by its schema. */
const readEntry = <C extends EntryCollection>(collection: C) =>
  schemaOf(collection, context).parse(
    (
      load(read(`./${COLLECTIONS[collection].file}.yaml`)) as Record<
        string,
        unknown
      >
    )[entryId(collection)],
  ) as z.output<MadeSchema<(typeof COLLECTIONS)[C]["schema"]>>;

/** A collection's YAML file of src/content/ that is a list of entries, each parsed by the schema. */
const readList = <C extends "reviews" | "related">(collection: C) =>
  z
    .array(schemaOf(collection, context))
    .parse(load(read(`./${COLLECTIONS[collection].file}.yaml`))) as z.output<
    MadeSchema<(typeof COLLECTIONS)[C]["schema"]>
  >[];

type Page = {
  slug: string;
  data: z.output<typeof COLLECTIONS.pages.schema>;
  body: string;
};

/** A Markdown page: its frontmatter between the first two `---` lines, and its body. */
function readPage(file: string): Page {
  const [, frontmatter = "", ...body] = read(`./pages/${file}`).split(
    /^---\r?$/m,
  );
  return {
    slug: file.replace(/\.md$/, ""),
    data: COLLECTIONS.pages.schema.parse(load(frontmatter)),
    body: body.join("---"),
  };
}

/** The cells of each body row of the HTML tables in a page, as text. */
const tableRows = (page: Page) =>
  [...page.body.matchAll(/<tr>(.*?)<\/tr>/g)]
    .map((row) =>
      [...(row[1] ?? "").matchAll(/<t([hd])[^>]*>(.*?)<\/t[hd]>/g)].map(
        (cell) => [cell[1], cell[2]],
      ),
    )
    .filter((cells) => cells.some(([kind]) => kind === "d"))
    .map((cells) => cells.map(([, text]) => text));

const currencies = readEntry("currencies");
const chrome = readEntry("chrome");
const copy = readEntry("copy");
const store = readEntry("store");
const product = readEntry("product");
const priceClaimRules = readEntry("priceClaims");
const summary = readEntry("ratingSummary");
const reviews = readList("reviews");
const faq = readEntry("faq");
const related = readList("related");

const pages = readdirSync(here(`./${COLLECTIONS.pages.folder}/`))
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map(readPage);
const policies = pages.filter((page) => page.data.policy);
const policy = (slug: string) => {
  const page = policies.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No policy ${slug}`);
  return page;
};

describe("currencies", () => {
  // Format, uniqueness and a country in two lists are the schema's checks.
  it("gives GB pounds, 43 European countries euros and everyone else US dollars", () => {
    const countries = (code: string) =>
      currencies.list.find((item) => item.code === code)?.countries;
    expect(countries("EUR")).toHaveLength(43);
    expect(countries("GBP")).toEqual(["GB"]);
    expect(countries("USD")).toBeUndefined();
    expect(currencies.fallback).toBe("USD");
  });

  it("uses the spec's symbols", () => {
    expect(
      Object.fromEntries(
        currencies.list.map((item) => [item.code, item.symbol]),
      ),
    ).toEqual({ EUR: "€", GBP: "£", USD: "$" });
  });
});

describe("site chrome", () => {
  it("rotates the five promotions of the spec every 3000 ms", () => {
    expect(chrome.banner.messages).toEqual([
      "FREE SHIPPING ON ALL ORDERS",
      "MORE THAN 27,610 SATISFIED CUSTOMERS!",
      "30-DAY MONEY BACK GUARANTEE",
      "24/7 CUSTOMER SUPPORT AVAILABLE",
      "SECURE PAYMENT & FAST DELIVERY",
    ]);
    expect(chrome.banner.intervalMs).toBe(3000);
  });

  it("navigates to Home, About, Order Track and Contact", () => {
    expect(chrome.navigation.map((link) => [link.label, link.href])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Order Track", "/order-track"],
      ["Contact", "/contact"],
    ]);
  });

  it("links the footer to the about and policy pages", () => {
    expect(chrome.footer.aboutLinks.map((link) => link.href)).toEqual([
      "/about",
      "/contact",
    ]);
    expect(chrome.footer.policyLinks.map((link) => link.href)).toEqual([
      "/contact-information",
      "/privacy-policy",
      "/refund-policy",
      "/shipping-policy",
      "/terms-of-service",
    ]);
  });

  it("links only to routes that exist, order tracking's help to /contact", () => {
    const links = [
      ...chrome.navigation,
      ...chrome.footer.aboutLinks,
      ...chrome.footer.policyLinks,
    ];
    for (const link of links) expect(PUBLIC_PATHS).toContain(link.href);
    expect(copy.orderTrack.help).toMatchObject({
      link: "Need Help?",
      href: "/contact",
    });
  });

  it("shows the eight payment methods of the spec, in order", () => {
    expect(chrome.paymentMethods.map((method) => method.name)).toEqual([
      "Mastercard",
      "Elo",
      "Visa",
      "American Express",
      "Diners Club",
      "Hypercard",
      "Google Pay",
      "Meta Pay",
    ]);
  });

  it("promises shipping, service and payment", () => {
    expect(
      chrome.trustBadges.items.map((badge) => [badge.icon, badge.title]),
    ).toEqual([
      ["truck", "Free tracked shipping"],
      ["headset", "Customer service"],
      ["shield", "Secure payment"],
    ]);
  });
});

describe("store", () => {
  it("has a support e-mail address and the spec's service hours", () => {
    expect(store.supportEmail).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/);
    expect(store.serviceHours.days).toBe("Monday to Friday");
    expect(store.serviceHours.hours).toBe("9:00 AM to 6:30 PM");
  });
});

describe("policies", () => {
  // A page's route is its file name: src/pages/[...locale]/[policy].astro.
  it("publishes the four policies at their routes", () => {
    expect(policies.map((page) => `/${page.slug}`)).toEqual([
      "/privacy-policy",
      "/refund-policy",
      "/shipping-policy",
      "/terms-of-service",
    ]);
  });

  // Each policy's figures in its prose, and the rows of its table.
  describe.each([
    {
      slug: "refund-policy",
      figures: [
        "30-day money-back guarantee",
        "5-7 business days",
        "direct exchanges",
        "Custom",
        "not returnable",
      ],
      // The refund times by payment method.
      rows: [
        ["Credit card", "3-5 business days"],
        ["PayPal", "1-2 business days"],
        ["Bank transfer", "5-7 business days"],
      ],
    },
    {
      slug: "shipping-policy",
      figures: [
        "free and tracked",
        "1-2 business days",
        "before 2 PM EST",
        "domestic orders only",
      ],
      // The delivery windows by region, and the expedited prices.
      rows: [
        ["United States", "3-7 business days"],
        ["Canada", "5-10 business days"],
        ["United Kingdom", "5-12 business days"],
        ["European Union", "7-14 business days"],
        ["Australia", "7-14 business days"],
        ["Rest of World", "10-21 business days"],
        ["Express", "2-3 days", "$9.99"],
        ["Overnight", "1-2 days", "$19.99"],
      ],
    },
  ])("the $slug", ({ slug, figures, rows }) => {
    it.each(figures)("says %s", (figure) => {
      expect(policy(slug).body).toContain(figure);
    });

    it("gives the spec's table", () => {
      expect(tableRows(policy(slug))).toEqual(rows);
    });
  });

  // Policies are prose: an amount is in US dollars when written with "$",
  // and no other currency's symbol appears.
  it("prices the policies in US dollars", () => {
    const amounts = policies.flatMap((page) =>
      [...page.body.matchAll(/(?:\S\s?)?\d+\.\d\d\b|[€£]/g)].map(
        (match) => match[0],
      ),
    );
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^\$/);
  });

  it("has unique titles, descriptions and section headings", () => {
    const titles = pages.map((page) => page.data.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages.map((page) => page.data.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of policies) {
      const headings = page.body.match(/^##.*$/gm) ?? [];
      expect(new Set(headings).size).toBe(headings.length);
      expect(page.data.meta.description.length).toBeGreaterThan(50);
    }
  });
});

describe("product", () => {
  // The original price and the savings come from the price history
  // (lib/price-claims.ts); rating and review count live once, in
  // rating-summary.yaml, and are checked below.
  it("carries the spec's figures", () => {
    expect(product).toMatchObject({
      price: 14.95,
      sold: 2002,
      badge: "Exclusively",
    });
    const claim = productClaims(
      product,
      ["USD"],
      priceClaimRules,
      new Date().toISOString().slice(0, 10),
    ).USD.us;
    expect(claim).toMatchObject({
      kind: "reduction",
      price: 14.95,
      reference: 70,
      savings: 55.05,
    });
  });

  // Image sizes come from the files through the image pipeline.
  it("has 8 gallery images, each with a description", () => {
    expect(product.gallery).toHaveLength(8);
    for (const image of product.gallery)
      expect(image.alt.length).toBeGreaterThan(10);
  });

  // The first colour is the default (src/lib/colour.ts).
  it("offers Black (default), Grey and Army Green, each with its own image", () => {
    expect(product.colours.map((colour) => colour.name)).toEqual([
      "Black",
      "Grey",
      "Army Green",
    ]);
    const images = product.colours.map((colour) => colour.image);
    expect(new Set(images).size).toBe(3);
    for (const index of images) expect(product.gallery[index]).toBeDefined();
  });

  it("names the four tabs as the spec does, description first", () => {
    expect(product.tabs.map((tab) => [tab.id, tab.label])).toEqual([
      ["description", "DESCRIPTION"],
      ["shipping", "FREE TRACKED SHIPPING"],
      ["returns", "RETURNS & EXCHANGES"],
      ["guarantee", "GUARANTEE & REFUND"],
    ]);
  });

  // The spec keeps two guarantees: 30-day money back and 90-day satisfaction.
  it("keeps every figure of the spec in the copy, both guarantee periods included", () => {
    const text =
      JSON.stringify(product.tabs) + JSON.stringify(product.benefits);
    for (const figure of [
      "36L",
      "60L",
      "80%",
      "1-3 business days",
      "3-9 business days",
      "30-day",
      "90-day",
    ])
      expect(text).toContain(figure);
  });

  it("summarises 4.9 over 439 reviews with the fixed per-star figures", () => {
    expect(summary.source).toBe("fixed");
    expect(summary.average).toBe(4.9);
    expect(summary.total).toBe(439);
    expect(
      summary.breakdown?.map((row) => [row.stars, row.count, row.percent]),
    ).toEqual([
      [5, 416, 95],
      [4, 10, 2],
      [3, 11, 3],
      [2, 1, 0],
      [1, 1, 0],
    ]);
  });

  it("seeds 16 reviews with unique ids, mostly 5 stars, none below 3", () => {
    expect(reviews).toHaveLength(16);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(16);
    const ratings = reviews.map((review) => review.rating);
    expect(Math.min(...ratings)).toBe(3);
    expect(ratings.filter((rating) => rating === 5).length).toBeGreaterThan(8);
    expect(
      reviews.filter((review) => review.text.length > 130).length,
    ).toBeGreaterThan(2);
  });

  it("has five FAQ items: delivery, shipping, tracking, payment, guarantee", () => {
    expect(faq.items.map((item) => item.id)).toEqual([
      "delivery",
      "shipping",
      "tracking",
      "payment",
      "guarantee",
    ]);
    const answers = faq.items.map((item) => item.answer).join(" ");
    for (const figure of ["1-3 business days", "3-9 business days", "90-day"])
      expect(answers).toContain(figure);
  });

  // A card stores no savings: it is derived from originalPrice, when there is one.
  it("lists four related products at the spec's prices", () => {
    expect(
      related.map((item) => [
        item.price,
        item.originalPrice,
        item.originalPrice === undefined
          ? undefined
          : item.originalPrice - item.price,
      ]),
    ).toEqual([
      [44, undefined, undefined],
      [157, undefined, undefined],
      [49, 80, 31],
      [113, undefined, undefined],
    ]);
  });
});
