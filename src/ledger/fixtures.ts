/** A ledger's build file and clicks, for the ledger's tests. */
import type { ClickRecord } from "./clicks/click.ts";
import type { LedgerManifest } from "./manifest.ts";

export const MANIFEST: LedgerManifest = {
  siteUrl: "https://shop.test",
  link: {
    template:
      "https://partner.test/offer?offer_id={offer_id}&aff_id={aff_id}&sub1={click_id}&sub2={utm_source}&sub3={utm_campaign}&sub4={variant}",
    preset: "everflow",
    clickIdParam: "clickid",
    offerId: "OF-1",
    affiliateId: "shop",
  },
  product: "Travel Backpack",
  productId: "VOYA-36L",
  colours: ["black", "grey", "army-green"],
  currencies: {
    codes: ["EUR", "USD", "GBP"],
    fallback: "USD",
    countries: { GBP: ["GB"], EUR: ["DE", "FR"] },
  },
  retentionDays: 90,
  forward: {
    meta: { pixelId: "1234567890", testEventCode: "TEST1" },
    tiktok: { pixelCode: "CABCDEFGHIJ1" },
    google: { conversionName: "Partner sale", timeZone: "Europe/Berlin" },
  },
  spend: {
    meta: { adAccounts: ["1234567890"] },
    tiktok: { advertiserIds: ["7000000000001"] },
  },
  report: { currency: "USD", rates: { EUR: 1.1, GBP: 1.25 } },
  filter: {
    on: true,
    clicksPerMinute: 10,
    warnPercent: 5,
    datacentreAsns: [16509],
  },
};

export const KEY = "k2x9a7m3q8w1e5r4t6y0";

/** A consented click from a Meta ad. */
export const CLICK: ClickRecord = {
  click_key: KEY,
  clicked_at: Date.UTC(2026, 10, 20, 9, 0, 0),
  page: "/",
  variant: "control",
  utm_source: "facebook",
  utm_medium: null,
  utm_campaign: "spring",
  utm_term: null,
  utm_content: null,
  utm_id: null,
  colour: "grey",
  currency: "EUR",
  country: "DE",
  ad_consent: 1,
  ad_ids: {
    fbclid: "IwAR2F4-dbP0l7Mn",
    fbclid_seen_at: Date.UTC(2026, 10, 20, 8, 58, 0),
    fbp: "fb.1.1795000000000.123456789",
  },
  ip: "203.0.113.7",
  user_agent: "Mozilla/5.0 (Linux; Android 14)",
  flags: "",
  no_page_view: 0,
};
