/**
 * The closed lists the content schemas allow, with no zod in this module, so
 * the browser's code (money, the currency rules, the head script, the
 * partner link) reads the same lists without bundling the schemas.
 */

/** The currencies the store shows prices in. */
export const CURRENCY_CODES = ["EUR", "USD", "GBP"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/**
 * The markets whose rules decide a price claim (lib/price-claims.ts): the
 * EU and EEA, the United Kingdom, the United States.
 */
export const MARKETS = ["eu", "uk", "us"] as const;
export type Market = (typeof MARKETS)[number];

/** The partner networks whose link rules the store knows (lib/networks.ts). */
export const PRESET_NAMES = [
  "default",
  "clickbank",
  "digistore24",
  "impact",
  "cj",
  "awin",
  "shareasale",
  "everflow",
  "tracker",
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** The cookieless analytics the store can count BUY NOW clicks with. */
export const ANALYTICS_PROVIDERS = ["plausible", "umami"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];
