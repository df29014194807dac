import {
  CurrencySelect,
  type CurrencySelectProps,
} from "@/components/layout/currency-select";
import type { IslandProps } from "@/components/ui/island-boundary";
import { islandData, type IslandDataName } from "@/lib/island-data";
import { island } from "./island";

/**
 * The currencies and the detection settings with their 43 countries, a
 * file of their own (src/lib/island-data.ts): one cached file instead of
 * props in every page.
 */
/** Its data file's name: the page passes it to client:intent, which fetches the file after `load`. */
export const CURRENCY_SELECT_DATA: IslandDataName = "currency-select";

const data = await islandData<IslandProps<CurrencySelectProps>>(
  CURRENCY_SELECT_DATA,
  import.meta.env.SSR &&
    (async () => (await import("./currency-select-data")).currencySelectData()),
);

const Select = island(CurrencySelect);

/** The footer's currency selector island (client:intent), with no props. */
export const CurrencySelectIsland = () => <Select {...data} />;
