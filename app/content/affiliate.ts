import type { AffiliateDefaults } from "./types";

/** The partner offer page BUY NOW opens, unless VITE_AFFILIATE_* say otherwise. */
export const affiliateDefaults = {
  baseUrl: "https://partner.example.com/offer",
  offerId: "VOYA-36L",
  affiliateId: "voyapack-store",
} satisfies AffiliateDefaults;
