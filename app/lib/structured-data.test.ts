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
