import { Price } from "@/components/ui/price";
import { Stars } from "@/components/ui/stars";
import type { Product, ProductCopy, ReviewsCopy } from "@/lib/content";
import type { Amount, CurrencyCode } from "@/lib/money";
import { formatNumber } from "@/lib/numbers";
import { EU_PRIOR_DAYS } from "@/lib/price-claims";
import { claimVariants, type ClaimVariant } from "@/lib/product-claims";
import { fill } from "@/lib/template";
import { OriginalPrice, RESERVED_PRICE_WIDTH, SavingsBadge } from "./prices";

export type SummaryProduct = Pick<
  Product,
  "title" | "badge" | "rating" | "reviewCount" | "sold" | "price" | "claims"
>;

type PriceCopy = Pick<
  ProductCopy,
  | "currentPriceLabel"
  | "originalPriceLabel"
  | "priorPriceNote"
  | "savePrefix"
  | "loading"
>;

/**
 * The price, and the reduction the visitor's market may see beside it:
 * struck through with its saving, and for the EU what the struck price is.
 */
function PriceBlock({
  variant,
  price,
  copy,
  locale,
}: {
  variant: ClaimVariant;
  price: Amount;
  copy: PriceCopy;
  locale: string;
}) {
  const shown = {
    currencies: variant.currencies,
    loadingLabel: copy.loading,
    locale,
  };
  const reduced = variant.form !== "alone";
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-3xl font-bold text-ink">
          <span className="sr-only">{`${copy.currentPriceLabel} `}</span>
          <Price amount={price} className={RESERVED_PRICE_WIDTH} {...shown} />
        </span>
        {reduced && (
          <>
            <OriginalPrice
              amount={variant.reference as Amount}
              label={copy.originalPriceLabel}
              className="text-lg text-ink-muted"
              {...shown}
            />
            <SavingsBadge
              amount={variant.savings as Amount}
              prefix={copy.savePrefix}
              className="px-3 py-1 text-sm"
              {...shown}
            />
          </>
        )}
      </p>
      {variant.form === "prior" && (
        <p className="mt-1 text-sm text-ink-muted">
          {fill(copy.priorPriceNote, {
            days: formatNumber(EU_PRIOR_DAYS, locale),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * Every form the price takes for the visitor's market and currency. With
 * more than one, all are in the page, stacked in one grid cell so nothing
 * moves when the market is known, and the stylesheet shows the one
 * `<html data-market>` and `data-currency` pick (styles/prices.ts).
 */
function Prices({
  product,
  currencies,
  copy,
  locale,
}: {
  product: Pick<Product, "price" | "claims">;
  currencies: readonly CurrencyCode[];
  copy: PriceCopy;
  locale: string;
}) {
  const variants = claimVariants(product.claims, currencies);
  if (variants.length === 1)
    return (
      <PriceBlock
        variant={variants[0]!}
        price={product.price}
        copy={copy}
        locale={locale}
      />
    );
  return (
    <div data-claims="">
      {variants.map((variant) => (
        <div key={variant.form} data-claim={variant.keys.join(" ")}>
          <PriceBlock
            variant={variant}
            price={product.price}
            copy={copy}
            locale={locale}
          />
        </div>
      ))}
    </div>
  );
}

/** Badge, title, rating and prices: static, above the colour picker. */
export function ProductSummary({
  product,
  copy,
  currencies,
  locale,
  reviewsAnchor,
}: {
  product: SummaryProduct;
  copy: PriceCopy &
    Pick<ProductCopy, "reviewsLabel" | "soldLabel"> &
    Pick<ReviewsCopy, "ratedLabel">;
  currencies: readonly CurrencyCode[];
  /** The page's language, which writes the figures. */
  locale: string;
  /** Id of the reviews section the review count links to. */
  reviewsAnchor: string;
}) {
  const rating = formatNumber(product.rating, locale);
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
          <Stars
            rating={product.rating}
            label={fill(copy.ratedLabel, { rating })}
          />
          <span className="font-semibold">{rating}</span>
          <a
            href={`#${reviewsAnchor}`}
            className="text-ink-muted underline underline-offset-4 hover:text-ink"
          >
            {`${formatNumber(product.reviewCount, locale)} ${copy.reviewsLabel}`}
          </a>
          {/* A drawn divider, not a "|" character: as text in the light line
              colour it failed WCAG's 4.5:1 for text (4.13:1, pa11y). */}
          <span aria-hidden="true" className="h-3.5 w-px bg-line-strong" />
          <span className="text-ink-muted">
            {`${formatNumber(product.sold, locale)} ${copy.soldLabel}`}
          </span>
        </div>
      </div>

      <Prices
        product={product}
        currencies={currencies}
        copy={copy}
        locale={locale}
      />
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
