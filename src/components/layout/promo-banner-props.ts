import type { PromoBannerProps } from "@/components/layout/promo-banner";
import { getChrome, getCopy } from "@/lib/content";

/** The promo banner's messages, interval and labels, from content. */
export async function promoBannerProps(): Promise<PromoBannerProps> {
  const [chrome, copy] = await Promise.all([getChrome(), getCopy()]);
  return { ...chrome.banner, errorHeading: copy.error.heading };
}
