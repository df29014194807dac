import { islandData } from "@/lib/island-data";
import type { CurrencySelectProps } from "./currency-select";
import { CurrencySelect } from "./currency-select";

/**
 * The currencies and the detection settings with their 43 countries
 * (src/lib/island-data.ts): one cached file instead of props in every page.
 */
export const currencySelectData = await islandData<CurrencySelectProps>(
  "/data/currency-select.json",
);

/** The currency selector island: <CurrencySelect> with its island data. */
export function CurrencySelectIsland() {
  return <CurrencySelect {...currencySelectData.get()} />;
}
