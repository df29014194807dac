import { useRef, useState } from "react";
import { TrustBadges } from "~/components/layout/trust-badges";
import { BuyButton } from "~/components/product/buy-button";
import { DescriptionTabs } from "~/components/product/description-tabs";
import { Faq } from "~/components/product/faq";
import { Gallery } from "~/components/product/gallery";
import { Price } from "~/components/product/price";
import { ProductInfo } from "~/components/product/product-info";
import { RelatedProducts } from "~/components/product/related-products";
import { StickyBuyBar } from "~/components/product/sticky-buy-bar";
import { ReviewsSection } from "~/components/reviews/reviews-section";
import { trustBadges, trustBadgesHeading } from "~/content/chrome";
import { faqHeading, faqItems } from "~/content/faq";
import { product, productCopy } from "~/content/product";
import { relatedHeading, relatedProducts } from "~/content/related";
import {
  ratingSummary,
  reviewDropZone,
  reviewPlaceholder,
  reviewsCopy,
  seedReviews,
} from "~/content/reviews";
import { store } from "~/content/store";
import type { Colour } from "~/content/types";
import { affiliateUrl } from "~/lib/affiliate";
import { COLOUR_PARAM, colourFromParam, urlWithColour } from "~/lib/colour";
import { config } from "~/lib/config";
import { pageMeta } from "~/lib/meta";
import { absoluteUrl } from "~/lib/url";
import {
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from "~/lib/structured-data";
import { useClientValue } from "~/lib/use-client-value";

const REVIEWS_ID = "reviews";
const buyHref = affiliateUrl(config.affiliate, product.title);

export const meta = () => {
  const url = absoluteUrl("/");
  return [
    ...pageMeta(product.meta, "/", { type: "product" }),
    { property: "product:price:amount", content: product.price.toFixed(2) },
    { property: "product:price:currency", content: "USD" },
    {
      "script:ld+json": productJsonLd(product, {
        url,
        reviews: seedReviews.slice(0, 3),
      }),
    },
    { "script:ld+json": faqJsonLd(faqItems) },
    { "script:ld+json": organizationJsonLd(store) },
    { "script:ld+json": websiteJsonLd(store) },
  ];
};

const readColourParam = () =>
  new URLSearchParams(window.location.search).get(COLOUR_PARAM);

export default function Home() {
  // The ?color= of the address is only known in the browser, after hydration.
  const colourParam = useClientValue(readColourParam, null);
  const [chosenColour, setChosenColour] = useState<Colour | null>(null);
  const [chosenImage, setChosenImage] = useState<number | null>(null);
  const buyRef = useRef<HTMLAnchorElement>(null);

  const colour = chosenColour ?? colourFromParam(product.colours, colourParam);
  const image = chosenImage ?? colour.image;

  const changeColour = (next: Colour) => {
    setChosenColour(next);
    setChosenImage(null);
    // Keep the choice in the address without adding a history entry per click.
    window.history.replaceState(
      window.history.state,
      "",
      urlWithColour(window.location.href, next),
    );
  };

  return (
    <>
      <div className="container-page grid grid-cols-1 gap-4 pt-3 pb-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start lg:gap-12 lg:py-10">
        <Gallery
          images={product.gallery}
          selected={image}
          onSelect={setChosenImage}
          copy={productCopy}
        />
        <ProductInfo
          product={product}
          copy={productCopy}
          colour={colour}
          onColourChange={changeColour}
          buyHref={buyHref}
          buyRef={buyRef}
          reviewsAnchor={REVIEWS_ID}
        />
      </div>

      <div className="container-page py-8">
        <DescriptionTabs
          tabs={product.tabs}
          label={productCopy.tabsLabel}
          previousLabel={productCopy.previousTab}
          nextLabel={productCopy.nextTab}
        />
      </div>

      <div className="my-8">
        <TrustBadges badges={trustBadges} heading={trustBadgesHeading} />
      </div>

      <div className="container-page grid gap-16 py-8">
        <ReviewsSection
          id={REVIEWS_ID}
          summary={ratingSummary}
          seeds={seedReviews}
          placeholder={reviewPlaceholder}
          dropZoneImage={reviewDropZone}
          copy={reviewsCopy}
        />
        <Faq heading={faqHeading} items={faqItems} />
        <RelatedProducts
          heading={relatedHeading}
          items={relatedProducts}
          copy={productCopy}
        />
      </div>

      <StickyBuyBar target={buyRef}>
        <span className="text-lg font-bold">
          <Price amount={product.price} loadingLabel={productCopy.loading} />
        </span>
        <BuyButton
          href={buyHref}
          label={productCopy.buyNow}
          hint={productCopy.buyNowHint}
          className="min-h-11 flex-1 text-base"
        />
      </StickyBuyBar>
    </>
  );
}
