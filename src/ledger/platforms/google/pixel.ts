/**
 * Google's tag (gtag.js) measuring GA4, under the settings key `ga4`:
 * visits and pages with analytics consent, Google's advertising signals
 * with advertising consent, through Consent Mode v2, which starts denied.
 */
import { addScript, definePixel, type Accepted } from "../pixel.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Google's Consent Mode v2 signals for the categories a visitor accepted. */
export function consentSignals(accepted: Accepted) {
  const state = (on: boolean) => (on ? "granted" : "denied");
  return {
    analytics_storage: state(accepted.analytics),
    ad_storage: state(accepted.marketing),
    ad_user_data: state(accepted.marketing),
    ad_personalization: state(accepted.marketing),
  };
}

export const googlePixel = definePixel({
  key: "ga4",
  pattern: /^G-[A-Z0-9]{4,20}$/,
  example: "G-ABC123XYZ9",
  env: "VITE_GA4_ID",
  sources: {
    script: ["https://*.googletagmanager.com"],
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  category: "analytics",
  cookies: [/^_ga/],
  // Consent Mode v2 set before gtag.js loads.
  load: (id, accepted) => {
    window.dataLayer ??= [];
    // gtag.js reads each command as an `arguments` object, as Google's snippet pushes it.
    window.gtag ??= function () {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag(
      "consent",
      "default",
      consentSignals({ analytics: false, marketing: false }),
    );
    window.gtag("consent", "update", consentSignals(accepted));
    window.gtag("js", new Date());
    window.gtag("config", id);
    addScript(
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    );
  },
  update: (accepted) =>
    window.gtag?.("consent", "update", consentSignals(accepted)),
  checkout: {
    event: (props, item) => ({
      ...props,
      ...(item && { items: [{ item_id: item, item_variant: props.colour }] }),
    }),
    send: (event) => window.gtag?.("event", "begin_checkout", event),
  },
});
