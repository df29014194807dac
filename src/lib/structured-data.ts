import type { Product, ProductOffer, Review, Store } from "@/lib/content";
import { CURRENCY_CODES, type Amount, type CurrencyCode } from "@/lib/money";
import { absoluteUrl } from "@/lib/url";

/** A schema.org object, written as one JSON-LD script. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** The product's fields the markup reads. */
export type ProductForJsonLd = ProductOffer &
  Pick<Product, "rating" | "reviewCount">;

/** schema.org's names for the product's availability and condition. */
const AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  out_of_stock: "https://schema.org/OutOfStock",
  preorder: "https://schema.org/PreOrder",
  backorder: "https://schema.org/BackOrder",
} as const;
const CONDITION = {
  new: "https://schema.org/NewCondition",
  refurbished: "https://schema.org/RefurbishedCondition",
  used: "https://schema.org/UsedCondition",
} as const;

/**
 * Product with its Offer, AggregateRating and a few reviews: Google's
 * product-snippet markup. A single price is in `currency`, the store's
 * fallback (currencies.yaml); prices per currency give an offer each.
 */
export function productJsonLd(
  product: ProductForJsonLd,
  {
    url,
    siteUrl,
    brand,
    reviews,
    currency,
  }: {
    /** The product page's absolute URL. */
    url: string;
    siteUrl: string;
    /** The brand's name: the store's. */
    brand: string;
    reviews: readonly Pick<Review, "name" | "rating" | "text" | "lang">[];
    /** The currency a single price is in: the content's fallback. */
    currency: CurrencyCode;
  },
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.title,
    description: product.description,
    // The product photos, one per colour: the gallery's other shots are
    // comparisons and scenes with words in them, which product listings
    // should not show as the product.
    image: [...new Set(product.colours.map((colour) => colour.image))]
      .flatMap((index) => product.gallery[index] ?? [])
      .map((image) => absoluteUrl(image.src.src, siteUrl)),
    brand: { "@type": "Brand", name: brand },
    color: product.colours.map((colour) => colour.name).join(", "),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      reviewRating: {
        "@type": "Rating",
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
      reviewBody: review.text,
      // A review is shown as written: in another language than the page's.
      ...(review.lang ? { inLanguage: review.lang } : {}),
    })),
    offers: offers(product, url, currency),
  };
}

/** The store's facts a search engine shows beside its results. */
export type StoreForJsonLd = Pick<
  Store,
  "name" | "tradeName" | "supportEmail" | "address"
> & { logo: { src: string } };

/** The store as an Organization: names, site, logo, e-mail and postal address. */
export function organizationJsonLd(
  store: StoreForJsonLd,
  siteUrl: string,
): JsonLd {
  const { address } = store;
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: store.name,
    legalName: store.tradeName,
    url: absoluteUrl("/", siteUrl),
    logo: absoluteUrl(store.logo.src, siteUrl),
    email: store.supportEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
  };
}

/** The site itself, named after the store. */
export function websiteJsonLd(
  store: Pick<Store, "name">,
  siteUrl: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: store.name,
    url: absoluteUrl("/", siteUrl),
  };
}

/** A trail such as Home / page name, as search engines read breadcrumbs. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  siteUrl: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/**
 * BUY NOW's offer: one in the fallback currency for a single price; one
 * per currency when the content gives each its own price. A crawler sees
 * the page a visitor of no known market sees, so an offer carries the
 * struck-through price only where every market may see it (the "any"
 * claim, lib/product-claims.ts), as a StrikethroughPrice.
 */
function offers(
  {
    price,
    claims,
    availability,
    condition,
  }: Pick<ProductForJsonLd, "price" | "claims" | "availability" | "condition">,
  url: string,
  currency: CurrencyCode,
): JsonLd | JsonLd[] {
  const offer = (amount: number, currency: CurrencyCode): JsonLd => {
    const claim = claims[currency].any;
    return {
      "@type": "Offer",
      url,
      price: amount.toFixed(2),
      priceCurrency: currency,
      ...(claim.kind === "reduction" && {
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          priceType: "https://schema.org/StrikethroughPrice",
          price: claim.reference.toFixed(2),
          priceCurrency: currency,
        },
      }),
      availability: AVAILABILITY[availability],
      itemCondition: CONDITION[condition],
    };
  };
  return typeof price === "number"
    ? offer(price, currency)
    : CURRENCY_CODES.map((code) => offer(price[code], code));
}

/**
 * The Open Graph price tags' pairs, amount before currency: the single
 * price in the fallback currency, or each currency's own, as the page
 * shows them.
 */
export function openGraphPrices(
  price: Amount,
  fallback: CurrencyCode,
): [amount: string, currency: CurrencyCode][] {
  return typeof price === "number"
    ? [[price.toFixed(2), fallback]]
    : CURRENCY_CODES.map((code) => [price[code].toFixed(2), code]);
}
