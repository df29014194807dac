import { useId } from "react";
import type { Currencies } from "@/lib/content";

export type CurrencySelectProps = {
  /** The currencies with their symbols, from content. */
  currencies: Currencies["list"];
  /** The currency a page shows until the visitor's is known, and without script. */
  fallback: Currencies["fallback"];
  /** "Currency". */
  label: string;
};

/**
 * The footer's currency selector: EUR / USD / GBP in a native select,
 * static HTML. Its element (currency-select-element.ts, defined by the page
 * script) detects the visitor's currency, shows it, and stores a choice,
 * which wins over detection later; a pick made before then is kept.
 */
export function CurrencySelect({
  label,
  currencies,
  fallback,
}: CurrencySelectProps) {
  const id = useId();
  return (
    <currency-select className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {/* autocomplete=off: the browser must not restore an older pick over the stored one. */}
      <select
        id={id}
        defaultValue={fallback}
        autoComplete="off"
        className="rounded-control border border-line-strong bg-canvas py-2 pr-8 pl-3 text-sm"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {`${currency.code} (${currency.symbol})`}
          </option>
        ))}
      </select>
    </currency-select>
  );
}
