import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [14.95, "USD", "$14.95"],
    [14.95, "EUR", "€14.95"],
    [14.95, "GBP", "£14.95"],
    [70, "USD", "$70.00"],
    [55.05, "EUR", "€55.05"],
    [1234.5, "GBP", "£1,234.50"],
  ] as const)("%s %s → %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });
});
