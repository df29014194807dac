import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  openGraphPrices,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
  type StoreForJsonLd,
} from "./structured-data";
import { NOT_IN_THE_EU, PRODUCT } from "./product-fixture";

const site = "https://shop.test";

const reviews = [
  { name: "Ana", rating: 5, text: "Fits everything." },
  { name: "Ben", rating: 4, text: "Good value." },
  { name: "Cleo", rating: 5, text: "Light and roomy." },
];

const store: StoreForJsonLd = {
  name: "Shop",
  tradeName: "Shop Travel Goods LLC",
  supportEmail: "help@shop.test",
  logo: { src: "/_astro/logo.123.svg" },
  address: {
    street: "1 Harbor Way",
    locality: "Wilmington",
    region: "DE",
    postalCode: "19801",
    country: "United States",
    countryCode: "US",
  },
};

const trail = [
  { name: "Home", path: "/" },
  { name: "About us", path: "/about" },
];

const productData = (reviewList = reviews) =>
  productJsonLd(PRODUCT, {
    url: `${site}/`,
    siteUrl: site,
    brand: store.name,
    reviews: reviewList,
    currency: "USD",
  });

describe("productJsonLd", () => {
  const data = productData();

  it("names the product, its brand and colours, with each colour's photo as an absolute URL", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Travel Backpack",
      description: "Expands from 36L to 60L.",
      brand: { "@type": "Brand", name: "Shop" },
      color: "Black, Army Green",
      image: [
        "https://shop.test/_astro/black.abc.jpg",
        "https://shop.test/_astro/green.def.jpg",
      ],
    });
  });

  it("carries the rating and review count", () => {
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      reviewCount: 439,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("offers it in USD, in stock, at the page URL, the price as a plain decimal", () => {
    expect(data.offers).toEqual({
      "@type": "Offer",
      url: `${site}/`,
      price: "14.95",
      priceCurrency: "USD",
      // Every market may see the reduction: the struck-through price.
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/StrikethroughPrice",
        price: "70.00",
        priceCurrency: "USD",
      },
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    });
    expect(
      (
        productJsonLd(
          { ...PRODUCT, price: 70 },
          {
            url: `${site}/`,
            siteUrl: site,
            brand: "Shop",
            reviews: [],
            currency: "USD",
          },
        ).offers as { price: string }
      ).price,
    ).toBe("70.00");
  });

  it("gives no struck-through price where not every market may see one", () => {
    const offer = productJsonLd(
      { ...PRODUCT, claims: NOT_IN_THE_EU },
      {
        url: `${site}/`,
        siteUrl: site,
        brand: "Shop",
        reviews: [],
        currency: "USD",
      },
    ).offers as Record<string, unknown>;
    expect(offer.price).toBe("14.95");
    expect(offer).not.toHaveProperty("priceSpecification");
  });

  it("offers a single price in the currency it is given, the content's fallback", () => {
    const offer = productJsonLd(PRODUCT, {
      url: `${site}/`,
      siteUrl: site,
      brand: "Shop",
      reviews: [],
      currency: "EUR",
    }).offers as { priceCurrency: string };
    expect(offer.priceCurrency).toBe("EUR");
  });

  it("says what content says of its availability and condition", () => {
    const offers = productJsonLd(
      { ...PRODUCT, availability: "preorder", condition: "refurbished" },
      {
        url: `${site}/`,
        siteUrl: site,
        brand: "Shop",
        reviews: [],
        currency: "USD",
      },
    ).offers as { availability: string; itemCondition: string };
    expect(offers.availability).toBe("https://schema.org/PreOrder");
    expect(offers.itemCondition).toBe(
      "https://schema.org/RefurbishedCondition",
    );
  });

  it("offers it once per currency when each has its own price", () => {
    const offers = productJsonLd(
      { ...PRODUCT, price: { EUR: 13.95, USD: 14.95, GBP: 12.95 } },
      {
        url: `${site}/`,
        siteUrl: site,
        brand: "Shop",
        reviews: [],
        currency: "USD",
      },
    ).offers as { price: string; priceCurrency: string; url: string }[];
    expect(
      offers.map((offer) => [offer.priceCurrency, offer.price, offer.url]),
    ).toEqual([
      ["EUR", "13.95", `${site}/`],
      ["USD", "14.95", `${site}/`],
      ["GBP", "12.95", `${site}/`],
    ]);
  });

  it("includes the given reviews with author, rating and text", () => {
    expect(data.review).toEqual([
      expect.objectContaining({ author: { "@type": "Person", name: "Ana" } }),
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Ben" },
        reviewRating: {
          "@type": "Rating",
          ratingValue: 4,
          bestRating: 5,
          worstRating: 1,
        },
        reviewBody: "Good value.",
      },
      expect.objectContaining({ reviewBody: "Light and roomy." }),
    ]);
  });

  it("survives JSON serialisation", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("organizationJsonLd and websiteJsonLd", () => {
  it("name the store, its site, logo and contact", () => {
    expect(organizationJsonLd(store, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Shop",
      legalName: "Shop Travel Goods LLC",
      url: `${site}/`,
      logo: `${site}/_astro/logo.123.svg`,
      email: "help@shop.test",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Harbor Way",
        addressLocality: "Wilmington",
        addressRegion: "DE",
        postalCode: "19801",
        addressCountry: "US",
      },
    });
    expect(websiteJsonLd(store, `${site}/`)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Shop",
      url: `${site}/`,
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(breadcrumbJsonLd(trail, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
        {
          "@type": "ListItem",
          position: 2,
          name: "About us",
          item: `${site}/about`,
        },
      ],
    });
  });
});

