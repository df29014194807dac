import type {
  FaqItem,
  PostalAddress,
  Product,
  SeedReview,
  Store,
} from "~/content/types";
import { absoluteUrl } from "./url";

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

/** Product with its Offer, AggregateRating and a few reviews: Google's product-snippet markup. */
export function productJsonLd(
  product: Product,
  {
    url,
    reviews,
    siteUrl,
  }: { url: string; reviews: readonly SeedReview[]; siteUrl?: string },
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.title,
    description: product.description,
    image: product.gallery.map((image) => absoluteUrl(image.src, siteUrl)),
    brand: { "@type": "Brand", name: product.brand },
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
    })),
    offers: {
      "@type": "Offer",
      url,
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

export function faqJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function postalAddress(address: PostalAddress): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

export function organizationJsonLd(store: Store, siteUrl?: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: store.name,
    legalName: store.tradeName,
    url: absoluteUrl("/", siteUrl),
    logo: absoluteUrl(store.logo.src, siteUrl),
    email: store.supportEmail,
    address: postalAddress(store.address),
  };
}

export function websiteJsonLd(store: Store, siteUrl?: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: store.name,
    url: absoluteUrl("/", siteUrl),
  };
}

/** Home / page name, as search engines read breadcrumbs. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  siteUrl?: string,
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
