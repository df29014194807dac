import { useCurrency } from "~/components/currency/currency-provider";
import { FALLBACK_CURRENCY } from "~/content/currencies";
import { formatMoney } from "~/lib/money";

/**
 * An amount in the visitor's currency. Until the currency is known it reads
 * "Loading..." in a box as wide as a price, so nothing moves when it arrives.
 */
export function Price({
  amount,
  loadingLabel,
  reserveWidth = true,
}: {
  amount: number;
  loadingLabel: string;
  /** Keep a price's width free while loading; off where nothing follows it. */
  reserveWidth?: boolean;
}) {
  const { code, loading } = useCurrency();
  return (
    <span
      className={`inline-block tabular-nums ${reserveWidth ? "min-w-[6ch]" : ""}`}
    >
      {loading ? (
        <>
          <span className="text-sm font-normal text-ink-muted nojs:hidden">
            {loadingLabel}
          </span>
          {/* Without JavaScript nothing detects the currency: show USD. */}
          <span className="hidden nojs:inline">
            {formatMoney(amount, FALLBACK_CURRENCY)}
          </span>
        </>
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
      <Price amount={amount} loadingLabel={loadingLabel} reserveWidth={false} />
    </span>
  );
}
