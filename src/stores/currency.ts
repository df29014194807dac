import { atom } from "nanostores";
import {
  CURRENCY_STORAGE_KEY,
  MARKET_STORAGE_KEY,
  isCurrencyCode,
  lookupVisitor,
  type CurrencyRules,
  type LookupOptions,
} from "@/lib/currency";
import type { CurrencyCode } from "@/lib/money";
import { rootData } from "@/lib/root-data";
import { readStored, writeStored } from "@/lib/storage";

/** What detection needs: the rules from content and the geo-IP settings. */
export type CurrencyDetection = CurrencyRules & {
  geoIpUrl: string;
  /** Milliseconds the lookup may take before the fallback is used. */
  timeoutMs: number;
  /** Each price-claim market's countries (price-claims.yaml). */
  markets?: LookupOptions["markets"];
};

/**
 * The visitor's currency; null until it is known, which is when prices read
 * "Loading...". The atom is also the in-memory copy for browsers whose
 * storage throws or is full.
 */
export const $currency = atom<CurrencyCode | null>(pageCurrency());

/** The currency <html data-currency> names, if the head script set one. */
function pageCurrency(): CurrencyCode | null {
  if (typeof document === "undefined") return null;
  const code = rootData().currency;
  return isCurrencyCode(code) ? code : null;
}

// Prices are pre-rendered in every currency and CSS shows the one
// <html data-currency> names (styles/app.css), so no script re-renders them.
// A page that fell back to its script-free form (no data-js: a script
// failed to load) stays on USD, as the stylesheet shows it then.
$currency.listen((code) => {
  if (typeof document === "undefined") return;
  const root = rootData();
  if (code && root.js !== undefined && root.currency !== code)
    root.currency = code;
});

let detection: Promise<void> | undefined;

/**
 * Finds the visitor's currency, once per page however often it is called: a
 * valid stored currency (EUR, USD, GBP) is used as is; otherwise one geo-IP
 * lookup, whose result (the fallback on any failure) is stored. A choice made
 * while the lookup is under way wins. The settings may be given as a loader,
 * called only when a lookup is needed (a returning visitor needs none).
 * Rejects only when that loader does.
 */
export function detectCurrency(
  settings: CurrencyDetection | (() => Promise<CurrencyDetection>),
): Promise<void> {
  detection ??= runDetection(
    typeof settings === "function" ? settings : async () => settings,
  );
  return detection;
}

async function runDetection(
  loadSettings: () => Promise<CurrencyDetection>,
): Promise<void> {
  // A choice made in another tab reaches this one.
  window.addEventListener("storage", (event) => {
    if (event.key === CURRENCY_STORAGE_KEY && isCurrencyCode(event.newValue))
      $currency.set(event.newValue);
  });
  const stored = readStored(CURRENCY_STORAGE_KEY);
  if (isCurrencyCode(stored)) {
    $currency.set(stored);
    return;
  }
  if ($currency.get() !== null) return;
  const { geoIpUrl, timeoutMs, markets, ...rules } = await loadSettings();
  if ($currency.get() !== null) return;
  const { currency, market } = await lookupVisitor({
    url: geoIpUrl,
    timeoutMs,
    rules,
    markets,
  });
  if ($currency.get() !== null) return;
  // The market first, so the price block changes once, with the currency
  // (styles/prices.ts picks its form by both).
  if (market) {
    writeStored(MARKET_STORAGE_KEY, market);
    rootData().market = market;
  }
  writeStored(CURRENCY_STORAGE_KEY, currency);
  $currency.set(currency);
}

/** The visitor's own choice: stored, so it wins over detection on later visits. */
export function chooseCurrency(code: CurrencyCode): void {
  writeStored(CURRENCY_STORAGE_KEY, code);
  $currency.set(code);
}
