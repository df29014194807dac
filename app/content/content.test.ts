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
