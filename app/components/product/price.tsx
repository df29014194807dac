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

/** A crossed-out earlier price that screen readers announce as such. */
export function OriginalPrice({
  amount,
  label,
  loadingLabel,
  className,
}: {
  amount: number;
  /** e.g. "Original price:", read before the amount. */
  label: string;
  loadingLabel: string;
  className?: string;
}) {
  return (
    <s className={className}>
      <span className="sr-only">{label} </span>
      <Price amount={amount} loadingLabel={loadingLabel} />
    </s>
  );
}

/** "Save €55.05" on the accent colour. */
export function SavingsBadge({
  amount,
  prefix,
  loadingLabel,
  className = "",
}: {
  amount: number;
  prefix: string;
  loadingLabel: string;
  className?: string;
}) {
  return (
    <span
      className={`rounded-full bg-accent font-bold text-white ${className}`}
    >
      {prefix}{" "}
      <Price amount={amount} loadingLabel={loadingLabel} minWidthCh={0} />
    </span>
  );
}
