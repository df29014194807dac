import { cn } from "@/components/ui/cn";
import {
  amountIn,
  formatMoney,
  type Amount,
  type CurrencyCode,
} from "@/lib/money";

export type PriceProps = {
  /** One figure for every currency, or each currency's own. */
  amount: Amount;
  /** Every currency the store prices in; all are rendered, CSS shows one. */
  currencies: readonly CurrencyCode[];
  /** Shown while a first visit's currency is being detected. */
  loadingLabel: string;
  /** The page's language, which writes the figures (14,95 €). */
  locale: string;
  className?: string;
};

/**
 * An amount in the visitor's currency, with no script: the page carries it in
 * every currency and the stylesheet shows the one `<html data-currency>`
 * names (see styles/app.css). Hidden variants are `visibility: hidden`, so
 * screen readers and `innerText` read only the shown one.
 */
export function Price({
  amount,
  currencies,
  loadingLabel,
  locale,
  className,
}: PriceProps) {
  return (
    <span data-price="" className={cn("tabular-nums", className)}>
      {currencies.map((code) => (
        <span key={code} data-for={code}>
          {formatMoney(amountIn(amount, code), code, locale)}
        </span>
      ))}
      <span data-for="loading">{loadingLabel}</span>
    </span>
  );
}
