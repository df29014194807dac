import {
  CurrencySelect,
  type CurrencySelectProps,
} from "@/components/layout/currency-select";
import type { IslandProps } from "@/components/ui/island-boundary";
import { islandData } from "@/lib/island-data";
import { island } from "./island";

/**
 * The currencies and the detection settings with their 43 countries, a
 * file of their own (src/lib/island-data.ts): one cached file instead of
 * props in every page.
 */
const data = await islandData<IslandProps<CurrencySelectProps>>(
  "currency-select",
  import.meta.env.SSR &&
    (async () => (await import("./currency-select-data")).currencySelectData()),
);

const Select = island(CurrencySelect);

/** The footer's currency selector island (client:intent), with no props. */
export const CurrencySelectIsland = () => <Select {...data} />;
