import type { CurrencySelectProps } from "@/components/layout/currency-select";
import type { IslandProps } from "@/components/ui/island-boundary";
import config from "virtual:store-config";
import { getChrome, getCopy, getCurrencies } from "@/lib/content";
import { countryRules } from "@/lib/currency";

/**
 * The currency selector's label, currencies and detection settings
 * (currency-select-island.tsx); the page script reads the detection
 * settings from the same file (src/browser/page.ts).
 */
export async function currencySelectData(): Promise<
  IslandProps<CurrencySelectProps>
> {
  const [chrome, copy, currencies] = await Promise.all([
    getChrome(),
    getCopy(),
    getCurrencies(),
  ]);
  return {
    label: chrome.footer.currencyLabel,
    detection: {
      geoIpUrl: config.geoIpUrl,
      timeoutMs: config.geoIpTimeoutMs,
      ...countryRules(currencies),
    },
    currencies: currencies.list.map(({ code, symbol, name }) => ({
      code,
      symbol,
      name,
    })),
    errorHeading: copy.error.heading,
  };
}
