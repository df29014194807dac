/**
 * A second build for the end-to-end tests, made as an operator who sends
 * paid traffic would set it up: BUY NOW from a template that carries the
 * visitor's click through (attribution.spec.ts). playwright.config.ts builds
 * and serves it on its own port.
 */
export const ATTRIBUTION_PORT = Number(process.env.E2E_PORT ?? 4320) + 1;
export const ATTRIBUTION_ROOT = ".e2e/attribution";
export const ATTRIBUTION_ENV = {
  VITE_AFFILIATE_TEMPLATE:
    "https://partner.example.com/offer?offer_id={offer_id}&aff_id={aff_id}&product={product}&sub1={click_id}&sub2={utm_source}&sub3={utm_campaign}",
  VITE_AFFILIATE_PRESET: "everflow",
};
