import { cn } from "@/components/ui/cn";
import { Price, type PriceProps } from "@/components/ui/price";

/**
 * At least as wide as a six-character price, as the old page kept it, so
 * what follows a price sits where it always has.
 */
export const RESERVED_PRICE_WIDTH = "min-w-[6ch]";

/**
 * A badge hugs its price, as it always has: once the currency is known (or
 * without JavaScript, in the fallback currency) its hidden layers, the
 * other currencies and "Loading...", stop widening it (styles/prices.ts). The badge is last in its row, so its
 * change of width moves nothing. Its "Loading..." takes the badge's text
 * colour, readable on the accent.
 */
const BADGE_PRICE = "badge-price";

type AmountProps = Omit<PriceProps, "className">;

/** A crossed-out earlier price that screen readers announce as such. */
export function OriginalPrice({
  label,
  className,
  ...price
}: AmountProps & {
  /** e.g. "Original price:", read before the amount. */
  label: string;
  className?: string;
}) {
  return (
    <s className={className}>
      <span className="sr-only">{`${label} `}</span>
      <Price className={RESERVED_PRICE_WIDTH} {...price} />
    </s>
  );
}

/** "Save €55.05" on the accent colour. */
export function SavingsBadge({
  prefix,
  className,
  ...price
}: AmountProps & { prefix: string; className?: string }) {
  return (
    <span
      className={cn("rounded-full bg-accent font-bold text-white", className)}
    >
      {`${prefix} `}
      <Price className={BADGE_PRICE} {...price} />
    </span>
  );
}
