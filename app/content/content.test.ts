import { describe, expect, it } from "vitest";
import {
  footer,
  mainNavigation,
  paymentMethods,
  promoBanner,
  trustBadges,
} from "./chrome";
import { EUROPEAN_COUNTRIES, GBP_COUNTRY, currencies } from "./currencies";
import { orderTrackPage } from "./pages";
import { policies, refundPolicy, shippingPolicy } from "./policies";
import { store } from "./store";
import type { Policy } from "./types";

const routes = [
  "/",
  "/about",
  "/contact",
  "/contact-information",
  "/order-track",
  "/privacy-policy",
  "/refund-policy",
  "/shipping-policy",
  "/terms-of-service",
];

/** Every word a shopper can read in a policy, cells included. */
function policyText(policy: Policy): string {
  return [
    policy.intro,
    ...policy.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => {
        if (block.kind === "paragraph") return [block.text];
        if (block.kind === "list") return block.items;
        return [
          block.caption,
          ...block.columns,
          ...block.rows
            .flat()
            .map((cell) =>
              typeof cell === "string" ? cell : `$${cell.amount}`,
            ),
        ];
      }),
    ]),
  ].join("\n");
}

describe("currencies", () => {
  it("lists 43 unique European countries as ISO codes, without the United Kingdom", () => {
    expect(EUROPEAN_COUNTRIES).toHaveLength(43);
    expect(new Set(EUROPEAN_COUNTRIES).size).toBe(43);
    for (const code of EUROPEAN_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(EUROPEAN_COUNTRIES).not.toContain("GB");
    expect(GBP_COUNTRY).toBe("GB");
  });

  it("uses the spec's symbols", () => {
    expect(currencies.EUR.symbol).toBe("€");
    expect(currencies.GBP.symbol).toBe("£");
    expect(currencies.USD.symbol).toBe("$");
  });
});

describe("site chrome", () => {
  it("rotates the five promotions of the spec every 3000 ms", () => {
    expect(promoBanner.messages).toEqual([
      "FREE SHIPPING ON ALL ORDERS",
      "MORE THAN 27,610 SATISFIED CUSTOMERS!",
      "30-DAY MONEY BACK GUARANTEE",
      "24/7 CUSTOMER SUPPORT AVAILABLE",
      "SECURE PAYMENT & FAST DELIVERY",
    ]);
    expect(promoBanner.intervalMs).toBe(3000);
  });

  it("navigates to Home, About, Order Track and Contact", () => {
    expect(mainNavigation.map((link) => [link.label, link.href])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Order Track", "/order-track"],
      ["Contact", "/contact"],
    ]);
  });

  it("links the footer to the about and policy pages", () => {
    expect(footer.aboutLinks.map((link) => link.href)).toEqual([
      "/about",
      "/contact",
    ]);
    expect(footer.policyLinks.map((link) => link.href)).toEqual([
      "/contact-information",
      "/privacy-policy",
      "/refund-policy",
      "/shipping-policy",
      "/terms-of-service",
    ]);
  });

  it("links only to routes that exist", () => {
    const links = [
      ...mainNavigation,
      ...footer.aboutLinks,
      ...footer.policyLinks,
    ];
    for (const link of links) expect(routes).toContain(link.href);
    expect(routes).toContain(orderTrackPage.help.href);
  });

  it("shows the eight payment methods of the spec, in order", () => {
    expect(paymentMethods.map((method) => method.name)).toEqual([
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
    expect(trustBadges.map((badge) => badge.icon)).toEqual([
      "truck",
      "headset",
      "shield",
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
  it("publishes the four policies at their routes", () => {
    expect(policies.map((policy) => policy.path)).toEqual([
      "/privacy-policy",
      "/refund-policy",
      "/shipping-policy",
      "/terms-of-service",
    ]);
  });

  it.each([
    "30-day money-back guarantee",
    "5-7 business days",
    "Credit card",
    "3-5 business days",
    "PayPal",
    "1-2 business days",
    "Bank transfer",
    "direct exchanges",
    "Custom",
    "not returnable",
  ])("the refund policy says %s", (figure) => {
    expect(policyText(refundPolicy)).toContain(figure);
  });

  it.each([
    "free and tracked",
    "1-2 business days",
    "before 2 PM EST",
    "United States\n3-7 business days",
    "Canada\n5-10 business days",
    "United Kingdom\n5-12 business days",
    "European Union\n7-14 business days",
    "Australia\n7-14 business days",
    "Rest of World\n10-21 business days",
    "domestic orders only",
    "Express\n2-3 days\n$9.99",
    "Overnight\n1-2 days\n$19.99",
  ])("the shipping policy says %j", (figure) => {
    expect(policyText(shippingPolicy)).toContain(figure);
  });

  it("prices the policies in US dollars", () => {
    const cells = policies.flatMap((policy) =>
      policy.sections.flatMap((section) =>
        section.blocks.flatMap((block) =>
          block.kind === "table" ? block.rows.flat() : [],
        ),
      ),
    );
    const amounts = cells.filter((cell) => typeof cell !== "string");
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount.currency).toBe("USD");
  });

  it("has unique titles, descriptions and section headings", () => {
    const titles = policies.map((policy) => policy.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const policy of policies) {
      const headings = policy.sections.map((section) => section.heading);
      expect(new Set(headings).size).toBe(headings.length);
      expect(policy.meta.description.length).toBeGreaterThan(50);
    }
  });
});

describe("product", async () => {
  const { product } = await import("./product");
  const { faqItems } = await import("./faq");
  const { relatedProducts } = await import("./related");
  const { ratingSummary, seedReviews } = await import("./reviews");

  it("carries the spec's figures", () => {
    expect(product).toMatchObject({
      price: 14.95,
      originalPrice: 70,
      savings: 55.05,
      rating: 4.9,
      reviewCount: 439,
      sold: 2002,
      badge: "Exclusively",
    });
    expect(product.originalPrice - product.price).toBeCloseTo(
      product.savings,
      2,
    );
  });

  it("has 8 gallery images, each with a description and a size", () => {
    expect(product.gallery).toHaveLength(8);
    for (const image of product.gallery) {
      expect(image.alt.length).toBeGreaterThan(10);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

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
    expect(product.tabs.map((tab) => tab.label)).toEqual([
      "DESCRIPTION",
      "FREE TRACKED SHIPPING",
      "RETURNS & EXCHANGES",
      "GUARANTEE & REFUND",
    ]);
  });

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
    expect(ratingSummary.average).toBe(4.9);
    expect(ratingSummary.total).toBe(439);
    expect(
      ratingSummary.breakdown.map((row) => [row.stars, row.count, row.percent]),
    ).toEqual([
      [5, 416, 95],
      [4, 10, 2],
      [3, 11, 3],
      [2, 1, 0],
      [1, 1, 0],
    ]);
  });

  it("seeds 16 reviews with unique ids, mostly 5 stars, none below 3", () => {
    expect(seedReviews).toHaveLength(16);
    expect(new Set(seedReviews.map((review) => review.id)).size).toBe(16);
    const ratings = seedReviews.map((review) => review.rating);
    expect(Math.min(...ratings)).toBe(3);
    expect(ratings.filter((rating) => rating === 5).length).toBeGreaterThan(8);
    expect(
      seedReviews.filter((review) => review.text.length > 130).length,
    ).toBeGreaterThan(2);
  });

  it("has five FAQ items: delivery, shipping, tracking, payment, guarantee", () => {
    expect(faqItems.map((item) => item.id)).toEqual([
      "delivery",
      "shipping",
      "tracking",
      "payment",
      "guarantee",
    ]);
    const answers = faqItems.map((item) => item.answer).join(" ");
    for (const figure of ["1-3 business days", "3-9 business days", "90-day"])
      expect(answers).toContain(figure);
  });

  it("lists four related products at the spec's prices", () => {
    expect(
      relatedProducts.map((item) => [
        item.price,
        item.originalPrice,
        item.savings,
      ]),
    ).toEqual([
      [44, null, null],
      [157, null, null],
      [49, 80, 31],
      [113, null, null],
    ]);
    for (const item of relatedProducts) expect(item.image.alt).not.toBe("");
  });
});
