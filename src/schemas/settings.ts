import { z } from "astro/zod";
import { ANALYTICS_PROVIDERS, PRESET_NAMES } from "./names";
import { text } from "./fields";

export const settingsSchema = z.object({
  /** Public origin, no trailing slash. */
  siteUrl: z.url(),
  /** Geo-IP JSON endpoint answering { "country_code": "GB" }. */
  geoIpUrl: z.url(),
  /** Milliseconds the lookup may take before the fallback currency is used. */
  geoIpTimeoutMs: z.number().int().min(500).max(30_000),
  affiliate: z.object({
    /** The partner's offer page; the default link template adds the ids. */
    baseUrl: z.url(),
    offerId: text,
    affiliateId: text,
    /**
     * The BUY NOW link as a template with {offer_id}, {aff_id}, {product}
     * and the visitor's arrival tokens ({utm_source}, {click_id}, …); see
     * docs/attribution-and-measurement.md. Unset: baseUrl with the three ids in its query.
     */
    template: z.string().trim().min(1).optional(),
    /** The network whose parameter rules the link follows (src/lib/attribution.ts). */
    preset: z.enum(PRESET_NAMES).default("default"),
    /** The name of the operator's own click-id parameter on arrival. */
    clickIdParam: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/)
      .default("clickid"),
  }),
  /** The GitHub repository the store editor (/admin) saves to. */
  cms: z
    .object({
      repo: z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name, as on GitHub"),
      branch: text,
    })
    .optional(),
  /**
   * Counting BUY NOW clicks; off unless set (docs/attribution-and-measurement.md). Values are checked again, with their VITE_* overrides,
   * in src/lib/measurement.ts.
   */
  measurement: z
    .object({
      /** Cookieless: Plausible or Umami, one BuyNow event per click. */
      analytics: z
        .object({
          provider: z.enum(ANALYTICS_PROVIDERS),
          script: z.url(),
          /** Plausible's site domain, or Umami's website id. */
          siteId: text,
          /** Where events go, when not the provider's default. */
          endpoint: z.url().optional(),
          /**
           * Share of page views, 0 to 1, that also send their Core Web
           * Vitals (LCP, INP, CLS) as "WebVitals" events; none if left out.
           */
          vitalsSampleRate: z.number().min(0).max(1).optional(),
        })
        .optional(),
      /** Pixels that set cookies: each loads only after consent. */
      pixels: z
        .object({
          ga4: text.optional(),
          meta: text.optional(),
          tiktok: text.optional(),
        })
        .strict()
        .optional(),
    })
    .optional(),
});
