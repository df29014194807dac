import { describe, expect, it } from "vitest";
import { amountIn, formatMoney, resolvePrices } from "./money";

describe("formatMoney", () => {
  it.each([
    [14.95, "USD", "$14.95"],
    [14.95, "EUR", "€14.95"],
    [14.95, "GBP", "£14.95"],
    [70, "USD", "$70.00"],
    [55.05, "EUR", "€55.05"],
    [1234.5, "GBP", "£1,234.50"],
  ] as const)("%s %s → %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency, "en")).toBe(expected);
  });

  it.each([
    ["de", 14.95, "EUR", "14,95\u00a0€"],
    ["de", 1234.5, "USD", "1.234,50\u00a0$"],
    ["fr", 14.95, "EUR", "14,95\u00a0€"],
    ["fr", 1234.5, "GBP", "1\u202f234,50\u00a0£GB"],
  ] as const)("in %s, %s %s → %j", (locale, amount, currency, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });
});

describe("resolvePrices", () => {
  it("keeps single figures when no currency has its own: the specification's page", () => {
    expect(
      resolvePrices({ price: 14.95, originalPrice: 70 }, undefined),
    ).toEqual({ price: 14.95, originalPrice: 70, savings: 55.05 });
    expect(resolvePrices({ price: 44 }, {})).toEqual({ price: 44 });
  });

  it("gives each currency its own figures, the others the single ones, and derives every saving", () => {
    expect(
      resolvePrices(
        { price: 14.95, originalPrice: 70 },
        { GBP: { price: 12.95, originalPrice: 60 }, EUR: { price: 13.95 } },
      ),
    ).toEqual({
      price: { EUR: 13.95, USD: 14.95, GBP: 12.95 },
      originalPrice: { EUR: 70, USD: 70, GBP: 60 },
      savings: { EUR: 56.05, USD: 55.05, GBP: 47.05 },
    });
  });

  it("has no original price or saving for an item without one", () => {
    expect(resolvePrices({ price: 157 }, { GBP: { price: 139 } })).toEqual({
      price: { EUR: 157, USD: 157, GBP: 139 },
    });
  });
});

describe("amountIn", () => {
  it.each([
    [14.95, "GBP", 14.95],
    [{ EUR: 13.95, USD: 14.95, GBP: 12.95 }, "GBP", 12.95],
    [{ EUR: 13.95, USD: 14.95, GBP: 12.95 }, "EUR", 13.95],
  ] as const)("%j in %s is %s", (amount, currency, figure) => {
    expect(amountIn(amount, currency)).toBe(figure);
  });
});
