import type { APIRoute } from "astro";
import config from "virtual:store-config";
import { getCurrencies, getPriceClaims } from "@/lib/content";
import { countryRules } from "@/lib/currency";
import type { CurrencyDetection } from "@/stores/currency";

/**
 * What currency detection needs in the browser (the currency select's
 * element, src/components/layout/currency-select-element.ts): the geo-IP
 * settings and who pays in which currency, each currency's countries as
 * currencies.yaml lists them, and each price-claim market's countries. A file,
 * fetched once and only for a visitor with no stored currency, rather than
 * the same list in every page.
 */
export const GET: APIRoute = async () => {
  const [currencies, { markets }] = await Promise.all([
    getCurrencies(),
    getPriceClaims(),
  ]);
  return Response.json({
    geoIpUrl: config.geoIpUrl,
    timeoutMs: config.geoIpTimeoutMs,
    markets,
    ...countryRules(currencies),
  } satisfies CurrencyDetection);
};
