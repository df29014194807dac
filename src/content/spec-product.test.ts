/**
 * The specification's checks for the product: they pin the demo store's
 * figures as the specification (shared/spec/storefront-spec.md) gives
 * them: its prices, images, colours, tabs, copy, reviews, FAQ and related
 * products. They run while the store's settings.yaml says
 * `specificationChecks: true` (vitest.config.ts, spec-figures.test.ts).
 */
import { describe, expect, it } from "vitest";
import { productClaims } from "@/lib/product-claims";
import { readEntry, readList } from "./spec-content";

const product = readEntry("product");
const priceClaimRules = readEntry("priceClaims");
const summary = readEntry("ratingSummary");
const reviews = readList("reviews");
const faq = readEntry("faq");
const related = readList("related");

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
