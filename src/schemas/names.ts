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

/**
 * The advertising pixels the store can load after consent: each pixel's id
 * as its network issues it (the id goes into a script address), an example
 * for the editor's message, and the VITE_* variable that sets it. The one
 * list: the settings schema, the ledger's forwarding, the VITE_* overrides
 * and the consent code all read it.
 */
export const PIXELS = {
  ga4: {
    pattern: /^G-[A-Z0-9]{4,20}$/,
    example: "G-ABC123XYZ9",
    env: "VITE_GA4_ID",
  },
  meta: {
    pattern: /^[0-9]{6,20}$/,
    example: "1234567890123456",
    env: "VITE_META_PIXEL_ID",
  },
  tiktok: {
    pattern: /^[A-Z0-9]{10,30}$/,
    example: "CABCDEFGHIJ1234567",
    env: "VITE_TIKTOK_PIXEL_ID",
  },
} as const;
export type PixelName = keyof typeof PIXELS;
// Pure, so a bundle that never reads the pixels (the inline head script)
// leaves the list out.
export const PIXEL_NAMES = /* @__PURE__ */ Object.keys(PIXELS) as PixelName[];
