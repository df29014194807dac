import type { Currency, CurrencyCode } from "./types";

export const currencies = {
  EUR: { code: "EUR", symbol: "€", name: "Euro" },
  USD: { code: "USD", symbol: "$", name: "US dollar" },
  GBP: { code: "GBP", symbol: "£", name: "British pound" },
} as const satisfies Record<CurrencyCode, Currency>;

/** Used when the country is unknown or the lookup fails. */
export const FALLBACK_CURRENCY: CurrencyCode = "USD";

/** The country whose visitors pay in pounds. */
export const GBP_COUNTRY = "GB";

/**
 * The 43 European countries (ISO 3166-1 alpha-2) whose visitors see euros.
 * The United Kingdom is not among them: it has its own rule (GBP).
 */
export const EUROPEAN_COUNTRIES = [
  "AD", // Andorra
  "AL", // Albania
  "AT", // Austria
  "BA", // Bosnia and Herzegovina
  "BE", // Belgium
  "BG", // Bulgaria
  "BY", // Belarus
  "CH", // Switzerland
  "CY", // Cyprus
  "CZ", // Czechia
  "DE", // Germany
  "DK", // Denmark
  "EE", // Estonia
  "ES", // Spain
  "FI", // Finland
  "FR", // France
  "GR", // Greece
  "HR", // Croatia
  "HU", // Hungary
  "IE", // Ireland
  "IS", // Iceland
  "IT", // Italy
  "LI", // Liechtenstein
  "LT", // Lithuania
  "LU", // Luxembourg
  "LV", // Latvia
  "MC", // Monaco
  "MD", // Moldova
  "ME", // Montenegro
  "MK", // North Macedonia
  "MT", // Malta
  "NL", // Netherlands
  "NO", // Norway
  "PL", // Poland
  "PT", // Portugal
  "RO", // Romania
  "RS", // Serbia
  "SE", // Sweden
  "SI", // Slovenia
  "SK", // Slovakia
  "SM", // San Marino
  "UA", // Ukraine
  "VA", // Vatican City
] as const;
