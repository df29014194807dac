import type { Settings } from "@/lib/content";
import {
  clickIdParamName,
  defaultTemplate,
  isPresetName,
  validateTemplate,
  type PartnerLinkSettings,
} from "./attribution";
import {
  resolveMeasurement,
  type Measurement,
  type MeasurementEnv,
} from "./measurement";

/** The VITE_* build-time variables an operator may set (docs/content-and-editing.md, Configuration). */
export type BuildEnv = MeasurementEnv &
  Partial<
    Record<
      | "VITE_SITE_URL"
      | "VITE_GEOIP_URL"
      | "VITE_AFFILIATE_URL"
      | "VITE_OFFER_ID"
      | "VITE_AFFILIATE_ID"
      | "VITE_AFFILIATE_TEMPLATE"
      | "VITE_AFFILIATE_PRESET"
      | "VITE_CLICK_ID_PARAM"
      | "VITE_CMS_REPO"
      | "VITE_CMS_BRANCH",
      string | undefined
    >
  >;

/** The operator settings a build is made with. */
export type Config = Omit<Settings, "affiliate" | "measurement" | "cms"> & {
  /** Where the store editor at /admin saves (src/pages/admin/config.yml.ts). */
  cms: { repo: string; branch: string };
  /** What BUY NOW's link is made from (src/lib/attribution.ts). */
  affiliate: PartnerLinkSettings & { baseUrl: string };
  /** Click counting and pixels; empty unless configured (src/lib/measurement.ts). */
  measurement: Measurement;
};

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
    affiliate: partnerSettings(settings.affiliate, env),
    measurement: resolveMeasurement(settings.measurement, env),
    cms: {
      repo: setting(env.VITE_CMS_REPO, settings.cms?.repo ?? "owner/store"),
      branch: setting(env.VITE_CMS_BRANCH, settings.cms?.branch ?? "main"),
    },
  };
}

/**
 * The BUY NOW link's settings. A template, preset or click-id name that
 * cannot work fails the build with a message that says why, rather than
 * sending shoppers to a broken partner link.
 */
function partnerSettings(
  affiliate: Settings["affiliate"],
  env: BuildEnv,
): Config["affiliate"] {
  const baseUrl = setting(env.VITE_AFFILIATE_URL, affiliate.baseUrl);
  const template = setting(
    env.VITE_AFFILIATE_TEMPLATE,
    affiliate.template ?? defaultTemplate(baseUrl),
  );
  const problems = validateTemplate(template);
  if (problems.length > 0)
    throw new Error(
      `The BUY NOW link template ${JSON.stringify(template)} cannot be used: ${problems.join("; ")}`,
    );
  const preset = setting(
    env.VITE_AFFILIATE_PRESET,
    affiliate.preset ?? "default",
  );
  if (!isPresetName(preset))
    throw new Error(
      `Unknown affiliate preset ${JSON.stringify(preset)} (docs/attribution-and-measurement.md lists them)`,
    );
  const clickIdParam = setting(
    env.VITE_CLICK_ID_PARAM,
    affiliate.clickIdParam ?? "clickid",
  );
  if (clickIdParamName(clickIdParam) !== clickIdParam)
    throw new Error(
      `The click-id parameter name ${JSON.stringify(clickIdParam)} cannot be used: a letter, then up to 31 letters, digits or _, and none of the names the store already reads (utm_source, gclid, …)`,
    );
  return {
    baseUrl,
    template,
    preset,
    clickIdParam,
    offerId: setting(env.VITE_OFFER_ID, affiliate.offerId),
    affiliateId: setting(env.VITE_AFFILIATE_ID, affiliate.affiliateId),
  };
}
