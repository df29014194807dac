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
  /** The registered business name. */
  tradeName: string;
  tagline: string;
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
