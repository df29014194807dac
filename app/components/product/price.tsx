import { useCurrency } from "~/components/currency/currency-provider";
import { formatMoney } from "~/lib/money";

/**
 * An amount in the visitor's currency. Until the currency is known it reads
 * "Loading..." in a box as wide as a price, so nothing moves when it arrives.
 */
export function Price({
  amount,
  loadingLabel,
  minWidthCh = 6,
}: {
  amount: number;
  loadingLabel: string;
  /** Width kept free for the amount, in characters; 0 where nothing follows it. */
  minWidthCh?: number;
}) {
  const { code, loading } = useCurrency();
  return (
    <span
      className="inline-block tabular-nums"
      style={{ minWidth: `${minWidthCh}ch` }}
    >
      {loading ? (
        <span className="text-sm font-normal text-ink-muted">
          {loadingLabel}
        </span>
      ) : (
        formatMoney(amount, code)
      )}
    </span>
  );
}
