import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { product } from "~/content/product";
import { seedReviews } from "~/content/reviews";
import { store } from "~/content/store";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from "./structured-data";

const site = "https://shop.test";

describe("productJsonLd", () => {
  const data = productJsonLd(product, {
    url: `${site}/`,
    reviews: seedReviews.slice(0, 3),
    siteUrl: site,
  });

  // Google's product snippets require name and one of review, aggregateRating or offers.
  it("has the properties product snippets require and recommend", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: expect.any(String),
      brand: { "@type": "Brand", name: store.name },
    });
    expect(data.image).toHaveLength(8);
    for (const image of data.image as string[])
      expect(image).toMatch(/^https:\/\/shop\.test\//);
  });

  it("rates 4.9 over 439 reviews", () => {
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      reviewCount: 439,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("offers it at 14.95 USD, in stock, at the page URL", () => {
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: "14.95",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: `${site}/`,
    });
  });

  it("includes reviews with author and rating", () => {
    const reviews = data.review as {
      author: { name: string };
      reviewRating: { ratingValue: number };
    }[];
    expect(reviews).toHaveLength(3);
    for (const review of reviews) {
      expect(review.author.name).not.toBe("");
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
    }
  });

  it("survives JSON serialisation", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("faqJsonLd", () => {
  it("lists each question with its answer", () => {
    const data = faqJsonLd(faqItems);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(5);
    expect((data.mainEntity as unknown[])[0]).toMatchObject({
      "@type": "Question",
      name: faqItems[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: faqItems[0]?.answer },
    });
  });
});

describe("organizationJsonLd and websiteJsonLd", () => {
  it("name the store, its site and its contact", () => {
    expect(organizationJsonLd(store, site)).toMatchObject({
      "@type": "Organization",
      name: store.name,
      url: `${site}/`,
      email: store.supportEmail,
      address: { "@type": "PostalAddress", addressCountry: "US" },
    });
    expect(websiteJsonLd(store, site)).toMatchObject({
      "@type": "WebSite",
      name: store.name,
      url: `${site}/`,
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Home", path: "/" },
          { name: "About us", path: "/about" },
        ],
        site,
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "About us",
        item: `${site}/about`,
      },
    ]);
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
    [
      "Product",
      productJsonLd(product, {
        url: `${site}/`,
        reviews: seedReviews.slice(0, 3),
        siteUrl: site,
      }),
    ],
    ["FAQPage", faqJsonLd(faqItems)],
    ["Organization", organizationJsonLd(store, site)],
    ["WebSite", websiteJsonLd(store, site)],
    [
      "BreadcrumbList",
      breadcrumbJsonLd(
        [
          { name: "Home", path: "/" },
          { name: "About us", path: "/about" },
        ],
        site,
      ),
    ],
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

  it("gives the price as a plain decimal and every URL absolutely", () => {
    const data = productJsonLd(product, {
      url: `${site}/`,
      reviews: [],
      siteUrl: site,
    });
    expect((data.offers as { price: string }).price).toMatch(/^\d+\.\d{2}$/);
    expect(organizationJsonLd(store, site).logo).toMatch(
      /^https:\/\/shop\.test\//,
    );
  });
});
