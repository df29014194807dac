import type { CurrencySelectProps } from "@/components/layout/currency-select";
import { getConfig } from "@/lib/config";
import { getChrome, getCopy, getCurrencies } from "@/lib/content";

/** The currency selector's label, currencies and detection settings. */
export async function currencySelectProps(): Promise<CurrencySelectProps> {
  const [chrome, copy, currencies, config] = await Promise.all([
    getChrome(),
    getCopy(),
    getCurrencies(),
    getConfig(),
  ]);
  return {
    label: chrome.footer.currencyLabel,
    detection: {
      geoIpUrl: config.geoIpUrl,
      timeoutMs: config.geoIpTimeoutMs,
      fallback: currencies.fallback,
      gbpCountry: currencies.gbpCountry,
      europeanCountries: currencies.europeanCountries,
    },
    currencies: currencies.list,
    errorHeading: copy.error.heading,
  };
}
