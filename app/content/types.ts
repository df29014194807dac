/** The schema of everything the store says about itself and its product. */

/** ISO 4217 codes the store can price in. */
export type CurrencyCode = "EUR" | "USD" | "GBP";

export interface Currency {
  code: CurrencyCode;
  /** Shown next to prices, e.g. "€". */
  symbol: string;
  /** Shown in the currency selector, e.g. "Euro". */
  name: string;
}

export interface NavLink {
  label: string;
  /** A path inside the store, starting with "/". */
  href: string;
}

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
}

export interface ServiceHours {
  /** e.g. "Monday to Friday". */
  days: string;
  /** e.g. "9:00 AM to 6:30 PM". */
  hours: string;
  timeZone: string;
}

export interface Store {
  /** The brand shoppers see. */
  name: string;
  /** The logo mark shown beside the name; decorative, so its alt is empty. */
  logo: ImageAsset;
  /** Path of the 1200×630 image sharing previews show (in public/). */
  shareImage: string;
  /** Brand colour for the browser UI and the web app manifest. */
  themeColor: string;
  /** The registered business name. */
  tradeName: string;
  supportEmail: string;
  address: PostalAddress;
  serviceHours: ServiceHours;
}

/** Operator settings that the build can override with VITE_* variables. */
export interface SiteDefaults {
  /** Public origin, no trailing slash; VITE_SITE_URL overrides. */
  siteUrl: string;
  /** Geo-IP JSON endpoint answering { country_code }; VITE_GEOIP_URL overrides. */
  geoIpUrl: string;
  /** Milliseconds the geo-IP lookup may take before USD is used. */
  geoIpTimeoutMs: number;
}

export interface PromoBanner {
  label: string;
  messages: readonly string[];
  /** Milliseconds each message stays before the next one. */
  intervalMs: number;
}

export type TrustBadgeIcon = "truck" | "headset" | "shield";

export interface TrustBadge {
  icon: TrustBadgeIcon;
  title: string;
  text: string;
}

export type PaymentMethodId =
  | "mastercard"
  | "elo"
  | "visa"
  | "amex"
  | "diners"
  | "hipercard"
  | "googlepay"
  | "metapay";

export interface PaymentMethod {
  id: PaymentMethodId;
  /** Accessible name of the logo. */
  name: string;
  /** The brand's logo (drawn by `npm run images` from maintained icon packages); its alt is the name. */
  logo: Omit<ImageAsset, "alt">;
}

export interface FooterContent {
  newsletter: {
    heading: string;
    text: string;
    label: string;
    placeholder: string;
  };
  aboutHeading: string;
  aboutLinks: readonly NavLink[];
  policiesHeading: string;
  policyLinks: readonly NavLink[];
  paymentHeading: string;
  currencyLabel: string;
  rights: string;
}

/** Title and description of one page, for the tab, search results and sharing. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A block of policy text: a paragraph, a list or a table. */
export type PolicyBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | {
      kind: "table";
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly PolicyCell[])[];
    };

/** A money amount in a fixed currency, formatted when shown. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export type PolicyCell = string | Money;

export interface PolicySection {
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface Policy {
  /** The route, e.g. "/refund-policy". */
  path: string;
  /** Page heading and breadcrumb label. */
  title: string;
  meta: PageMeta;
  intro: string;
  sections: readonly PolicySection[];
}

/** An image imported from content/images, so a missing file fails the build. */
export interface ImageAsset {
  /** The largest fallback file. */
  src: string;
  /** Fallback files by width, "a.jpg 480w, b.jpg 800w", for raster photos. */
  srcSet?: string;
  /** Modern formats (AVIF, WebP) the browser picks from first, for raster photos. */
  sources?: readonly { type: string; srcSet: string }[];
  /** Required: describes the image for people who cannot see it. */
  alt: string;
  /** Intrinsic size in pixels, so the page does not shift while it loads. */
  width: number;
  height: number;
}

export interface Colour {
  name: string;
  /** Slug used in the URL, e.g. "army-green" in ?color=army-green. */
  value: string;
  /** CSS colour of the swatch. */
  swatch: string;
  /** Index into Product.gallery of the image showing this colour. */
  image: number;
}

export interface DescriptionTab {
  id: string;
  label: string;
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export interface Product {
  title: string;
  /** Brand for structured data. */
  brand: string;
  description: string;
  meta: PageMeta;
  badge: string;
  /** Average rating, 1–5. */
  rating: number;
  reviewCount: number;
  sold: number;
  /** Amounts in the shopper's currency unit; the currency is detected. */
  price: number;
  originalPrice: number;
  savings: number;
  colours: readonly Colour[];
  /** The first image is the one the page opens with (and the LCP element). */
  gallery: readonly ImageAsset[];
  benefits: readonly string[];
  tabs: readonly DescriptionTab[];
}

export interface ProductCopy {
  soldLabel: string;
  reviewsLabel: string;
  colourLabel: string;
  buyNow: string;
  buyNowHint: string;
  savePrefix: string;
  originalPriceLabel: string;
  currentPriceLabel: string;
  loading: string;
  galleryLabel: string;
  /** "{n}" and "{total}" are replaced, e.g. "View image 2 of 8". */
  thumbnailLabel: string;
  previousImage: string;
  nextImage: string;
  /** "{alt}" is replaced by the image's description. */
  openZoom: string;
  zoomLabel: string;
  closeZoom: string;
  tabsLabel: string;
  previousTab: string;
  nextTab: string;
}

/** The partner offer page BUY NOW opens; VITE_AFFILIATE_* override it. */
export interface AffiliateDefaults {
  baseUrl: string;
  offerId: string;
  affiliateId: string;
}

export type StarRating = 1 | 2 | 3 | 4 | 5;

/** A review as written in content, before its short text is derived. */
export interface SeedReview {
  id: number;
  name: string;
  verified: boolean;
  rating: StarRating;
  text: string;
  /** A photo, or undefined for the default placeholder. */
  image?: ImageAsset;
  /** Relative label, e.g. "2 weeks ago". */
  date: string;
}

export interface RatingSummary {
  average: number;
  total: number;
  /** Fixed figures from the store, highest star first; not computed from the sample. */
  breakdown: readonly { stars: StarRating; count: number; percent: number }[];
}

export interface ReviewsCopy {
  heading: string;
  basedOn: string;
  filterLabel: string;
  allLabel: string;
  emptyFilter: string;
  showAll: string;
  showMoreReviews: string;
  showMore: string;
  showLess: string;
  verified: string;
  unverified: string;
  writeReview: string;
  thanks: string;
  dialog: {
    heading: string;
    intro: string;
    name: string;
    rating: string;
    text: string;
    photo: string;
    photoHint: string;
    dropHere: string;
    choosePhoto: string;
    removePhoto: string;
    notAnImage: string;
    tooLarge: string;
    unreadable: string;
    submit: string;
    cancel: string;
    close: string;
  };
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface RelatedProduct {
  id: number;
  name: string;
  image: ImageAsset;
  rating: number;
  reviewsCount: number;
  price: number;
  originalPrice: number | null;
  savings: number | null;
  colorsAvailable: string;
  /** Where the card leads; a card without one is not a link. */
  url?: string;
}
