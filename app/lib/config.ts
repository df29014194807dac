// Relative imports: the build configuration (react-router.config.ts) loads
// this module too, outside the app's "~" alias.
import { affiliateDefaults } from "../content/affiliate";
import { siteDefaults } from "../content/store";

/** The VITE_* build-time variables an operator may set. */
export type Settings = Partial<
  Record<
    | "VITE_SITE_URL"
    | "VITE_GEOIP_URL"
    | "VITE_AFFILIATE_URL"
    | "VITE_OFFER_ID"
    | "VITE_AFFILIATE_ID",
    string
  >
>;

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Operator settings: the given VITE_* variables, else the defaults in content. */
export function resolveConfig(env: Settings) {
  return {
    siteUrl: setting(env.VITE_SITE_URL, siteDefaults.siteUrl).replace(
      /\/+$/,
      "",
    ),
    geoIpUrl: setting(env.VITE_GEOIP_URL, siteDefaults.geoIpUrl),
    geoIpTimeoutMs: siteDefaults.geoIpTimeoutMs,
    affiliate: {
      baseUrl: setting(env.VITE_AFFILIATE_URL, affiliateDefaults.baseUrl),
      offerId: setting(env.VITE_OFFER_ID, affiliateDefaults.offerId),
      affiliateId: setting(
        env.VITE_AFFILIATE_ID,
        affiliateDefaults.affiliateId,
      ),
    },
  } as const;
}

/** The settings this build was made with. */
export const config = resolveConfig(import.meta.env);
