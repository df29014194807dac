export type CurrencyCode = "EUR" | "USD" | "GBP";

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/**
 * Formats an amount in a currency, e.g. 14.95 in EUR → "€14.95". The locale
 * is fixed so that the pre-rendered HTML and the browser agree.
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
