/**
 * Who pays in which currency (spec §4), from src/content/currencies.yaml:
 * the browser's detection (currency.ts) and the sales ledger's record of a
 * click (ledger/click.ts) both decide by this one rule. No imports, so the
 * hosts load the file as it is.
 */

/** Each currency's countries, as currencies.yaml lists them, and the fallback. */
export type CountryRules<Code extends string> = {
  fallback: Code;
  countries: Readonly<Partial<Record<Code, readonly string[]>>>;
};

/** The currency whose countries include the country, else the fallback. */
export function currencyForCountry<Code extends string>(
  countryCode: string,
  rules: CountryRules<Code>,
): Code {
  for (const [code, countries] of Object.entries(rules.countries) as [
    Code,
    readonly string[] | undefined,
  ][])
    if (countries?.includes(countryCode)) return code;
  return rules.fallback;
}

/** The rules from currencies.yaml's list: each currency that names countries. */
export function countryRules<Code extends string>(currencies: {
  list: readonly { code: Code; countries?: readonly string[] }[];
  fallback: Code;
}): CountryRules<Code> {
  return {
    fallback: currencies.fallback,
    countries: Object.fromEntries(
      currencies.list.flatMap((currency) =>
        currency.countries ? [[currency.code, currency.countries]] : [],
      ),
    ) as Partial<Record<Code, readonly string[]>>,
  };
}