/**
 * Google Search Central's documented properties, per type: every required
 * one, and the recommended ones this store can state truthfully (reviews
 * carry relative dates, so no datePublished; the offer has no end date, so no
 * priceValidUntil). `oneOf` lists alternatives of which one must be present.
 */
const GOOGLE_PROPERTIES: Record<
  string,
  { required: string[]; oneOf?: string[]; recommended: string[] }
> = {
  Product: {
    required: ["name"],
    oneOf: ["review", "aggregateRating", "offers"],
    recommended: [
      "aggregateRating",
      "offers",
      "review",
      "image",
      "description",
      "brand",
    ],
  },
  Offer: {
    required: ["price"],
    recommended: ["priceCurrency", "availability", "url", "itemCondition"],
  },
  // A merchant listing's struck-through price.
  UnitPriceSpecification: {
    required: ["price", "priceType"],
    recommended: ["priceCurrency"],
  },
  AggregateRating: {
    required: ["ratingValue"],
    oneOf: ["reviewCount", "ratingCount"],
    recommended: ["bestRating", "worstRating"],
  },
  Review: { required: ["author", "reviewRating"], recommended: ["reviewBody"] },
  Rating: {
    required: ["ratingValue"],
    recommended: ["bestRating", "worstRating"],
  },
  Person: { required: ["name"], recommended: [] },
  Brand: { required: ["name"], recommended: [] },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  ListItem: { required: ["position", "name", "item"], recommended: [] },
  Organization: {
    required: [],
    recommended: ["name", "url", "logo", "email", "address", "legalName"],
  },
  PostalAddress: {
    required: [],
    recommended: [
      "streetAddress",
      "addressLocality",
      "addressRegion",
      "postalCode",
      "addressCountry",
    ],
  },
  WebSite: { required: ["name", "url"], recommended: [] },
  FAQPage: { required: ["mainEntity"], recommended: [] },
  Question: { required: ["name", "acceptedAnswer"], recommended: [] },
  Answer: { required: ["text"], recommended: [] },
};

/** Every problem Google's rules find in a JSON-LD tree, as "Type.property" strings. */
function googleProblems(node: unknown, path = "$"): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, index) =>
      googleProblems(item, `${path}[${index}]`),
    );
  if (typeof node !== "object" || node === null) return [];
  const data = node as Record<string, unknown>;
  const present = (key: string) =>
    data[key] !== undefined && data[key] !== "" && data[key] !== null;
  const problems: string[] = [];
  const type = data["@type"];
  if (typeof type === "string") {
    const rules = GOOGLE_PROPERTIES[type];
    if (!rules) problems.push(`${path}: no rules for ${type}`);
    for (const key of [
      ...(rules?.required ?? []),
      ...(rules?.recommended ?? []),
    ])
      if (!present(key)) problems.push(`${path}: ${type}.${key} missing`);
    if (rules?.oneOf && !rules.oneOf.some(present))
      problems.push(`${path}: ${type} needs one of ${rules.oneOf.join(", ")}`);
  }
  for (const [key, value] of Object.entries(data))
    problems.push(...googleProblems(value, `${path}.${key}`));
  return problems;
}

describe("against Google's documented properties", () => {
  it.each([
    ["Product", productData()],
    ["Organization", organizationJsonLd(store, site)],
    ["WebSite", websiteJsonLd(store, site)],
    ["BreadcrumbList", breadcrumbJsonLd(trail, site)],
  ])("%s has every required and recommended property", (_type, data) => {
    expect(googleProblems(data)).toEqual([]);
  });

  it("reports what is missing, so the check can fail", () => {
    expect(
      googleProblems({
        "@type": "Product",
        offers: { "@type": "Offer", price: "1" },
      }),
    ).toEqual(
      expect.arrayContaining([
        "$: Product.name missing",
        "$.offers: Offer.priceCurrency missing",
      ]),
    );
  });
});

describe("openGraphPrices", () => {
  it("gives the single price in the fallback currency", () => {
    expect(openGraphPrices(14.95, "USD")).toEqual([["14.95", "USD"]]);
  });

  it("gives each currency its own price", () => {
    expect(
      openGraphPrices({ EUR: 13.95, USD: 14.95, GBP: 12.95 }, "USD"),
    ).toEqual([
      ["13.95", "EUR"],
      ["14.95", "USD"],
      ["12.95", "GBP"],
    ]);
  });
});
