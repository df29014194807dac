import { numberFormat } from "@/lib/numbers";
import { CURRENCY_CODES, type CurrencyCode } from "@/schemas/names";

// The currencies are the content schema's (src/schemas/names.ts).
export { CURRENCY_CODES, type CurrencyCode };

/**
 * An amount of money: one figure shown in every currency with that
 * currency's symbol (the specification's way), or each currency's own.
 */
export type Amount = number | Readonly<Record<CurrencyCode, number>>;

/** A currency's own figures, where content gives them (product.yaml `currencyPrices`). */
export type CurrencyPrices = Partial<
  Record<CurrencyCode, { price: number; originalPrice?: number }>
>;

/** The figure an amount shows in one currency. */
export function amountIn(amount: Amount, currency: CurrencyCode): number {
  return typeof amount === "number" ? amount : amount[currency];
}

/** The difference of two amounts, to the cent (70.00 − 14.95 = 55.05, not 55.050000000000004). */
export function difference(from: number, to: number): number {
  return Math.round((to - from) * 100) / 100;
}

/**
 * An item's price, original price and savings as Amounts. Without
 * currencyPrices they stay single figures, so the page is exactly the
 * specification's; with them, each currency takes its own figures and any
 * currency left out takes the single ones. Savings are always derived.
 */
export function resolvePrices(
  base: { price: number; originalPrice?: number },
  currencyPrices: CurrencyPrices | undefined,
): { price: Amount; originalPrice?: Amount; savings?: Amount } {
  const { price, originalPrice } = base;
  if (!currencyPrices || Object.keys(currencyPrices).length === 0)
    return originalPrice === undefined
      ? { price }
      : { price, originalPrice, savings: difference(price, originalPrice) };
  const each = (pick: (code: CurrencyCode) => number) =>
    Object.fromEntries(
      CURRENCY_CODES.map((code) => [code, pick(code)]),
    ) as Record<CurrencyCode, number>;
  const priceIn = (code: CurrencyCode) => currencyPrices[code]?.price ?? price;
  if (originalPrice === undefined) return { price: each(priceIn) };
  const originalIn = (code: CurrencyCode) =>
    currencyPrices[code]?.originalPrice ?? originalPrice;
  return {
    price: each(priceIn),
    originalPrice: each(originalIn),
    savings: each((code) => difference(priceIn(code), originalIn(code))),
  };
}

/**
 * Formats an amount in a currency as `locale` writes it: 14.95 in EUR is
 * "€14.95" in English and "14,95 €" in German. The page's language fixes
 * the locale, so the pre-rendered HTML and the browser agree.
 */
export const formatMoney = (
  amount: number,
  currency: CurrencyCode,
  locale: string,
): string =>
  numberFormat(locale, { style: "currency", currency }).format(amount);
