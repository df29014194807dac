import type { Settings } from "@/lib/content";

/** The VITE_* build-time variables an operator may set (README, Configuration). */
export type BuildEnv = Partial<
  Record<
    | "VITE_SITE_URL"
    | "VITE_GEOIP_URL"
    | "VITE_AFFILIATE_URL"
    | "VITE_OFFER_ID"
    | "VITE_AFFILIATE_ID",
    string | undefined
  >
>;

/** The operator settings a build is made with. */
export type Config = Settings;

/** A variable set to blanks counts as unset. */
function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/**
 * Operator settings: src/content/settings.yaml, each overridden by its VITE_*
 * variable when that is set and not blank. The site URL loses any trailing
 * slash, so paths can be appended to it. Plain code without content imports:
 * astro.config.mjs resolves the same settings for `site` and the CSP.
 */
export function resolveConfig(settings: Settings, env: BuildEnv): Config {
  return {
    siteUrl: setting(env.VITE_SITE_URL, settings.siteUrl).replace(/\/+$/, ""),
    geoIpUrl: setting(env.VITE_GEOIP_URL, settings.geoIpUrl),
    geoIpTimeoutMs: settings.geoIpTimeoutMs,
    affiliate: {
      baseUrl: setting(env.VITE_AFFILIATE_URL, settings.affiliate.baseUrl),
      offerId: setting(env.VITE_OFFER_ID, settings.affiliate.offerId),
      affiliateId: setting(
        env.VITE_AFFILIATE_ID,
        settings.affiliate.affiliateId,
      ),
    },
  };
}
