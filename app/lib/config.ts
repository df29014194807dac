import { affiliateDefaults } from "~/content/affiliate";
import { siteDefaults } from "~/content/store";

const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Operator settings: VITE_* build-time variables, else the defaults in content. */
export const config = {
  siteUrl: setting(env.VITE_SITE_URL, siteDefaults.siteUrl).replace(/\/+$/, ""),
  geoIpUrl: setting(env.VITE_GEOIP_URL, siteDefaults.geoIpUrl),
  geoIpTimeoutMs: siteDefaults.geoIpTimeoutMs,
  affiliate: {
    baseUrl: setting(env.VITE_AFFILIATE_URL, affiliateDefaults.baseUrl),
    offerId: setting(env.VITE_OFFER_ID, affiliateDefaults.offerId),
    affiliateId: setting(env.VITE_AFFILIATE_ID, affiliateDefaults.affiliateId),
  },
} as const;
