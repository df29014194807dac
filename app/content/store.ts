import logo from "./images/logo-mark.svg";
import type { SiteDefaults, Store } from "./types";

export const store = {
  name: "Voyapack",
  logo: { src: logo, alt: "", width: 64, height: 64 },
  shareImage: "/og-image.png",
  themeColor: "#143a30",
  tradeName: "Voyapack Travel Goods LLC",
  supportEmail: "support@voyapack.com",
  address: {
    street: "410 Harbor Point Boulevard, Suite 12",
    locality: "Wilmington",
    region: "DE",
    postalCode: "19801",
    country: "United States",
    countryCode: "US",
  },
  serviceHours: {
    days: "Monday to Friday",
    hours: "9:00 AM to 6:30 PM",
    timeZone: "Eastern Time (ET)",
  },
} satisfies Store;

export const siteDefaults = {
  siteUrl: "https://www.voyapack.com",
  geoIpUrl: "https://ipapi.co/json/",
  geoIpTimeoutMs: 5000,
} satisfies SiteDefaults;
