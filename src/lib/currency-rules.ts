/**
 * Who pays in which currency (spec §4), from src/content/currencies.yaml:
 * the browser's detection (currency.ts) and the click ledger's record of a
 * click (ledger/click.ts) both decide by this one rule. No imports, so the
 * hosts load the file as it is.
 */

/** GB → GBP, one of the European countries → EUR, anything else → the fallback (USD). */
export function currencyForCountry<Code extends string>(
  countryCode: string,
  rules: {
    fallback: Code;
    gbpCountry: string;
    europeanCountries: readonly string[];
  },
): Code | "GBP" | "EUR" {
  if (countryCode === rules.gbpCountry) return "GBP";
  if (rules.europeanCountries.includes(countryCode)) return "EUR";
  return rules.fallback;
}
