import { useCurrency } from "~/components/currency/currency-provider";
import { formatMoney } from "~/lib/money";

/**
 * An amount in the visitor's currency. Until the currency is known it reads
 * "Loading..." in a box as wide as a price, so nothing moves when it arrives.
 */
export function Price({
  amount,
  loadingLabel,
  className = "",
}: {
  amount: number;
  loadingLabel: string;
  className?: string;
}) {
  const { code, loading } = useCurrency();
  return (
    <span className={`inline-block min-w-[7ch] tabular-nums ${className}`}>
      {loading ? (
        <span className="text-[0.7em] font-normal text-ink-muted">
          {loadingLabel}
        </span>
      ) : (
        formatMoney(amount, code)
      )}
    </span>
  );
}
