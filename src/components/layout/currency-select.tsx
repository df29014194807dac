import { useEffect, useId, useRef } from "react";
import {
  CurrencyProvider,
  useCurrency,
} from "@/components/currency/currency-provider";
import type { Currencies } from "@/lib/content";
import { isCurrencyCode } from "@/lib/currency";
import type { CurrencyDetection } from "@/stores/currency";

export type CurrencySelectProps = {
  /** The currencies with their symbols, from content. */
  currencies: Currencies["list"];
  /**
   * Where detection looks the country up, and who pays in which currency.
   * The page script reads them from the same data file (src/browser/page.ts).
   */
  detection: CurrencyDetection;
  /** "Currency". */
  label: string;
};

function Picker({
  label,
  currencies,
}: Pick<CurrencySelectProps, "label" | "currencies">) {
  const { code, setCurrency } = useCurrency();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const rendered = useRef(code);

  // A currency picked before the island woke is still in the native select
  // (React leaves it while hydrating): it counts as the visitor's choice.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked !== rendered.current && isCurrencyCode(picked))
      setCurrency(picked);
  }, [setCurrency]);

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {/* autocomplete=off: the browser must not restore an older pick over the stored one. */}
      <select
        ref={select}
        id={id}
        value={code}
        autoComplete="off"
        onChange={(event) => {
          if (isCurrencyCode(event.target.value))
            setCurrency(event.target.value);
        }}
        className="rounded-control border border-line-strong bg-canvas py-2 pr-8 pl-3 text-sm"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {`${currency.code} (${currency.symbol})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The footer's currency selector (the island
 * src/islands/currency-select-island.tsx): EUR / USD / GBP,
 * with its own CurrencyProvider. A pick made in the native select before it
 * wakes is kept and adopted once it does. The choice is stored and wins
 * over detection later.
 */
export function CurrencySelect({
  label,
  detection,
  currencies,
}: CurrencySelectProps) {
  return (
    <CurrencyProvider fallback={detection.fallback}>
      <Picker label={label} currencies={currencies} />
    </CurrencyProvider>
  );
}
