/**
 * A second build for the end-to-end tests, made as an operator who sends
 * paid traffic would set it up: BUY NOW from a template that carries the
 * visitor's click through (attribution.spec.ts), Plausible counting BUY NOW
 * clicks and every page view's Core Web Vitals, and the three pixels that set cookies behind the consent banner
 * (measurement.spec.ts). playwright.config.ts builds and serves it on its
 * own port; fixtures.ts answers for the third parties.
 */
export const OPERATOR_PORT = Number(process.env.E2E_PORT ?? 4320) + 1;
export const OPERATOR_ROOT = ".e2e/operator";

/** Where the mocked Plausible lives (fixtures.ts serves its script and counts its events). */
export const ANALYTICS_ORIGIN = "https://plausible.test";

export const PIXEL_IDS = {
  ga4: "G-E2ETEST123",
  meta: "1234567890123456",
  tiktok: "CE2ETEST1234567890",
};

export const OPERATOR_ENV = {
  VITE_AFFILIATE_TEMPLATE:
    "https://partner.example.com/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}&sub1={click_id}&sub2={utm_source}&sub3={utm_campaign}",
  VITE_AFFILIATE_PRESET: "everflow",
  VITE_ANALYTICS_PROVIDER: "plausible",
  VITE_ANALYTICS_SCRIPT: `${ANALYTICS_ORIGIN}/js/script.js`,
  VITE_ANALYTICS_SITE_ID: "voyapack.com",
  // Every page view reports its Core Web Vitals.
  VITE_ANALYTICS_VITALS_SAMPLE_RATE: "1",
  VITE_GA4_ID: PIXEL_IDS.ga4,
  VITE_META_PIXEL_ID: PIXEL_IDS.meta,
  VITE_TIKTOK_PIXEL_ID: PIXEL_IDS.tiktok,
};
