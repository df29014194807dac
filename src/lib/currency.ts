import type { Currencies } from "@/lib/content";
import { CURRENCY_CODES, type CurrencyCode } from "@/lib/money";
import { MARKETS, type Market } from "@/schemas/names";
import { fetchJson } from "@/lib/data-files";
import {
  countryRules,
  currencyForCountry,
  type CountryRules,
} from "@/lib/currency-rules";

/** localStorage key of the detected or chosen currency (the head script reads it too). */
export const CURRENCY_STORAGE_KEY = "detectedCurrency";

/**
 * localStorage key of the market the visitor's country is in (the head
 * script reads it too): which price-claim rule applies to them
 * (lib/price-claims.ts). Kept with the currency, as coarse as it.
 */
export const MARKET_STORAGE_KEY = "detectedMarket";

/** True for one of the markets' names and nothing else. */
export function isMarket(value: unknown): value is Market {
  return (
    typeof value === "string" && (MARKETS as readonly string[]).includes(value)
  );
}

/** Who pays in which currency, from src/content/currencies.yaml. */
export type CurrencyRules = CountryRules<Currencies["fallback"]>;

// The rule itself has a module of its own, which the hosts load as it is.
export { countryRules, currencyForCountry };

/** True for a code of the store's currencies and nothing else. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (
    typeof value === "string" &&
    (CURRENCY_CODES as readonly string[]).includes(value)
  );
}

/**
 * ISO 3166-1's user-assigned codes (AA, QM–QZ, XA–XZ, ZZ): never a
 * country, and what geo-IP services answer for an address they cannot place
 * ("XX", "ZZ"). A plain pattern: asking the runtime's region names
 * (Intl.DisplayNames) loads its locale data, one long task on a phone
 * right after first paint.
 */
const USER_ASSIGNED = /^(?:AA|Q[M-Z]|X[A-Z]|ZZ)$/;

/**
 * Reads `country_code` from a geo-IP answer. Returns null unless it is an
 * ISO 3166-1 alpha-2 code: two capital letters, not a user-assigned one.
 */
export function countryCodeOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const code = (body as Record<string, unknown>).country_code;
  return typeof code === "string" &&
    /^[A-Z]{2}$/.test(code) &&
    !USER_ASSIGNED.test(code)
    ? code
    : null;
}

export type LookupOptions = {
  /** The geo-IP JSON endpoint. */
  url: string;
  timeoutMs: number;
  rules: CurrencyRules;
  /** Each market's countries (price-claims.yaml). */
  markets?: Readonly<Partial<Record<Market, readonly string[]>>>;
  fetch?: typeof globalThis.fetch;
};

/** The currency and market of the visitor's country. */
export type Visitor = { currency: CurrencyCode; market: Market | null };

/**
 * Asks the geo-IP service for the visitor's country and returns its
 * currency and market. Never rejects: any failure (network, HTTP status,
 * invalid JSON, a missing, malformed or unknown country code, no answer in
 * time) is logged once with console.warn and gives the fallback currency
 * and no market.
 */
export async function lookupVisitor({
  url,
  timeoutMs,
  rules,
  markets = {},
  fetch = globalThis.fetch,
}: LookupOptions): Promise<Visitor> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const answer = await fetchJson<unknown>(
      url,
      {
        signal: controller.signal,
        headers: { Accept: "application/json" },
        credentials: "omit",
      },
      fetch,
    );
    const country = countryCodeOf(answer);
    if (!country) throw new Error("the answer has no valid country_code");
    return {
      currency: currencyForCountry(country, rules),
      // The settings' own keys, which the schema checked at build: no list
      // of markets in the page script.
      market:
        (Object.keys(markets) as Market[]).find((market) =>
          markets[market]?.includes(country),
        ) ?? null,
    };
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    console.warn(`Currency detection failed, using ${rules.fallback}:`, reason);
    return { currency: rules.fallback, market: null };
  } finally {
    clearTimeout(timer);
  }
}
