import type { APIRoute } from "astro";
import { getConfig } from "@/lib/config";
import { getChrome, getCurrencies } from "@/lib/content";
import type { MeasurementData } from "@/scripts/measurement-data";
// The consent banner's stylesheet, a file of its own: only a store with a
// pixel loads it (src/scripts/consent.ts).
import consentStyles from "@/styles/consent.css?url";

/**
 * What the analytics and consent scripts read (src/scripts/analytics.ts,
 * src/scripts/consent.ts): the operator's analytics and pixels, the
 * currency a page without a detected one shows, and the consent texts.
 * Fetched only by a store that has measurement configured.
 */
export const GET: APIRoute = async () => {
  const [config, chrome, currencies] = await Promise.all([
    getConfig(),
    getChrome(),
    getCurrencies(),
  ]);
  return Response.json({
    ...config.measurement,
    fallbackCurrency: currencies.fallback,
    consent: { ...chrome.consent, stylesheet: consentStyles },
  } satisfies MeasurementData);
};
