import type { ProductCopy, RelatedProduct } from "~/content/types";
import { Picture } from "~/components/ui/picture";
import { Stars } from "~/components/ui/stars";
import { OriginalPrice, Price, SavingsBadge } from "./price";

function CardBody({
  item,
  copy,
}: {
  item: RelatedProduct;
  copy: Pick<
    ProductCopy,
    "loading" | "originalPriceLabel" | "savePrefix" | "reviewsLabel"
  >;
}) {
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
        <Stars rating={item.rating} className="h-3.5" />
        <span>
          ({item.reviewsCount}
          <span className="sr-only"> {copy.reviewsLabel}</span>)
        </span>
      </p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold">
          <Price amount={item.price} loadingLabel={copy.loading} />
        </span>
        {item.originalPrice !== null ? (
          <OriginalPrice
            amount={item.originalPrice}
            label={copy.originalPriceLabel}
            loadingLabel={copy.loading}
            className="text-sm text-ink-muted"
          />
        ) : null}
        {item.savings !== null ? (
          <SavingsBadge
            amount={item.savings}
            prefix={copy.savePrefix}
            loadingLabel={copy.loading}
            className="px-2 py-0.5 text-xs"
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
}: {
  heading: string;
  items: readonly RelatedProduct[];
  copy: Pick<
    ProductCopy,
    "loading" | "originalPriceLabel" | "savePrefix" | "reviewsLabel"
  >;
}) {
  return (
    <section aria-labelledby="related-heading">
      <h2
        id="related-heading"
        className="text-2xl font-bold tracking-tight md:text-3xl"
      >
        {heading}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            {item.url ? (
              <a
                href={item.url}
                className="group block rounded-card hover:[&_h3]:underline"
              >
                <CardBody item={item} copy={copy} />
              </a>
            ) : (
              <CardBody item={item} copy={copy} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
