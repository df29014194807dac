import { useId } from "react";
import { useCurrency } from "~/components/currency/currency-provider";
import type { Currency } from "~/content/types";
import { isCurrencyCode } from "~/lib/currency";

/** EUR / USD / GBP. The choice is stored and wins over detection later. */
export function CurrencySelect({
  label,
  currencies,
}: {
  label: string;
  currencies: readonly Currency[];
}) {
  const { code, setCurrency } = useCurrency();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={code}
        onChange={(event) => {
          if (isCurrencyCode(event.target.value))
            setCurrency(event.target.value);
        }}
        className="rounded-control border border-line-strong bg-canvas py-2 pr-8 pl-3 text-sm"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} ({currency.symbol})
          </option>
        ))}
      </select>
    </div>
  );
}
