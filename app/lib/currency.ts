import {
  EUROPEAN_COUNTRIES,
  FALLBACK_CURRENCY,
  GBP_COUNTRY,
  currencies,
} from "~/content/currencies";
import type { CurrencyCode } from "~/content/types";

/** localStorage key of the detected or chosen currency. */
export const CURRENCY_STORAGE_KEY = "detectedCurrency";

const europeanCountries: ReadonlySet<string> = new Set(EUROPEAN_COUNTRIES);

/** True for "EUR", "USD" and "GBP" and nothing else. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(currencies, value);
}

/** GB → GBP, one of the 43 European countries → EUR, anything else → USD. */
export function currencyForCountry(countryCode: string): CurrencyCode {
  if (countryCode === GBP_COUNTRY) return "GBP";
  if (europeanCountries.has(countryCode)) return "EUR";
  return FALLBACK_CURRENCY;
}

let regionNames: Intl.DisplayNames | undefined;

/** True when the runtime's own region data names the code ("ZZ", "XX" are not places). */
function isKnownRegion(code: string): boolean {
  regionNames ??= new Intl.DisplayNames(["en"], {
    type: "region",
    fallback: "none",
  });
  const name = regionNames.of(code);
  return name !== undefined && name !== "Unknown Region";
}

/**
 * Reads `country_code` from a geo-IP answer. Returns null unless it is an
 * ISO 3166-1 alpha-2 code: two capital letters that name a known region.
 */
export function countryCodeOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const code = (body as Record<string, unknown>).country_code;
  return typeof code === "string" &&
    /^[A-Z]{2}$/.test(code) &&
    isKnownRegion(code)
    ? code
    : null;
}

interface LookupOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Asks the geo-IP service for the visitor's country and returns its currency.
 * Never rejects: any failure (network, HTTP status, invalid JSON, a missing or
 * malformed country code, no answer in time) is logged once and gives USD.
 */
export async function lookupCurrency({
  url,
  timeoutMs,
  fetch = globalThis.fetch,
}: LookupOptions): Promise<CurrencyCode> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
      credentials: "omit",
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const country = countryCodeOf(await response.json());
    if (!country) throw new Error("the answer has no valid country_code");
    return currencyForCountry(country);
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    console.warn(
      `Currency detection failed, using ${FALLBACK_CURRENCY}:`,
      reason,
    );
    return FALLBACK_CURRENCY;
  } finally {
    clearTimeout(timer);
  }
}
