import { describe, expect, it } from "vitest";
import {
  claimsReport,
  claimVariants,
  marketOf,
  productClaims,
  type ProductPrices,
} from "./product-claims";

const RULES = { ukMinDays: 28, usMinDays: 28 };
const TODAY = "2026-11-27";
const CODES = ["EUR", "USD", "GBP"] as const;
const claims = (prices: ProductPrices) =>
  productClaims(prices, CODES, RULES, TODAY);

/** 70 for two years, 14.95 since 1 October: every market may claim it. */
const LONG = [
  { from: "2024-10-01", price: 70 },
  { from: "2026-10-01", price: 14.95 },
];
/** 70 for 29 days only: the US and the UK may claim it, the EU may not. */
const SHORT = [
  { from: "2026-10-01", price: 70 },
  { from: "2026-10-30", price: 14.95 },
];

describe("productClaims", () => {
  it("decides every market's claim per currency, and the one for any market", () => {
    const decided = claims({ price: 14.95, priceHistory: LONG });
    for (const code of CODES)
      for (const scope of ["any", "eu", "uk", "us"] as const)
        expect(decided[code][scope]).toMatchObject({
          kind: "reduction",
          reference: 70,
          savings: 55.05,
        });
    expect(decided.USD.any).toMatchObject({ referenceKind: "lowest-30-days" });
    expect(decided.USD.us).toMatchObject({ referenceKind: "former-price" });
  });

  it("reads a day YAML gave as a date as that day", () => {
    const decided = claims({
      price: 14.95,
      priceHistory: [
        { from: new Date("2024-10-01T00:00:00Z"), price: 70 },
        { from: new Date("2026-10-01T00:00:00Z"), price: 14.95 },
      ],
    });
    expect(decided.USD.eu).toMatchObject({
      kind: "reduction",
      since: "2026-10-01",
    });
  });

  it("gives a currency with a price of its own and no history of its own the price alone", () => {
    const decided = claims({
      price: 14.95,
      priceHistory: LONG,
      currencyPrices: { GBP: { price: 12.95 } },
    });
    expect(decided.GBP.us).toMatchObject({ kind: "price", price: 12.95 });
    expect(decided.EUR.us).toMatchObject({ kind: "reduction" });
  });

  it("claims nothing without a history", () => {
    const decided = claims({ price: 14.95 });
    expect(decided.USD.us).toEqual({
      kind: "price",
      price: 14.95,
      why: "no price history",
    });
  });
});

describe("claimVariants", () => {
  it("is one form for every market and currency when every market may claim the same", () => {
    const variants = claimVariants(
      claims({ price: 14.95, priceHistory: LONG }),
      CODES,
    );
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatchObject({
      form: "prior",
      currencies: CODES,
      reference: { EUR: 70, USD: 70, GBP: 70 },
      savings: { EUR: 55.05, USD: 55.05, GBP: 55.05 },
    });
    expect(variants[0]!.keys).toHaveLength(12);
  });

  it("keeps a form per wording, each with the market and currency pairs it is for", () => {
    const variants = claimVariants(
      claims({
        price: 14.95,
        priceHistory: SHORT,
        currencyPrices: {
          GBP: {
            price: 12.95,
            priceHistory: [
              { from: "2020-01-01", price: 60 },
              { from: "2026-10-01", price: 12.95 },
            ],
          },
        },
      }),
      CODES,
    );
    const byForm = Object.fromEntries(variants.map((v) => [v.form, v]));
    expect(byForm.alone?.keys).toEqual([
      "any:EUR",
      "eu:EUR",
      "any:USD",
      "eu:USD",
    ]);
    expect(byForm.original).toMatchObject({
      keys: ["uk:EUR", "us:EUR", "uk:USD", "us:USD"],
      currencies: ["EUR", "USD"],
      reference: { EUR: 70, USD: 70 },
    });
    expect(byForm.prior).toMatchObject({
      keys: ["any:GBP", "eu:GBP", "uk:GBP", "us:GBP"],
      currencies: ["GBP"],
      reference: { GBP: 60 },
      savings: { GBP: 47.05 },
    });
  });
});

describe("marketOf", () => {
  const markets = { eu: ["DE"], uk: ["GB"], us: ["US"] };
  it.each([
    ["DE", "eu"],
    ["GB", "uk"],
    ["US", "us"],
    ["CH", undefined],
  ])("%s is in %s", (country, market) => {
    expect(marketOf(country, markets)).toBe(market);
  });
});

describe("claimsReport", () => {
  it("says for each currency and market what it will see, and why", () => {
    const report = claimsReport(
      claims({ price: 14.95, priceHistory: SHORT }),
      ["USD"],
      TODAY,
    );
    expect(report.split("\n")).toEqual([
      "",
      "Price claims as of 2026-11-27 (docs/price-claims.md):",
      expect.stringMatching(
        /^ {2}USD market unknown: 14\.95 alone \(not every market/,
      ),
      expect.stringMatching(
        /^ {2}USD eu: 14\.95 alone \(the history begins 2026-10-01/,
      ),
      "  USD uk: 70 struck through, 14.95 now, save 55.05 (70 was charged for 29 days until 2026-10-30)",
      "  USD us: 70 struck through, 14.95 now, save 55.05 (70 held for 29 days until 2026-10-30)",
    ]);
  });
});
