import { Check } from "lucide-react";
import type { Colour, Product, ProductCopy } from "~/content/types";
import { Stars } from "~/components/ui/stars";
import { BuyButton } from "./buy-button";
import { ColourPicker } from "./colour-picker";
import { OriginalPrice, Price, SavingsBadge } from "./price";

type InfoProduct = Pick<
  Product,
  | "title"
  | "badge"
  | "rating"
  | "reviewCount"
  | "sold"
  | "price"
  | "originalPrice"
  | "savings"
  | "colours"
  | "benefits"
>;

/** Title, rating, price, colour and BUY NOW: everything needed to decide. */
export function ProductInfo({
  product,
  copy,
  colour,
  onColourChange,
  buyHref,
  buyRef,
  reviewsAnchor,
}: {
  product: InfoProduct;
  copy: ProductCopy;
  colour: Colour;
  onColourChange: (colour: Colour) => void;
  buyHref: string;
  buyRef: React.Ref<HTMLAnchorElement>;
  /** Id of the reviews section the review count links to. */
  reviewsAnchor: string;
}) {
  return (
    <div className="flex flex-col gap-4 md:gap-5">
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
            {product.reviewCount} {copy.reviewsLabel}
          </a>
          <span aria-hidden="true" className="text-line-strong">
            |
          </span>
          <span className="text-ink-muted">
            {product.sold} {copy.soldLabel}
          </span>
        </div>
      </div>

      <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-3xl font-bold text-ink">
          <span className="sr-only">{copy.currentPriceLabel} </span>
          <Price amount={product.price} loadingLabel={copy.loading} />
        </span>
        <OriginalPrice
          amount={product.originalPrice}
          label={copy.originalPriceLabel}
          loadingLabel={copy.loading}
          className="text-lg text-ink-muted"
        />
        <SavingsBadge
          amount={product.savings}
          prefix={copy.savePrefix}
          loadingLabel={copy.loading}
          className="px-3 py-1 text-sm"
        />
      </p>

      <ColourPicker
        label={copy.colourLabel}
        colours={product.colours}
        selected={colour}
        onChange={onColourChange}
      />

      <BuyButton
        ref={buyRef}
        href={buyHref}
        label={copy.buyNow}
        hint={copy.buyNowHint}
        className="w-full"
      />

      <ul className="grid gap-2.5">
        {product.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2.5">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand"
            />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
