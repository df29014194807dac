import type { Settings } from "@/lib/content";

export type AffiliateSettings = Settings["affiliate"];

/**
 * The partner offer address BUY NOW opens: the configured base URL with the
 * offer id, affiliate id and product name in its query, all encoded by
 * URLSearchParams. Parameters already in the base URL are kept.
 */
export function affiliateUrl(
  { baseUrl, offerId, affiliateId }: AffiliateSettings,
  productName: string,
): string {
  const url = new URL(baseUrl);
  url.searchParams.set("offer_id", offerId);
  url.searchParams.set("aff_id", affiliateId);
  url.searchParams.set("product", productName);
  return url.href;
}
