import { z } from "astro/zod";
import { LINK_TEMPLATE, PARTNER_URL, SECURE_URL } from "./addresses";
import { ARRIVAL_PARAMS, CLICK_ID_PARAM_NAME } from "./link-names";
import { ANALYTICS_PROVIDERS, PRESET_NAMES } from "./names";
import { LOCALE_CODE, matching, text } from "./fields";
import { ledgerSettingsSchema } from "../ledger/index.ts";
import { PIXEL_NAMES, PIXELS, type PixelName } from "../ledger/pixels.ts";

/**
 * settings.yaml: the operator's settings, each of which a VITE_* variable
 * may override (src/lib/config.ts). Every rule is a pattern, range or
 * choice, so the store editor checks what the build checks.
 */

const secureUrl = matching(
  SECURE_URL,
  "must be an https address, like https://www.example.com",
);

const pixelId = (name: PixelName) =>
  matching(
    PIXELS[name].pattern,
    `does not look like a ${name} id (e.g. ${PIXELS[name].example})`,
  ).optional();

/** One optional id per pixel (src/ledger/platforms/pixels.ts). */
const pixelIds = Object.fromEntries(
  PIXEL_NAMES.map((name) => [name, pixelId(name)]),
) as Record<PixelName, ReturnType<typeof pixelId>>;

/**
 * The operator's own click-id parameter: a plain name that is none of the
 * names the store already reads (utm_source, gclid, …), which would then be
 * read twice.
 */
const CLICK_ID_PARAM = new RegExp(
  `^(?!(?:${ARRIVAL_PARAMS.filter((name) => name !== "clickid").join("|")})$)` +
    CLICK_ID_PARAM_NAME.source.slice(1),
);

export const settingsSchema = z.object({
  /** Public origin, no trailing slash needed. */
  siteUrl: secureUrl,
  /** Geo-IP JSON endpoint answering { "country_code": "GB" }. */
  geoIpUrl: secureUrl,
  /** Milliseconds the lookup may take before the fallback currency is used. */
  geoIpTimeoutMs: z.number().int().min(500).max(30_000),
  affiliate: z.object({
    /** The partner's offer page; the default link template adds the ids. */
    baseUrl: matching(
      PARTNER_URL,
      "must be the partner's https address, with no #fragment",
    ),
    offerId: text,
    affiliateId: text,
    /**
     * The BUY NOW link as a template with {offer_id}, {aff_id}, {product}
     * and the visitor's arrival tokens ({utm_source}, {click_id}, …); see
     * docs/attribution-and-measurement.md. Unset: baseUrl with the three ids in its query.
     */
    template: matching(
      LINK_TEMPLATE,
      "must be an https address whose tokens are known ones ({offer_id}, {aff_id}, {product}, {click_id}, {utm_source}…), in the path or in a parameter's value",
    ).optional(),
    /** The network whose parameter rules the link follows (src/lib/networks.ts). */
    preset: z.enum(PRESET_NAMES).default("default"),
    /** The name of the operator's own click-id parameter on arrival. */
    clickIdParam: matching(
      CLICK_ID_PARAM,
      "must be a letter, then up to 31 letters, digits or _, and none of the names the store already reads (utm_source, gclid, …)",
    ).default("clickid"),
  }),
  /**
   * The languages the store is written in, the first at `/` and each other
   * at `/<code>/`. A language other than the first needs its translations
   * in src/content/<code>/ and src/content/pages/<code>/ (docs/languages.md).
   */
  locales: z
    .array(matching(LOCALE_CODE, "must be a language code, like de or pt-BR"))
    .min(1)
    .refine((codes) => new Set(codes).size === codes.length, {
      message: "names a language twice",
    })
    .default(["en"]),
  /** The GitHub repository the store editor (/admin) saves to. */
  cms: z
    .object({
      repo: matching(/^[\w.-]+\/[\w.-]+$/, "must be owner/name, as on GitHub"),
      branch: text.default("main"),
    })
    .optional(),
  /** Counting BUY NOW clicks; off unless set (docs/attribution-and-measurement.md). */
  measurement: z
    .object({
      /** Cookieless: Plausible or Umami, one BuyNow event per click. */
      analytics: z
        .object({
          provider: z.enum(ANALYTICS_PROVIDERS),
          script: secureUrl,
          /** Plausible's site domain (or list), or Umami's website id. */
          siteId: matching(
            /^[A-Za-z0-9.,:_-]{1,200}$/,
            "may hold only letters, digits and . , : _ -",
          ),
          /** Where events go, when not the provider's default. */
          endpoint: secureUrl.optional(),
          /**
           * Share of page views, 0 to 1, that also send their Core Web
           * Vitals (LCP, INP, CLS) as "WebVitals" events; none if left out.
           */
          vitalsSampleRate: z.number().min(0).max(1).optional(),
        })
        .optional(),
      /** Pixels that set cookies: each loads only after consent. */
      pixels: z.object(pixelIds).strict().optional(),
    })
    .optional(),
  /**
   * The sales ledger: BUY NOW through the store's own host, network
   * postbacks, sales forwarded to the ad platforms (docs/sales-ledger.md).
   */
  ledger: ledgerSettingsSchema.optional(),
  /**
   * Whether `npm test` checks this content against the specification's
   * exact texts and figures (src/content/spec-*.test.ts): true for the demo
   * store as the specification describes it, off once its texts or figures
   * are the operator's own.
   */
  specificationChecks: z.boolean().default(false),
});

/** settings.yaml as written, checked. */
export type Settings = z.output<typeof settingsSchema>;
