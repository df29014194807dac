import type { ImageAsset } from "@/lib/image-asset";
import type { ProductCopy, RelatedProduct, ReviewsCopy } from "@/lib/content";
import type { CurrencyCode } from "@/lib/money";
import { Picture } from "@/components/ui/picture";
import { Price } from "@/components/ui/price";
import { SectionHeading } from "@/components/ui/section-heading";
import { Stars } from "@/components/ui/stars";
import { formatNumber } from "@/lib/numbers";
import { fill } from "@/lib/template";
import { OriginalPrice, RESERVED_PRICE_WIDTH, SavingsBadge } from "./prices";

/** A related card as the page hands it over: its image already through the pipeline. */
export type RelatedCard = Omit<RelatedProduct, "image"> & { image: ImageAsset };

type CardCopy = Pick<
  ProductCopy,
  "loading" | "originalPriceLabel" | "savePrefix" | "reviewsLabel"
> &
  Pick<ReviewsCopy, "ratedLabel">;

function CardBody({
  item,
  copy,
  currencies,
  locale,
}: {
  item: RelatedCard;
  copy: CardCopy;
  currencies: readonly CurrencyCode[];
  locale: string;
}) {
  const price = { currencies, loadingLabel: copy.loading, locale };
  return (
    <>
      <Picture
        image={item.image}
        sizes="(min-width: 1024px) 25vw, 50vw"
        loading="lazy"
        className="aspect-square h-auto w-full rounded-card bg-surface object-cover"
      />
      <h3 className="mt-3 font-semibold">{item.name}</h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
        <Stars
          rating={item.rating}
          label={fill(copy.ratedLabel, {
            rating: formatNumber(item.rating, locale),
          })}
          className="h-3.5"
        />
        <span>
          {`(${formatNumber(item.reviewsCount, locale)}`}
          <span className="sr-only">{` ${copy.reviewsLabel}`}</span>)
        </span>
      </p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold">
          <Price
            amount={item.price}
            className={RESERVED_PRICE_WIDTH}
            {...price}
          />
        </span>
        {item.originalPrice !== undefined ? (
          <OriginalPrice
            amount={item.originalPrice}
            label={copy.originalPriceLabel}
            className="text-sm text-ink-muted"
            {...price}
          />
        ) : null}
        {item.savings !== undefined ? (
          <SavingsBadge
            amount={item.savings}
            prefix={copy.savePrefix}
            className="px-2 py-0.5 text-xs"
            {...price}
          />
        ) : null}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{item.colorsAvailable}</p>
    </>
  );
}

/** "You will also like": a card is a link only when its content has a URL. */
export function RelatedProducts({
  heading,
  items,
  copy,
  currencies,
  locale,
}: {
  heading: string;
  items: readonly RelatedCard[];
  copy: CardCopy;
  currencies: readonly CurrencyCode[];
  /** The page's language, which writes the figures. */
  locale: string;
}) {
  const body = (item: RelatedCard) => (
    <CardBody item={item} copy={copy} currencies={currencies} locale={locale} />
  );
  return (
    <section aria-labelledby="related-heading">
      <SectionHeading id="related-heading">{heading}</SectionHeading>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            {item.url ? (
              <a
                href={item.url}
                className="group block rounded-card hover:[&_h3]:underline"
              >
                {body(item)}
              </a>
            ) : (
              body(item)
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
