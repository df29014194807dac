/** A product as the page hands it to the feeds and the structured data, for their tests. */
import { CURRENCY_CODES } from "./money";
import type { FeedProduct } from "./product-feed";
import { productClaims, type ProductPrices } from "./product-claims";
import type { ProductForJsonLd } from "./structured-data";

/** The day the fixture's claims are decided on. */
export const CLAIMS_DAY = "2026-11-27";
/** The markets' countries, as price-claims.yaml lists them, in short. */
export const MARKET_COUNTRIES = { eu: ["DE", "FR"], uk: ["GB"], us: ["US"] };
export const CLAIM_RULES = { ukMinDays: 28, usMinDays: 28 };
/** 70 for two years, 14.95 since 1 October 2026: every market may claim it. */
export const HISTORY = [
  { from: "2024-10-01", price: 70 },
  { from: "2026-10-01", price: 14.95 },
];

/** The claims of these prices, decided as the build decides them. */
export const claimsOf = (prices: ProductPrices) =>
  productClaims(prices, CURRENCY_CODES, CLAIM_RULES, CLAIMS_DAY);

/**
 * 70 for 29 days before the reduction: the US and the UK may claim it (28
 * days), the EU may not (its 30 days before the reduction are not all in
 * the history).
 */
export const NOT_IN_THE_EU = claimsOf({
  price: 14.95,
  priceHistory: [
    { from: "2026-10-01", price: 70 },
    { from: "2026-10-30", price: 14.95 },
  ],
});

export const PRODUCT: FeedProduct & ProductForJsonLd = {
  title: "Travel Backpack",
  description: "Expands from 36L to 60L.",
  colours: [
    { name: "Black", value: "black", swatch: "#111111", image: 0 },
    { name: "Army Green", value: "army-green", swatch: "#556b2f", image: 1 },
  ],
  gallery: [
    { src: { src: "/_astro/black.abc.jpg" } },
    { src: { src: "/_astro/green.def.jpg" } },
    { src: { src: "/_astro/inside.ghi.jpg" } },
  ],
  price: 14.95,
  claims: claimsOf({ price: 14.95, priceHistory: HISTORY }),
  claimsDay: CLAIMS_DAY,
  rating: 4.9,
  reviewCount: 439,
  availability: "in_stock",
  condition: "new",
};
