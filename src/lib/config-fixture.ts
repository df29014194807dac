/**
 * The least a store's settings.yaml must say, as the tests of the settings
 * (config.test.ts, settings-editor.test.ts) start from it: every optional
 * setting left to its default.
 */
export const MINIMAL_SETTINGS = {
  siteUrl: "https://www.shop.test",
  geoIpUrl: "https://geo.test/json/",
  geoIpTimeoutMs: 5000,
  affiliate: {
    baseUrl: "https://partner.test/offer",
    offerId: "OFFER-1",
    affiliateId: "shop",
  },
};
