/**
 * The specification's checks: they pin the demo store's figures as the
 * specification (shared/spec/storefront-spec.md) gives them, for the site
 * around the product: currencies, the chrome, the store and its policies;
 * spec-product.test.ts pins the product's. They run on the content the
 * store is built from while its settings.yaml says `specificationChecks:
 * true` (vitest.config.ts); an operator whose texts and figures are their
 * own turns that off, and the schemas' checks in src/schemas/ keep holding.
 */
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../../scripts/routes.mjs";
import { readEntry, readPages, tableRows } from "./spec-content";

const currencies = readEntry("currencies");
const chrome = readEntry("chrome");
const copy = readEntry("copy");
const store = readEntry("store");

const pages = readPages();
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
