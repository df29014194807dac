import type { APIRoute, GetStaticPaths } from "astro";
import config from "virtual:store-config";
import { getChrome, getCurrencies, getFeeds } from "@/lib/content";
import type { MeasurementData } from "@/lib/data-files";
import { localeOf, localePaths } from "@/lib/locales";
// The consent banner's stylesheet, a file of its own: only a store with a
// pixel loads it (src/browser/consent-banner.ts).
import consentStyles from "@/styles/consent.css?url";

/**
 * What the analytics and consent scripts read (src/browser/analytics.ts,
 * src/browser/consent-banner.ts): the operator's analytics and pixels, the
 * currency a page without a detected one shows, and the consent texts.
 * Fetched only by a store that has measurement configured. One file per
 * language, the consent texts in it: /de/data/measurement.json.
 */
export const getStaticPaths = (() => localePaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const locale = localeOf(params.locale);
  const [chrome, currencies, feeds] = await Promise.all([
    getChrome(locale),
    getCurrencies(locale),
    getFeeds(),
  ]);
  return Response.json({
    ...config.measurement,
    fallbackCurrency: currencies.fallback,
    productId: feeds.id,
    consent: { ...chrome.consent, stylesheet: consentStyles },
  } satisfies MeasurementData);
};
