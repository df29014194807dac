import { Price } from "@/components/ui/price";
import { Stars } from "@/components/ui/stars";
import type { Product, ProductCopy } from "@/lib/content";
import type { CurrencyCode } from "@/lib/money";
import { OriginalPrice, RESERVED_PRICE_WIDTH, SavingsBadge } from "./prices";

export type SummaryProduct = Pick<
  Product,
  | "title"
  | "badge"
  | "rating"
  | "reviewCount"
  | "sold"
  | "price"
  | "originalPrice"
  | "savings"
>;

/** Badge, title, rating and prices: static, above the colour picker. */
export function ProductSummary({
  product,
  copy,
  currencies,
  reviewsAnchor,
}: {
  product: SummaryProduct;
  copy: Pick<
    ProductCopy,
    | "reviewsLabel"
    | "soldLabel"
    | "currentPriceLabel"
    | "originalPriceLabel"
    | "savePrefix"
    | "loading"
  >;
  currencies: readonly CurrencyCode[];
  /** Id of the reviews section the review count links to. */
  reviewsAnchor: string;
}) {
  const price = { currencies, loadingLabel: copy.loading };
  return (
    <>
      <div>
        <p>
          <span className="inline-block rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wider text-brand-strong uppercase">
            {product.badge}
          </span>
        </p>
        <h1 className="mt-2 text-xl font-bold tracking-tight text-balance sm:text-3xl md:mt-3 lg:text-4xl">
          {product.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm md:mt-3">
          <Stars rating={product.rating} />
          <span className="font-semibold">{product.rating}</span>
          <a
            href={`#${reviewsAnchor}`}
            className="text-ink-muted underline underline-offset-4 hover:text-ink"
          >
            {`${product.reviewCount} ${copy.reviewsLabel}`}
          </a>
          {/* A drawn divider, not a "|" character: as text in the light line
              colour it failed WCAG's 4.5:1 for text (4.13:1, pa11y). */}
          <span aria-hidden="true" className="h-3.5 w-px bg-line-strong" />
          <span className="text-ink-muted">
            {`${product.sold} ${copy.soldLabel}`}
          </span>
        </div>
      </div>

      <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-3xl font-bold text-ink">
          <span className="sr-only">{`${copy.currentPriceLabel} `}</span>
          <Price
            amount={product.price}
            className={RESERVED_PRICE_WIDTH}
            {...price}
          />
        </span>
        <OriginalPrice
          amount={product.originalPrice}
          label={copy.originalPriceLabel}
          className="text-lg text-ink-muted"
          {...price}
        />
        <SavingsBadge
          amount={product.savings}
          prefix={copy.savePrefix}
          className="px-3 py-1 text-sm"
          {...price}
        />
      </p>
    </>
  );
}

/** What the backpack does, as a checked list below BUY NOW. */
export function ProductBenefits({ benefits }: { benefits: readonly string[] }) {
  return (
    <ul className="grid gap-2.5">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2.5">
          <span
            aria-hidden="true"
            className="mt-0.5 icon-[lucide--check] size-5 shrink-0 text-brand"
          />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
